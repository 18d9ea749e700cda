import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { loadWhenWanted } from '../../../lib/load-when-wanted';
import { useCan } from '../../../lib/use-can';
import { FloatingAction } from '../../../ui/floating-action';
import { PieceFailedToLoad } from '../../../ui/piece-failed-to-load';

// The wizard's code loads when it is first wanted (a pointer over the button, or
// the button focused, fetches it ahead), not with every list.
const CreateTicketModal = loadWhenWanted(async () => (await import('./create-ticket-modal')).CreateTicketModal, {
  failed: () => <PieceFailedToLoad />,
});

// The floating '+ Create a Ticket' button, hidden from support users.
export function CreateTicketButton() {
  const canCreate = useCan('manage_tickets');
  const [opened, { open, close }] = useDisclosure(false);
  // Once opened the wizard stays mounted.
  const [wanted, setWanted] = useState(false);
  // The wizard first mounts already open, so Mantine has not seen what had the focus: closing hands it
  // back to the button here.
  const button = useRef<HTMLButtonElement>(null);
  const closeWizard = () => {
    close();
    button.current?.focus();
  };
  if (!canCreate) return null;

  return (
    <>
      <FloatingAction>
        <Button
          ref={button}
          size="md"
          radius="xl"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setWanted(true);
            open();
          }}
          onPointerEnter={CreateTicketModal.preload}
          onFocus={CreateTicketModal.preload}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          Create a Ticket
        </Button>
      </FloatingAction>
      {wanted && <CreateTicketModal opened={opened} onClose={closeWizard} />}
    </>
  );
}
