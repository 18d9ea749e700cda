import { SegmentedControl, Stack, Text } from '@mantine/core';
import { type ColorScheme, colorSchemeLabels, colorSchemes, type Profile } from '@srm/contract';
import { useId } from 'react';
import { errorMessage, fieldErrorsOf } from '../../api/error-message';
import { FormAlert } from '../../ui/form/form-alert';
import { useUpdateAppearance } from './update-appearance';

const options = colorSchemes.map((value) => ({ value, label: colorSchemeLabels[value] }));

// Account Settings: light or dark screens, saved for the member and applied at
// once (docs/product.md#appearance). Arrow keys move between the choices.
export function AppearanceControl({ profile }: { profile: Profile }) {
  const update = useUpdateAppearance();
  const labelId = useId();
  const hintId = useId();
  const refusal = update.error && (fieldErrorsOf(update.error).color_scheme ?? errorMessage(update.error));

  return (
    <Stack gap="xs" maw={720}>
      <div>
        <Text id={labelId} fw={500}>
          Appearance
        </Text>
        <Text id={hintId} size="sm" c="dimmed">
          System follows your device's dark setting.
        </Text>
      </div>
      <SegmentedControl
        aria-labelledby={labelId}
        aria-describedby={hintId}
        data={options}
        value={profile.color_scheme}
        onChange={(value) => update.mutate({ color_scheme: value as ColorScheme })}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <FormAlert kind="error">{refusal}</FormAlert>
    </Stack>
  );
}
