import { Alert, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

// docs/product.md#chat-by-email: said while no member of staff has had the app open for five minutes; with the
// chat started, the address the answer will go to.
export const staffAwayTexts = {
  beforeTheChat: 'No one is online right now. Leave us a message: we will answer by email.',
  inTheChat: (email: string) =>
    `No one is online right now. We will answer by email at ${email}, and here. You can reply to our email.`,
};

// Compact, as it sits above the messages on a phone whose keyboard takes half the screen.
export function StaffAwayNotice({ email }: { email?: string | undefined }) {
  return (
    <Alert color="blue" variant="light" icon={<IconMail size={18} aria-hidden />} role="status" radius={0} p="xs">
      <Text size="sm">{email ? staffAwayTexts.inTheChat(email) : staffAwayTexts.beforeTheChat}</Text>
    </Alert>
  );
}
