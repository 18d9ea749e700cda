import { useEffect } from 'react';

// The browser tab's title while a page is shown; the previous one comes back after.
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
