import { Stack, Title } from '@mantine/core';
import type { TicketDetail } from '@srm/contract';
import { useId } from 'react';
import { ImageGallery } from '../../../ui/images/image-gallery';

// docs/product.md#feedback: a ticket made from a feedback shows the feedback's images; a ticket without any shows
// no section at all.
export function TicketAttachments({ attachments }: { attachments: TicketDetail['attachments'] }) {
  const titleId = useId();
  if (attachments.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId}>
        Attachments
      </Title>
      <ImageGallery media={attachments} />
    </Stack>
  );
}
