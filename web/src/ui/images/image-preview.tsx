import { ActionIcon, Box, Image, SimpleGrid, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import schemeColours from '../scheme-colours.module.css';

interface ImagePreviewProps {
  file: File;
  onRemove: () => void;
}

// One chosen image as a thumbnail, with its name and a button to take it out.
function ImagePreview({ file, onRemove }: ImagePreviewProps) {
  const [url, setUrl] = useState<string | null>(null);

  // The preview address holds the file in memory until it is revoked.
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return (
    <Box component="li" pos="relative" style={{ listStyle: 'none', minWidth: 0 }}>
      <Image src={url} alt={file.name} h={88} radius="sm" fit="cover" className={schemeColours.imageWell} />
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

interface ChosenImagesProps {
  // Each file with a key of its own, which neither its name nor its place is.
  images: { file: File; key: number }[];
  onRemove: (index: number) => void;
}

// The images chosen so far, as a list of thumbnails.
export function ChosenImages({ images, onRemove }: ChosenImagesProps) {
  return (
    <SimpleGrid component="ul" aria-label="Chosen images" cols={{ base: 3, xs: 5 }} spacing="xs" p={0} m={0}>
      {images.map(({ file, key }, index) => (
        <ImagePreview key={key} file={file} onRemove={() => onRemove(index)} />
      ))}
    </SimpleGrid>
  );
}
