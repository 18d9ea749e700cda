import { Button, Group, PasswordInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '@srm/contract';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { errorMessage } from '../../../api/error-message';
import { formatDetailDate } from '../../../lib/dates';
import { useOrganization } from '../../../lib/organization';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { CopyButton } from '../../../ui/copy-button';
import { FormAlert } from '../../../ui/form/form-alert';
import { useChatIdentitySecret } from '../api/get-chat-identity-secret';
import { useRotateChatIdentitySecret } from '../api/rotate-chat-identity-secret';
import { publicChatLinkOf } from './chat-link-section';

// How a website's server signs its signed-in visitor's email and opens the chat
// for them: Node.js and PHP, the secret read from the server's environment, so
// the snippet can be shared without it.
export const identitySnippetOf = (organizationId: string) =>
  [
    '// Node.js',
    "const identity_hmac = require('node:crypto').createHmac('sha256', process.env.SRM_CHAT_SECRET)",
    "  .update(email.trim().toLowerCase()).digest('hex');",
    '// PHP',
    "$identity_hmac = hash_hmac('sha256', strtolower(trim($email)), getenv('SRM_CHAT_SECRET'));",
    '// Then open the chat (each value URL-encoded) at:',
    `${publicChatLinkOf(organizationId)}#name=NAME&email=EMAIL&identity_hmac=IDENTITY_HMAC`,
  ].join('\n');

// Organization Settings, for managers (docs/product.md#chat): the secret with
// which the organisation's website vouches that its signed-in visitor owns the
// email, so they see their earlier conversation without an emailed code.
export function ChatIdentitySection() {
  const organization = useOrganization();
  const secret = useChatIdentitySecret();
  const rotate = useRotateChatIdentitySecret();
  const [confirming, confirm] = useDisclosure(false);
  const titleId = useId();
  const organizationId = organization.data?.id;

  return (
    <Stack gap="md" maw={720} component="section" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} size="h4" id={titleId}>
          Signed-in visitors
        </Title>
        <Text size="sm" c="dimmed">
          If your website signs its users in, it can open the chat for them with their email already proven: your server
          signs the email with this secret. Keep it on your server, never in a web page.
        </Text>
      </Stack>
      <FormAlert kind="error">
        {(secret.isError && errorMessage(secret.error)) || (rotate.isError && errorMessage(rotate.error))}
      </FormAlert>
      <FormAlert kind="success">{rotate.isSuccess && messages.chatIdentitySecretRotated}</FormAlert>
      {secret.data && (
        <>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <PasswordInput
              label="Chat secret"
              description={`Made ${formatDetailDate(secret.data.created_at)}`}
              value={secret.data.secret}
              readOnly
              flex={1}
              miw={0}
              styles={{ innerInput: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <CopyButton text={secret.data.secret} what="Secret" />
          </Group>
          <Group>
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={confirm.open}>
              Make a new secret
            </Button>
          </Group>
        </>
      )}
      {organizationId && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            label="Signing on your server"
            value={identitySnippetOf(organizationId)}
            readOnly
            autosize
            minRows={4}
            flex={1}
            miw={0}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={identitySnippetOf(organizationId)} what="Signing code" />
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Make a new chat secret?"
        confirmLabel="Make a new secret"
        confirming={rotate.isPending}
        onCancel={confirm.close}
        onConfirm={() => rotate.mutate(undefined, { onSettled: confirm.close })}
      >
        <Text c="dimmed">
          The current secret stops working at once: your website's visitors get an emailed code until it signs with the
          new one.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
