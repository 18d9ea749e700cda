import { Text } from '@mantine/core';
import classes from './cut-text.module.css';

// A table cell's text (docs/product.md#tickets): whole where the column has room, cut
// with an ellipsis at about `length` characters where it is narrow, and always
// whole on hover and to screen readers (the cut is only drawn).
export function CutText({ text, length }: { text: string; length: number }) {
  return (
    <Text span size="sm" title={text} className={classes.cut} style={{ '--cut-length': `${length}ch` }}>
      {text}
    </Text>
  );
}
