import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { messages, type Profile, permissionTypeLabels, UpdateProfileFields } from '@srm/contract';
import { useState } from 'react';
import { fieldPathsOf, refusalMessage, refusedFields, showRefusal } from '../../lib/form-refusal';
import { imageProblem } from '../../lib/image-problem';
import { FormAlert } from '../../ui/form/form-alert';
import { TextField } from '../../ui/form/text-field';
import { AvatarPicker } from './avatar-picker';
import { useUpdateMyProfile } from './update-my-profile';

// Account Settings: first name, last name, email and account
// type; the names and the photo can be changed.
export function AccountDetailsForm({ profile }: { profile: Profile }) {
  const update = useUpdateMyProfile();
  const [image, setImage] = useState<File | null | undefined>(undefined);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { first_name: profile.first_name, last_name: profile.last_name },
    validate: schemaResolver(UpdateProfileFields, { sync: true }),
  });

  const chooseImage = (file: File | null | undefined) => {
    const problem = file ? imageProblem(file) : null;
    setImageError(problem);
    // A refused file also drops any photo chosen before it: what is saved is what the user last picked.
    setImage(problem ? undefined : file);
  };

  const submit = form.onSubmit((values) => {
    update.mutate(
      { ...values, ...(image !== undefined && { image }) },
      {
        onSuccess: (saved) => {
          setImage(undefined);
          form.setInitialValues({ first_name: saved.first_name, last_name: saved.last_name });
          form.reset();
          notifications.show({ color: 'green', message: messages.profileUpdated });
        },
        onError: (error) => {
          setImageError(refusedFields(error, ['image']).image ?? null);
          showRefusal(form, error);
        },
      },
    );
  });

  const name = `${form.values.first_name} ${form.values.last_name}`.trim() || profile.email;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <FormAlert kind="error">{refusalMessage(update.error, [...fieldPathsOf(form.values), 'image'])}</FormAlert>
        <AvatarPicker
          name={name}
          currentUrl={profile.image_url}
          value={image}
          onChange={chooseImage}
          error={imageError}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField label="First Name" autoComplete="given-name" {...form.getInputProps('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.getInputProps('last_name')} />
          <TextInput label="Email Address" value={profile.email} readOnly />
          <TextInput label="Account Type" value={permissionTypeLabels[profile.permission_type]} readOnly />
        </SimpleGrid>
        <Button
          type="submit"
          loading={update.isPending}
          disabled={!form.isDirty() && image === undefined}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          Save Changes
        </Button>
      </Stack>
    </form>
  );
}
