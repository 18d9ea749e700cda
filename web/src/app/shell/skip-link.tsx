import type { MouseEvent } from 'react';
import classes from './app-shell-layout.module.css';

export const mainContentId = 'main-content';

// The first stop of the Tab key on every signed-in page: keyboard and screen
// reader users pass the header and the navigation in one key press. Out of
// sight until focused.
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus, not a jump to #main-content: the address stays the page's own.
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <a href={`#${mainContentId}`} className={classes.skipLink} onClick={skip}>
      Skip to content
    </a>
  );
}
