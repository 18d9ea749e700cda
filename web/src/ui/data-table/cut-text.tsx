import { Text } from '@mantine/core';
import { shorten } from '../../lib/text';

// A table cell's text cut to `length` characters (docs/product.md#tickets), the whole
// of it on hover.
export function CutText({ text, length }: { text: string; length: number }) {
  return (
    <Text span size="sm" title={text}>
      {shorten(text, length)}
    </Text>
  );
}
