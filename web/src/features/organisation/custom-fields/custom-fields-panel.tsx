import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../api/error-message';
import { useCustomFields } from '../../../lib/custom-fields';
import { FormAlert } from '../../../ui/form/form-alert';
import { CustomFieldSection } from './custom-field-section';

// Organization Settings → Custom Fields (managers): the organisation's own fields of stakeholder records and of
// tickets (docs/decisions/022-organisation-owned-data.md).
export function CustomFieldsPanel() {
  const fields = useCustomFields();
  const of = (target: 'stakeholder' | 'ticket') =>
    (fields.data?.results ?? []).filter((field) => field.target === target);
  return (
    <Stack gap="md" maw={1080}>
      <Stack gap={2}>
        <Title order={2} size="h4">
          Custom Fields
        </Title>
        <Text size="sm" c="dimmed">
          Your own fields on stakeholder records and tickets, in the order the forms ask them. A retired field is no
          longer asked, but records and tickets keep and show its values; renaming one renames it everywhere.
        </Text>
      </Stack>
      {fields.isPending && <Loader aria-label="Loading the custom fields" />}
      <FormAlert kind="error">{fields.isError && errorMessage(fields.error)}</FormAlert>
      {fields.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <CustomFieldSection target="stakeholder" title="Stakeholder records" fields={of('stakeholder')} />
          <CustomFieldSection target="ticket" title="Tickets" fields={of('ticket')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
