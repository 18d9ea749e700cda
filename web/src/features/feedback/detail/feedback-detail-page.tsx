import { Anchor, Button, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { FeedbackDetail } from '@srm/contract';
import { isUuid, paths } from '@srm/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useBackOr } from '../../../lib/use-back';
import { FormAlert } from '../../../ui/form/form-alert';
import { ImageGallery } from '../../../ui/images/image-gallery';
import { useFeedback } from '../api/get-feedback';
import { FeedbackSummary } from './feedback-summary';

function FeedbackNotFound() {
  return (
    <Stack gap="xs" py="xl" align="center" ta="center">
      <Title order={1} size="h3">
        Feedback not found
      </Title>
      <Text c="dimmed">It may have been sent to another organisation, or the link is wrong.</Text>
      <Anchor component={Link} to={paths.feedbackForms} fw={600}>
        See all feedbacks
      </Anchor>
    </Stack>
  );
}

interface FeedbackDetailPageProps {
  // What the feedback's ticket looks like and does belongs to tickets: the app
  // passes it in (app/pages/feedback-detail-page.tsx).
  ticketPanel?: (feedback: FeedbackDetail) => ReactNode;
}

// /feedback/{feedback_id} (docs/product.md#feedback).
export function FeedbackDetailPage({ ticketPanel }: FeedbackDetailPageProps) {
  const feedbackId = useParams().feedbackId ?? '';
  const known = isUuid(feedbackId);
  const feedback = useFeedback(feedbackId, known);
  const back = useBackOr(paths.feedbackForms);
  const notFound = !known || (feedback.error instanceof ApiError && feedback.error.status === 404);
  const data = feedback.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={back}>
          Back
        </Button>
        {data && ticketPanel?.(data)}
      </Group>
      {notFound && <FeedbackNotFound />}
      {!notFound && feedback.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading feedback" />
        </Center>
      )}
      <FormAlert kind="error">{!notFound && feedback.isError && errorMessage(feedback.error)}</FormAlert>
      {data && (
        <>
          <FeedbackSummary feedback={data} />
          <Divider />
          <Title order={2} size="h4">
            Images
          </Title>
          <ImageGallery media={data.feedback_media} />
        </>
      )}
    </Stack>
  );
}
