type PageControl = 'first' | 'previous' | 'next' | 'last';

const names: Record<PageControl, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

// Mantine's Pagination draws its arrows as bare icons: a screen reader would read out "button" and nothing
// else. (mantine-datatable names its own table's arrows the same way.)
export const namedPageControl = (control: PageControl) => ({ 'aria-label': names[control] });
