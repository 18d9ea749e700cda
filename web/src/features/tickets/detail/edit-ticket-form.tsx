import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CustomValues,
  messages,
  type SlaCategory,
  type TicketDetail,
  type TicketPriority,
  type TicketType,
  UpdateTicketBody,
} from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import {
  changedCustomValues,
  customFieldPath,
  customFieldProblems,
  fieldsToAsk,
  useCustomFields,
} from '../../../lib/custom-fields';
import { fieldPathsOf, isRefusal, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { CustomFieldInput } from '../../../ui/form/custom-field-input';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select } from '../../../ui/form/select';
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
  // The organisation's own fields (docs/decisions/022-organisation-owned-data.md), by key.
  custom_fields: CustomValues;
}

const valuesOf = (ticket: TicketDetail): EditValues => ({
  title: ticket.title,
  priority: ticket.priority,
  sla_category: ticket.sla_category,
  type: ticket.type,
  name: ticket.stakeholder.name,
  email: ticket.stakeholder.email,
  description: ticket.description,
  custom_fields: { ...ticket.custom_fields },
});
const validTicket = schemaResolver(UpdateTicketBody, { sync: true });

interface EditTicketFormProps {
  ticket: TicketDetail;
  onDone: () => void;
}

// Ticket edit: title, priority and SLA category required; the
// email checked only when given. The status is not edited here: the SLA clock
// moves it, and Resolve Ticket ends it.
export function EditTicketForm({ ticket, onDone }: EditTicketFormProps) {
  const update = useUpdateTicket();
  // The tickets' own fields, retired ones too (a retired one the ticket holds is shown, not changed).
  const ownFields = (useCustomFields().data?.results ?? []).filter((field) => field.target === 'ticket');
  const asked = fieldsToAsk(ownFields, 'ticket', ticket.custom_fields);
  const form = useForm<EditValues>({
    initialValues: valuesOf(ticket),
    validate: ({ custom_fields, ...values }) => ({
      ...customFieldProblems(ownFields, custom_fields, ticket.custom_fields),
      ...validTicket(values),
    }),
  });
  // Where the server's field messages can be said: every input, the own fields' too, filled or not.
  const fieldNames = [...fieldPathsOf(form.values), ...asked.map((field) => customFieldPath(field.key))];

  // Only the own fields' values changed are sent (null clears one).
  const submit = form.onSubmit(({ custom_fields, ...values }) => {
    const changed = changedCustomValues(ticket.custom_fields, custom_fields);
    const body = { ...values, ...(Object.keys(changed).length > 0 && { custom_fields: changed }) };
    update.mutate(
      { id: ticket.id, body: UpdateTicketBody.parse(body) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.ticketEdited });
          onDone();
        },
        onError: (error) => {
          if (isRefusal(error)) showRefusal(form, error, fieldNames);
          else notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert kind="error">{isRefusal(update.error) && refusalMessage(update.error, fieldNames)}</FormAlert>
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
        {asked.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {asked.map((field) => (
              <CustomFieldInput
                key={field.key}
                field={field}
                held={ticket.custom_fields[field.key]}
                {...form.getInputProps(customFieldPath(field.key))}
              />
            ))}
          </SimpleGrid>
        )}
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
