type PageControl = 'first' | 'previous' | 'next' | 'last';

const names: Record<PageControl, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

// Mantine draws the arrows of its page buttons as bare icons: a screen reader would read out
// "button" and nothing else.
export const namedPageControl = (control: PageControl) => ({ 'aria-label': names[control] });
