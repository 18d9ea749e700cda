import { Button, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  messages,
  type SlaCategory,
  type TicketDetail,
  type TicketPriority,
  type TicketType,
  UpdateTicketBody,
} from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { fieldPathsOf, isRefusal, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useUpdateTicket } from '../api/update-ticket';
import { priorityChoices, slaCategoryChoices, ticketTypeChoices } from '../create/ticket-choices';

interface EditValues {
  title: string;
  priority: TicketPriority | null;
  sla_category: SlaCategory | null;
  type: TicketType;
  name: string;
  email: string;
  description: string;
}

const valuesOf = (ticket: TicketDetail): EditValues => ({
  title: ticket.title,
  priority: ticket.priority,
  sla_category: ticket.sla_category,
  type: ticket.type,
  name: ticket.stakeholder.name,
  email: ticket.stakeholder.email,
  description: ticket.description,
});

interface EditTicketFormProps {
  ticket: TicketDetail;
  onDone: () => void;
}

// Ticket edit: title, priority and SLA category required; the
// email checked only when given. The status is not edited here: the SLA clock
// moves it, and Resolve Ticket ends it.
export function EditTicketForm({ ticket, onDone }: EditTicketFormProps) {
  const update = useUpdateTicket();
  const form = useForm<EditValues>({
    initialValues: valuesOf(ticket),
    validate: schemaResolver(UpdateTicketBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(
      { id: ticket.id, body: UpdateTicketBody.parse(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.ticketEdited });
          onDone();
        },
        onError: (error) => {
          if (isRefusal(error)) showRefusal(form, error);
          else notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert kind="error">
          {isRefusal(update.error) && refusalMessage(update.error, fieldPathsOf(form.values))}
        </FormAlert>
        <TextField label="Ticket Title" placeholder="ticket title" data-autofocus {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Priority" data={priorityChoices} allowDeselect={false} {...form.getInputProps('priority')} />
          <Select
            label="SLA Category"
            data={slaCategoryChoices}
            allowDeselect={false}
            {...form.getInputProps('sla_category')}
          />
          <Select label="Ticket Type" data={ticketTypeChoices} allowDeselect={false} {...form.getInputProps('type')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField label="Stakeholder Name" placeholder="stakeholder's name" {...form.getInputProps('name')} />
          <TextField
            label="Stakeholder Email"
            placeholder="stakeholder's email"
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Textarea label="Description" rows={5} resize="vertical" {...form.getInputProps('description')} />
        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" size="md" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton loading={update.isPending} fullWidth={false}>
            Save Changes
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
