import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Country,
  countryOptions,
  messages,
  type Organization,
  type StaffCount,
  staffCountOptions,
  UpdateOrganizationBody,
} from '@srm/contract';
import { z } from 'zod';
import { errorMessage } from '../../../api/error-message';
import { fieldPathsOf, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { useOrganization } from '../../../lib/organization';
import { useCan } from '../../../lib/use-can';
import { EmailField } from '../../../ui/form/email-field';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select } from '../../../ui/form/select';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useUpdateOrganization } from '../api/update-organization';

interface OrganizationValues {
  name: string;
  email: string;
  staff_count: StaffCount | null;
  country: Country | null;
  nature_of_business: string;
}

const valuesOf = (organization: Organization): OrganizationValues => ({
  name: organization.name,
  email: organization.email,
  staff_count: organization.staff_count,
  country: organization.country,
  nature_of_business: organization.nature_of_business ?? '',
});

// Organisation edit: staff count and country are required
// choices; a nature of business left empty stays unset.
const OrganizationForm = UpdateOrganizationBody.extend({
  staff_count: z.enum(staffCountOptions, { error: messages.fieldRequired }),
  country: z.enum(countryOptions, { error: messages.fieldRequired }),
  nature_of_business: z
    .string()
    .trim()
    .max(500)
    .transform((text) => text || undefined),
});

// The organisation's details: the Organization Profile tab and the Organization
// Settings side of /Profile. Only the account creator may change them (docs/product.md#roles).
export function OrganizationProfileForm() {
  const organization = useOrganization();
  if (organization.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading organisation" />
      </Center>
    );
  }
  if (organization.isError) return <FormAlert kind="error">{errorMessage(organization.error)}</FormAlert>;
  return <OrganizationFields key={organization.data.id} saved={organization.data} />;
}

// Mounted once the organisation arrives, filled from it.
function OrganizationFields({ saved }: { saved: Organization }) {
  const update = useUpdateOrganization();
  const canEdit = useCan('edit_organization');
  const form = useForm<OrganizationValues>({
    initialValues: valuesOf(saved),
    validate: schemaResolver(OrganizationForm, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(OrganizationForm.parse(values), {
      onSuccess: (next) => {
        form.setValues(valuesOf(next));
        form.resetDirty();
        notifications.show({ color: 'green', message: messages.organizationUpdated });
      },
      onError: (error) => showRefusal(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        {!canEdit && (
          <Text size="sm" c="dimmed">
            Only the person who created this account can change these details.
          </Text>
        )}
        <FormAlert kind="error">{refusalMessage(update.error, fieldPathsOf(form.values))}</FormAlert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField label="Business Name" readOnly={!canEdit} {...form.getInputProps('name')} />
          <EmailField readOnly={!canEdit} autoComplete="off" {...form.getInputProps('email')} />
          <Select
            label="Average Number of Staff"
            placeholder="Choose a range"
            data={staffCountOptions}
            readOnly={!canEdit}
            {...form.getInputProps('staff_count')}
          />
          <Select
            label="Country of Operation"
            placeholder="Choose a country"
            data={countryOptions}
            readOnly={!canEdit}
            {...form.getInputProps('country')}
          />
        </SimpleGrid>
        <TextField
          label="Nature of Business"
          placeholder="what your business does"
          readOnly={!canEdit}
          {...form.getInputProps('nature_of_business')}
        />
        {canEdit && (
          <SubmitButton
            loading={update.isPending}
            disabled={!form.isDirty()}
            fullWidth={false}
            w={{ base: '100%', sm: 'auto' }}
          >
            Save Changes
          </SubmitButton>
        )}
      </Stack>
    </form>
  );
}
