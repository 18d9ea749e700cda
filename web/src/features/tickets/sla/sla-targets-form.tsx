import { Center, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { messages, SlaSettings } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { fieldPathsOf, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useSlaSettings } from '../api/get-sla-settings';
import { useUpdateSlaSettings } from '../api/update-sla-settings';

// A number input holds '' while it is empty; the schema says what is wrong with that.
type SlaValues = Record<keyof SlaSettings, number | string>;

const fields: { name: keyof SlaSettings; label: string }[] = [
  { name: 'standard_hours', label: 'Standard (hours)' },
  { name: 'medium_hours', label: 'Medium (hours)' },
  { name: 'complex_hours', label: 'Complex (hours)' },
];

// docs/product.md#tickets: how long a ticket of each SLA category may stay unresolved.
// Managers and executives change them; anyone else sees them read-only.
export function SlaTargetsForm({ canEdit }: { canEdit: boolean }) {
  const settings = useSlaSettings();
  if (settings.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading SLA targets" />
      </Center>
    );
  }
  if (settings.isError) return <FormAlert kind="error">{errorMessage(settings.error)}</FormAlert>;
  return <SlaTargetsFields saved={settings.data} canEdit={canEdit} />;
}

// Mounted once the targets arrive, filled from them.
function SlaTargetsFields({ saved, canEdit }: { saved: SlaSettings; canEdit: boolean }) {
  const update = useUpdateSlaSettings();
  const form = useForm<SlaValues>({
    initialValues: saved,
    validate: schemaResolver(SlaSettings, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(SlaSettings.parse(values), {
      onSuccess: (next) => {
        form.setValues(next);
        form.resetDirty();
        notifications.show({ color: 'green', message: messages.slaSettingsSaved });
      },
      onError: (error) => showRefusal(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <Text size="sm" c="dimmed">
          How long a ticket of each SLA category may stay unresolved. A ticket turns due when a quarter of its time
          remains, and overdue once its time is up.
        </Text>
        <FormAlert kind="error">{refusalMessage(update.error, fieldPathsOf(form.values))}</FormAlert>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {fields.map(({ name, label }) => (
            <NumberInput
              key={name}
              label={label}
              min={1}
              max={8760}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              readOnly={!canEdit}
              {...form.getInputProps(name)}
            />
          ))}
        </SimpleGrid>
        {canEdit && (
          <SubmitButton
            loading={update.isPending}
            disabled={!form.isDirty()}
            fullWidth={false}
            w={{ base: '100%', sm: 'auto' }}
          >
            Save SLA Targets
          </SubmitButton>
        )}
      </Stack>
    </form>
  );
}
