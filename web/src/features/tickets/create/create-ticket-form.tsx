import { Button, Checkbox, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CreatedTicket,
  CreateTicketBody,
  type CustomValues,
  messages,
  type SlaCategory,
  type StakeholderType,
  stakeholderTypeLabels,
  stakeholderTypes,
  type TicketPriority,
  type TicketType,
} from '@srm/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import {
  customFieldPath,
  customFieldProblems,
  fieldsToAsk,
  filledCustomValues,
  useCustomFields,
} from '../../../lib/custom-fields';
import { fieldPathsOf, isRefusal, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { useHandlerChoices } from '../../../lib/handler-choices';
import { useCan } from '../../../lib/use-can';
import { CustomFieldInput } from '../../../ui/form/custom-field-input';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select } from '../../../ui/form/select';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useCreateTicket } from '../api/create-ticket';
import { handlerChoicesOf, priorityChoices, slaCategoryChoices, ticketTypeChoices } from './ticket-choices';

// What another screen may fill in before the form opens (a stakeholder picked,
// or a feedback or chat messages turned into a ticket).
export interface CreateTicketInitial {
  name?: string;
  email?: string;
  title?: string;
  description?: string;
}

interface TicketValues {
  name: string;
  email: string;
  title: string;
  priority: TicketPriority | null;
  sla_category: SlaCategory | null;
  type: TicketType;
  handler_id: string | null;
  description: string;
  // 'Also add as a stakeholder record', and of which type: chosen each time, as a record keeps its type for good.
  add_record: boolean;
  stakeholder_record_type: StakeholderType | null;
  // The organisation's own fields (docs/decisions/022-organisation-owned-data.md), by key.
  custom_fields: CustomValues;
}

const valuesOf = (initial: CreateTicketInitial, addRecord: boolean): TicketValues => ({
  name: initial.name ?? '',
  email: initial.email ?? '',
  title: initial.title ?? '',
  priority: null,
  sla_category: null,
  type: 'standard',
  handler_id: null,
  description: initial.description ?? '',
  add_record: addRecord,
  stakeholder_record_type: null,
  custom_fields: {},
});

const recordTypeChoices = stakeholderTypes.map((value) => ({ value, label: stakeholderTypeLabels[value] }));

// The body the form sends: a record's type only while 'Also add as a stakeholder record' is ticked; the
// organisation's own fields filled in.
const bodyOf = ({ add_record, stakeholder_record_type, custom_fields, ...values }: TicketValues) => {
  const custom = filledCustomValues(custom_fields);
  return {
    ...values,
    stakeholder_record_type: add_record ? stakeholder_record_type : undefined,
    custom_fields: Object.keys(custom).length > 0 ? custom : undefined,
  };
};
const validTicket = schemaResolver(CreateTicketBody, { sync: true });

interface CreateTicketFormProps {
  initial: CreateTicketInitial;
  onBack?: (() => void) | undefined;
  // Sent with the ticket when it is made from a feedback or a chat.
  feedbackId?: string | undefined;
  chatUserId?: string | undefined;
  // A ticket for a new stakeholder offers to add them as a record too (docs/product.md#tickets).
  offerRecord?: boolean | undefined;
  onCreated: (ticket: CreatedTicket) => void;
}

// The ticket form of the create flow, with each field's
// message and the overall banner when a submit fails.
export function CreateTicketForm({
  initial,
  onBack,
  feedbackId,
  chatUserId,
  offerRecord = false,
  onCreated,
}: CreateTicketFormProps) {
  const create = useCreateTicket();
  const handlers = useHandlerChoices();
  // docs/product.md#roles: offered to those who may add records, ticked for them.
  const canAddRecord = useCan('add_stakeholders');
  const recordOffered = offerRecord && canAddRecord;
  const [failed, setFailed] = useState(false);
  // The tickets' own fields still asked, in the organisation's order.
  const ownFields = (useCustomFields().data?.results ?? []).filter((field) => field.target === 'ticket');
  const asked = fieldsToAsk(ownFields, 'ticket');
  const form = useForm<TicketValues>({
    initialValues: valuesOf(initial, recordOffered),
    validate: (values) => ({
      ...customFieldProblems(ownFields, values.custom_fields),
      ...validTicket(bodyOf(values)),
    }),
  });
  // Where the server's field messages can be said: every input, the own fields' too, filled or not.
  const fieldNames = [...fieldPathsOf(form.values), ...asked.map((field) => customFieldPath(field.key))];

  const submit = form.onSubmit(
    (values) => {
      setFailed(false);
      create.mutate(CreateTicketBody.parse({ ...bodyOf(values), feedback_id: feedbackId, chat_user_id: chatUserId }), {
        onSuccess: onCreated,
        onError: (error) => {
          if (isRefusal(error)) showRefusal(form, error, fieldNames);
          else notifications.show({ color: 'red', message: errorMessage(error) });
        },
      });
    },
    () => setFailed(true),
  );

  const banner = failed
    ? messages.fillFormsCorrectly
    : isRefusal(create.error) && refusalMessage(create.error, fieldNames);
  const autofocusTitle = Boolean(initial.name);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert kind="error">{banner}</FormAlert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label="Stakeholder Name"
            placeholder="stakeholder's name"
            data-autofocus={!autofocusTitle || undefined}
            {...form.getInputProps('name')}
          />
          <TextField
            label="Stakeholder Email"
            placeholder="stakeholder's email"
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <TextField
          label="Ticket Title"
          placeholder="ticket title"
          data-autofocus={autofocusTitle || undefined}
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Priority"
            placeholder="Choose a priority"
            data={priorityChoices}
            {...form.getInputProps('priority')}
          />
          <Select
            label="SLA Category"
            placeholder="Choose an SLA category"
            data={slaCategoryChoices}
            {...form.getInputProps('sla_category')}
          />
          <Select label="Ticket Type" data={ticketTypeChoices} allowDeselect={false} {...form.getInputProps('type')} />
          <Select
            label="Ticket Handler"
            placeholder={handlers.isPending ? 'Loading users…' : 'Choose a handler'}
            data={handlerChoicesOf(handlers.data?.results ?? [])}
            searchable
            nothingFoundMessage="No user of that name"
            {...form.getInputProps('handler_id')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          placeholder="Describe the issue"
          rows={5}
          resize="vertical"
          {...form.getInputProps('description')}
        />
        {asked.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {asked.map((field) => (
              <CustomFieldInput key={field.key} field={field} {...form.getInputProps(customFieldPath(field.key))} />
            ))}
          </SimpleGrid>
        )}
        {recordOffered && (
          <Stack gap="xs">
            <Checkbox
              label="Also add as a stakeholder record"
              description="Its other details are filled in on the record later."
              {...form.getInputProps('add_record', { type: 'checkbox' })}
            />
            {form.values.add_record && (
              <Select
                label="Stakeholder Type"
                placeholder="Choose the record's type"
                data={recordTypeChoices}
                {...form.getInputProps('stakeholder_record_type')}
              />
            )}
          </Stack>
        )}
        <FormAlert kind="error">{handlers.isError && errorMessage(handlers.error)}</FormAlert>
        <Group justify="space-between" wrap="nowrap">
          {onBack && (
            <Button variant="default" size="md" onClick={onBack}>
              Back
            </Button>
          )}
          <SubmitButton loading={create.isPending} fullWidth={!onBack}>
            Create Ticket
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
