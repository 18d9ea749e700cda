import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { acceptedImageTypes } from '@srm/contract';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { colourForName } from '../../ui/initials-avatar';

interface AvatarPickerProps {
  name: string;
  currentUrl: string | null;
  // A new file, `null` to remove the avatar, `undefined` to keep it.
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  error: string | null;
}

export function AvatarPicker({ name, currentUrl, value, onChange, error }: AvatarPickerProps) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // Cleared after each pick, so picking the same file again still counts.
  const resetInput = useRef<() => void>(null);

  useEffect(() => {
    if (!value) return setPreviewUrl(null);
    const url = URL.createObjectURL(value);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const shownUrl = value === null ? null : (previewUrl ?? currentUrl);
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={shownUrl} name={name} color={colourForName(name)} size={80} radius="xl" alt="Your photo" />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton
            resetRef={resetInput}
            onChange={(file) => {
              onChange(file ?? undefined);
              resetInput.current?.();
            }}
            accept={acceptedImageTypes.join(',')}
          >
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={16} aria-hidden />}>
                {shownUrl ? 'Change photo' : 'Add a photo'}
              </Button>
            )}
          </FileButton>
          {shownUrl && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onChange(currentUrl ? null : undefined)}
            >
              Remove
            </Button>
          )}
        </Group>
        <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? 'PNG, JPEG, WebP or GIF, at most 5 MB.'}
        </Text>
      </Stack>
    </Group>
  );
}
