// Cuts a text for a card or a table cell (40 characters for departments,
// 20 for titles: docs/product.md#tickets), marking the cut with an ellipsis.
export function shorten(text: string, length: number) {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
