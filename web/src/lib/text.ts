// Cuts a text for a card (40 characters for departments), marking the cut
// with an ellipsis. Table cells cut only where narrow (ui/data-table/cut-text.tsx).
export function shorten(text: string, length: number) {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
