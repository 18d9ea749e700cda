import { Badge } from '@mantine/core';
import { messages } from '@srm/contract';

// docs/product.md#chat: nobody has proven this conversation's email (an emailed
// code, or the organisation's website vouching), so it may not be theirs.
export function UnverifiedBadge() {
  return (
    <Badge color="yellow" variant="light" size="sm" style={{ flexShrink: 0 }}>
      {messages.chatEmailUnverified}
    </Badge>
  );
}
