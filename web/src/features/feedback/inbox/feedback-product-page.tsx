import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { paths, productDisplayName } from '@srm/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useFeedbackProducts } from '../api/get-feedback-products';
import { FeedbackListSection } from './feedback-list-section';

// /feedback-product/{project_name} (docs/product.md#feedback): one product's feedbacks.
export function FeedbackProductPage() {
  const product = (useParams().projectName ?? '').toLowerCase();
  // The product's name as the organisation has it now (a renamed product keeps its address).
  const cards = useFeedbackProducts();
  const name =
    cards.data?.results.find((card) => card.product === product)?.project_name ?? productDisplayName(product);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.feedbackForms} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to Feedback
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {name} Feedbacks
        </Title>
        <Text c="dimmed">What stakeholders sent through the {name} feedback form</Text>
      </Stack>
      {/* Keyed by product, so another product's list starts afresh. */}
      <FeedbackListSection key={product} product={product} label={`${name} Feedbacks`} />
    </Stack>
  );
}
