import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../lib/use-can';
import { FloatingAction } from '../../../ui/floating-action';

// The wizard's code loads when it is first wanted (a pointer over the button, or
// the button focused, fetches it ahead), not with every list.
const loadModal = () => import('./create-ticket-modal');
const CreateTicketModal = lazy(async () => ({ default: (await loadModal()).CreateTicketModal }));

// The floating '+ Create a Ticket' button, hidden from support users.
export function CreateTicketButton() {
  const canCreate = useCan('manage_tickets');
  const [opened, { open, close }] = useDisclosure(false);
  // Once opened the wizard stays, so closing it can hand focus back to the button.
  const [wanted, setWanted] = useState(false);
  if (!canCreate) return null;

  return (
    <>
      <FloatingAction>
        <Button
          size="md"
          radius="xl"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setWanted(true);
            open();
          }}
          onPointerEnter={() => void loadModal()}
          onFocus={() => void loadModal()}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          Create a Ticket
        </Button>
      </FloatingAction>
      {wanted && (
        <Suspense fallback={null}>
          <CreateTicketModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
