import { Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { pathTo } from '@srm/contract';
import { useId } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useOrganization } from '../../../lib/organization';
import { CopyButton } from '../../../ui/copy-button';
import { FormAlert } from '../../../ui/form/form-alert';

// The public chat's full address, to share or to embed (docs/product.md#chat).
export const publicChatLinkOf = (organizationId: string) =>
  `${window.location.origin}${pathTo.publicChat(organizationId)}`;

const attributeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// The HTML a website pastes to show the chat in a 400 × 600 frame.
export const chatEmbedSnippetOf = (organizationId: string, organizationName: string) =>
  `<iframe src="${publicChatLinkOf(organizationId)}" title="${attributeText(`Chat with ${organizationName}`)}" ` +
  'style="width:100%;max-width:400px;height:600px;border:0"></iframe>';

// Organization Settings: where stakeholders chat with the organisation, as a
// link to share and as a snippet for the organisation's website.
export function ChatLinkSection() {
  const organization = useOrganization();
  const titleId = useId();
  if (organization.isError) return <FormAlert kind="error">{errorMessage(organization.error)}</FormAlert>;
  if (!organization.data) return null;
  const { id, name } = organization.data;
  const link = publicChatLinkOf(id);
  const snippet = chatEmbedSnippetOf(id, name);

  return (
    <Stack gap="md" maw={720} component="section" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} size="h4" id={titleId}>
          Chat on your website
        </Title>
        <Text size="sm" c="dimmed">
          Stakeholders chat with you from this link, without signing in. Share it, or paste the snippet into your
          website's HTML. You answer them in Chats.
        </Text>
      </Stack>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {/* Wrapped, not cut, where the screen is narrower than the link. */}
        <Textarea
          label="Public chat link"
          value={link}
          readOnly
          autosize
          minRows={1}
          flex={1}
          miw={0}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={link} what="Link" />
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          label="Embed snippet"
          value={snippet}
          readOnly
          autosize
          minRows={2}
          flex={1}
          miw={0}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={snippet} what="Snippet" />
      </Group>
    </Stack>
  );
}
