import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, type TicketDetail } from '@srm/contract';
import { useState } from 'react';
import { refusalMessage, refusedFields } from '../../../lib/form-refusal';
import { completeColour } from '../../../ui/complete-colour';
import { useUpdateTicket } from '../api/update-ticket';

interface ResolveTicketFormProps {
  ticket: TicketDetail;
  onDone: () => void;
}

// docs/product.md#tickets: resolving asks for an optional note, shown in the
// thread and sent to the stakeholder with the news.
export function ResolveTicketForm({ ticket, onDone }: ResolveTicketFormProps) {
  const update = useUpdateTicket();
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | null>(null);

  // The status alone (and the note): fields shown here may be older than a
  // colleague's edit, and sending them back would undo it.
  const resolve = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: ticket.id, body: { status: 'resolved', ...(note.trim() && { resolution_note: note }) } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.ticketResolved });
          onDone();
        },
        // A refused note is said under it, the form staying open; anything else is a toast.
        onError: (error) => {
          const refused = refusedFields(error, ['resolution_note']).resolution_note;
          if (refused) setNoteProblem(refused);
          else notifications.show({ color: 'red', message: refusalMessage(error) });
        },
      },
    );
  };

  return (
    <form onSubmit={resolve} noValidate>
      <Stack gap="md">
        <Textarea
          label="Resolution note (optional)"
          description={`What was done. ${ticket.stakeholder.name} reads it with the news, in the thread and by email.`}
          minRows={3}
          autosize
          maxRows={12}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteProblem(null);
          }}
          error={noteProblem}
          data-autofocus
        />
        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color={completeColour} loading={update.isPending}>
            Resolve Ticket
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
