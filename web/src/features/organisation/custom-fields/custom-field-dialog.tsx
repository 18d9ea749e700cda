import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CreateCustomFieldBody,
  type CustomField,
  type CustomFieldTab,
  type CustomFieldTarget,
  type CustomFieldType,
  customFieldTabs,
  customFieldTypeLabels,
  customFieldTypes,
  messages,
  UpdateCustomFieldBody,
} from '@srm/contract';
import { isRefusal, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select, TagsInput } from '../../../ui/form/select';
import { useAddCustomField } from '../api/add-custom-field';
import { useUpdateCustomField } from '../api/update-custom-field';

// The stakeholder form's tabs a field may be asked on, named as the form names them.
export const customFieldTabLabels = {
  basic: 'Basic',
  address: 'Address',
  contract: 'Contract',
} as const satisfies Record<CustomFieldTab, string>;

const typeChoices = customFieldTypes.map((value) => ({ value, label: customFieldTypeLabels[value] }));
const tabChoices = customFieldTabs.map((value) => ({ value, label: customFieldTabLabels[value] }));
export const takesChoices = (type: CustomFieldType | null) => type === 'choice' || type === 'multi_choice';

interface FieldValues {
  label: string;
  type: CustomFieldType | null;
  required: boolean;
  tab: CustomFieldTab;
  choices: string[];
}
const formFields = ['label', 'type', 'required', 'tab', 'choices'];

// The body of an addition or a change, as the server takes it: a tab only for a record's field, choices only
// for a field that offers them.
function bodyOf(target: CustomFieldTarget, values: FieldValues) {
  return {
    label: values.label,
    required: values.required,
    ...(target === 'stakeholder' && { tab: values.tab }),
    ...(takesChoices(values.type) && { choices: values.choices }),
  };
}

// The contract's messages by field ('choices.1', an empty choice, said under the choices).
function problemsOf(target: CustomFieldTarget, values: FieldValues, field: CustomField | null) {
  const body = bodyOf(target, values);
  const result = field
    ? UpdateCustomFieldBody.safeParse(body)
    : CreateCustomFieldBody.safeParse({ ...body, target, type: values.type ?? undefined });
  const problems: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) problems[String(issue.path[0] ?? 'label')] ??= issue.message;
  // A change keeps at least one choice too (the server says so as well).
  if (field && takesChoices(values.type) && values.choices.length === 0) {
    problems.choices ??= messages.customChoicesNeeded;
  }
  return problems;
}

interface CustomFieldDialogProps {
  target: CustomFieldTarget;
  // The field edited; none to add one.
  field: CustomField | null;
  opened: boolean;
  onClose: () => void;
}

// Adds a field at the end of its target's, or changes one: its name, whether it must be filled in, the tab a
// record's field is asked on and the choices offered. A field's kind stays once added (its values would no
// longer read). A refusal is said under its field, or in the dialog, which stays open.
export function CustomFieldDialog({ target, field, opened, onClose }: CustomFieldDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={field ? `Edit ${field.label}` : target === 'stakeholder' ? 'Add a record field' : 'Add a ticket field'}
      centered
    >
      {/* Mounted per opening, so each starts from the field as it now stands. */}
      {opened && <CustomFieldForm target={target} field={field} onDone={onClose} />}
    </Modal>
  );
}

function CustomFieldForm({
  target,
  field,
  onDone,
}: {
  target: CustomFieldTarget;
  field: CustomField | null;
  onDone: () => void;
}) {
  const add = useAddCustomField();
  const update = useUpdateCustomField();
  const saving = field ? update : add;
  const form = useForm<FieldValues>({
    initialValues: {
      label: field?.label ?? '',
      type: field?.type ?? 'text',
      required: field?.required ?? false,
      tab: field?.tab ?? 'basic',
      choices: field?.choices ?? [],
    },
    validate: (values) => problemsOf(target, values, field),
  });

  const onError = (error: unknown) => {
    if (isRefusal(error)) showRefusal(form, error, formFields);
  };
  const submit = form.onSubmit((values) => {
    const done = (message: string) => {
      notifications.show({ color: 'green', message });
      onDone();
    };
    if (field) {
      update.mutate(
        { id: field.id, body: bodyOf(target, values) },
        { onSuccess: () => done(messages.customFieldSaved), onError },
      );
    } else {
      add.mutate(
        { ...bodyOf(target, values), target, type: values.type ?? 'text' },
        { onSuccess: () => done(messages.customFieldAdded), onError },
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('label')} />
        <SimpleGrid cols={{ base: 1, xs: target === 'stakeholder' ? 2 : 1 }} spacing="md">
          <Select
            label="Kind of value"
            data={typeChoices}
            allowDeselect={false}
            disabled={field !== null}
            description={field ? 'A field keeps its kind once added.' : undefined}
            withAsterisk
            {...form.getInputProps('type')}
          />
          {target === 'stakeholder' && (
            <Select label="Asked on the tab" data={tabChoices} allowDeselect={false} {...form.getInputProps('tab')} />
          )}
        </SimpleGrid>
        {takesChoices(form.values.type) && (
          <TagsInput
            label="Choices"
            description="Type a choice and press Enter; a choice removed stays on the records that hold it."
            withAsterisk
            clearable
            {...form.getInputProps('choices')}
          />
        )}
        <Switch label="Must be filled in" {...form.getInputProps('required', { type: 'checkbox' })} />
        <FormAlert kind="error">{refusalMessage(saving.error, formFields)}</FormAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {field ? 'Save' : 'Add Field'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
