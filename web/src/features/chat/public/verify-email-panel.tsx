import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ChatSessionReceipt, otpField, publicMessages } from '@srm/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { CodeInput } from '../../../ui/form/code-input';
import { FormAlert } from '../../../ui/form/form-alert';
import { useResendChatCode } from '../api/resend-chat-code';
import { useVerifyChatCode } from '../api/verify-chat-code';
import type { ChatSession } from './chat-session';

interface VerifyEmailPanelProps {
  session: ChatSession;
  // The code was right: the session now reads the earlier conversation.
  onVerified: (receipt: ChatSessionReceipt) => void;
  // The server no longer knows the session.
  onEnded: () => void;
}

const borderBottom = '1px solid var(--mantine-color-default-border)';

// docs/product.md#chat: this email wrote before, so the earlier conversation
// opens only with the code emailed to it. Meanwhile the stakeholder may write
// in a conversation of their own, below; 'Not now' folds the step to one line.
export function VerifyEmailPanel({ session, onVerified, onEnded }: VerifyEmailPanelProps) {
  const verify = useVerifyChatCode();
  const resend = useResendChatCode();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const [open, setOpen] = useState(true);
  const firstBox = useRef<HTMLInputElement>(null);
  const titleId = useId();
  // The step is what the page asks next: typing starts in its first box.
  useEffect(() => {
    if (open) firstBox.current?.focus();
  }, [open]);

  const send = (value: string) => {
    const parsed = otpField.safeParse(value);
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message);
      firstBox.current?.focus();
      return;
    }
    setFormatError(undefined);
    resend.reset();
    verify.mutate(
      { chat_token: session.chat_token, code: parsed.data },
      {
        onSuccess: onVerified,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) return onEnded();
          setCode('');
          firstBox.current?.focus();
        },
      },
    );
  };
  const sendNewCode = () => {
    verify.reset();
    resend.mutate({ chat_token: session.chat_token });
  };

  if (!open) {
    return (
      <Group gap="xs" px="md" py="xs" style={{ borderBottom }}>
        <Text size="sm">Confirm your email to see your earlier conversation.</Text>
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
          Enter the code
        </Anchor>
      </Group>
    );
  }

  const sentLine =
    session.code_sent === false && !resend.isSuccess
      ? publicMessages.chatCodeNotSent
      : `We sent a code to ${session.email}. Enter it to continue your earlier conversation here.`;
  const refusal =
    (verify.isError && errorMessage(verify.error, { 429: publicMessages.tooManyRequests })) ||
    (resend.isError && errorMessage(resend.error, { 429: publicMessages.tooManyRequests }));

  return (
    <Box component="section" aria-labelledby={titleId} px="md" py="sm" style={{ borderBottom }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(code);
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h5" id={titleId}>
            You have chatted with us before
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {sentLine}
          </Text>
          <FormAlert kind="error">{refusal}</FormAlert>
          <FormAlert kind="success">{resend.isSuccess && publicMessages.chatCodeSent}</FormAlert>
          <CodeInput
            id="chat-code"
            label="Code"
            ref={firstBox}
            value={code}
            onChange={setCode}
            error={formatError}
            onPasteCode={(pasted) => !verify.isPending && send(pasted)}
          />
          <Group gap="xs">
            <Button type="submit" loading={verify.isPending}>
              Verify
            </Button>
            <Button variant="light" onClick={sendNewCode} loading={resend.isPending}>
              Send a new code
            </Button>
            <Button variant="subtle" onClick={() => setOpen(false)}>
              Not now
            </Button>
          </Group>
        </Stack>
      </form>
    </Box>
  );
}
