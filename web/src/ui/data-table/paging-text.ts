import { listPageSize } from '@srm/contract';

// Thousands grouped with commas, as en-GB writes them. Not Intl.NumberFormat: the first one a page builds
// loads the browser's locale data, a long task on a phone before the list's first draw
// (docs/decisions/026-react-compiler-and-deferred-lists.md).
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

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
  return `${grouped(from)}–${grouped(to)} of ${grouped(count)}${countCapped ? '+' : ''}`;
}

// The paging line of the rows on screen: page `page` of listPageSize rows, holding `rows` of them.
export const pageRowsText = (
  page: number,
  rows: number,
  { count, countCapped }: { count: number; countCapped: boolean },
) => pagingText({ from: (page - 1) * listPageSize + 1, to: (page - 1) * listPageSize + rows, count, countCapped });
