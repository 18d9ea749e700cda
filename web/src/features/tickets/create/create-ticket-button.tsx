import { Affix, Button, getDefaultZIndex } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useCan } from '../../../lib/use-can';
import { CreateTicketModal } from './create-ticket-modal';

// Below the app's own layer (header, phone navigation) and so below every dialog
// and sheet: Affix's default is the dialogs' own layer, where one opened before
// the button was drawn sat under it.
const belowDialogs = getDefaultZIndex('app') - 1;

// The floating '+ Create a Ticket' button, hidden from support users.
export function CreateTicketButton() {
  const canCreate = useCan('manage_tickets');
  const [opened, { open, close }] = useDisclosure(false);
  if (!canCreate) return null;

  return (
    <>
      <Affix position={{ bottom: 24, right: 24 }} zIndex={belowDialogs}>
        <Button
          size="md"
          radius="xl"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={open}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          Create a Ticket
        </Button>
      </Affix>
      <CreateTicketModal opened={opened} onClose={close} />
    </>
  );
}
