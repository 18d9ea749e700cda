import { Center, Divider, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../../api/error-message';
import { FormAlert } from '../../ui/form/form-alert';
import { useMailSettings } from './api/mail-settings';
import { EmailTicketsForm } from './email-tickets-form';
import { MailboxSection } from './mailbox-section';
import { SupportAddressSection } from './support-address-section';

// Organization Settings → Email (docs/product.md#email-in): the support address stakeholders write to, the
// organisation's own mailbox SRM reads, and who takes the tickets their emails open. Managers change them; executives see them.
export function EmailSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const settings = useMailSettings();
  if (settings.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading email settings" />
      </Center>
    );
  }
  if (settings.isError) return <FormAlert kind="error">{errorMessage(settings.error)}</FormAlert>;
  return (
    <Stack gap="xl" maw={720}>
      {!settings.data.listening && (
        <FormAlert kind="warning">
          This server does not take email yet: mail to these addresses arrives once whoever runs SRM sets MAIL_IN_PORT
          (the README's 'Email in' says how).
        </FormAlert>
      )}
      <SupportAddressSection settings={settings.data} canEdit={canEdit} />
      <Divider />
      <MailboxSection settings={settings.data} canEdit={canEdit} />
      <Divider />
      <EmailTicketsForm settings={settings.data} canEdit={canEdit} />
    </Stack>
  );
}
