// The paging line under a table: '16–30 of 1,000+' when the server stopped
// counting (docs/product.md#api-conventions: a search's total is exact up to a cap).
export function pagingText({
  from,
  to,
  count,
  countCapped,
}: {
  from: number;
  to: number;
  count: number;
  countCapped: boolean;
}) {
  const number = (value: number) => value.toLocaleString('en-GB');
  return `${number(from)}–${number(to)} of ${number(count)}${countCapped ? '+' : ''}`;
}
