import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';

// Copies a text the user is to hand on (a link, a snippet, an address). As the feedback form's link
// (features/feedback/inbox/copy-form-link.ts): where the clipboard is refused, the text is shown to copy by hand.
async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'green', message: `${what} copied to clipboard!`, autoClose: 2000 });
  } catch {
    notifications.show({ color: 'yellow', title: `Copy this ${what.toLowerCase()}`, message: text, autoClose: false });
  }
}

export function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button
      variant="light"
      leftSection={<IconCopy size={16} aria-hidden />}
      onClick={() => void copy(text, what)}
      aria-label={`Copy ${what.toLowerCase()}`}
    >
      Copy
    </Button>
  );
}
