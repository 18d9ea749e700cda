import { Anchor, Button, Group, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FeedbackMedia } from '@srm/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useIsPhone } from '../../lib/use-is-phone';
import schemeColours from '../scheme-colours.module.css';

// Stored images (a feedback's, the ticket made from it), each opened large by click (or Enter)
// and each downloadable.
export function ImageGallery({ media }: { media: FeedbackMedia[] }) {
  const isPhone = useIsPhone();
  const [viewing, setViewing] = useState<FeedbackMedia | null>(null);

  if (media.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No images were attached.
      </Text>
    );
  }

  return (
    <>
      <SimpleGrid component="ul" aria-label="Images" cols={{ base: 2, xs: 3, md: 4 }} spacing="md" p={0} m={0}>
        {media.map((item) => (
          <Stack component="li" key={item.id} gap={4} style={{ listStyle: 'none', minWidth: 0 }}>
            <UnstyledButton onClick={() => setViewing(item)} aria-label={`Open ${item.file_name}`}>
              <Image
                src={item.location}
                alt={item.file_name}
                h={120}
                fit="cover"
                radius="sm"
                className={schemeColours.imageWell}
              />
            </UnstyledButton>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" truncate="end" title={item.file_name}>
                {item.file_name}
              </Text>
              <Anchor
                href={item.location}
                download={item.file_name}
                size="xs"
                aria-label={`Download ${item.file_name}`}
              >
                Download
              </Anchor>
            </Group>
          </Stack>
        ))}
      </SimpleGrid>
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.file_name}
        size="xl"
        fullScreen={isPhone}
        centered
      >
        {viewing && (
          <Stack gap="md">
            <Image src={viewing.location} alt={viewing.file_name} fit="contain" mah="70vh" />
            <Button
              component="a"
              href={viewing.location}
              download={viewing.file_name}
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Download
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
