import { ActionIcon, Box, Image, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface ImagePreviewProps {
  file: File;
  onRemove: () => void;
}

// One chosen image as a thumbnail, with its name and a button to take it out.
export function ImagePreview({ file, onRemove }: ImagePreviewProps) {
  const [url, setUrl] = useState<string | null>(null);

  // The preview address holds the file in memory until it is revoked.
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return (
    <Box component="li" pos="relative" style={{ listStyle: 'none', minWidth: 0 }}>
      <Image
        src={url}
        alt={file.name}
        h={88}
        radius="sm"
        fit="cover"
        bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))"
      />
      <Text size="xs" c="dimmed" truncate="end" mt={4} title={file.name} aria-hidden>
        {file.name}
      </Text>
      <ActionIcon
        aria-label={`Remove ${file.name}`}
        onClick={onRemove}
        variant="filled"
        color="dark"
        size="md"
        radius="xl"
        pos="absolute"
        top={4}
        right={4}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Box>
  );
}
