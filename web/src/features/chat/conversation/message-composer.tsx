import { Button, Group, Textarea } from '@mantine/core';
import { chatMessageMaxLength, messages } from '@srm/contract';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';

interface MessageComposerProps {
  // Says whether the message went (a blank one does not).
  onSend: (text: string) => boolean;
  onType: (text: string) => void;
}

// The message box and Send: Enter sends, Shift+Enter starts a new line.
export function MessageComposer({ onSend, onType }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const send = () => {
    if (text.trim().length > chatMessageMaxLength) {
      setError(messages.chatMessageTooLong);
      return;
    }
    if (onSend(text)) {
      setText('');
      setError(null);
    }
    box.current?.focus();
  };
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const keyPressed = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is still composing a character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submitted} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap" p="sm">
        <Textarea
          ref={box}
          aria-label="Message"
          placeholder="Type a message"
          autosize
          minRows={1}
          maxRows={5}
          flex={1}
          miw={0}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
            onType(event.currentTarget.value);
          }}
          onKeyDown={keyPressed}
        />
        <Button type="submit" leftSection={<IconSend size={16} aria-hidden />}>
          Send
        </Button>
      </Group>
    </form>
  );
}
