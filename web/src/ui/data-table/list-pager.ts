// Which page a paged list shows, and how it asks for another: the table and
// its phone-width cards page the same way.
export interface ListPager {
  page: number;
  onPageChange: (page: number) => void;
}
