import { Stack, Text, Title } from '@mantine/core';
import { FeedbackListSection } from './feedback-list-section';
import { ProductCards } from './product-cards';

// /feedback-forms (docs/product.md#feedback): the products' forms, then every feedback received.
export function FeedbackFormsPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Feedback
        </Title>
        <Text c="dimmed">Share each product's feedback form and read what stakeholders sent</Text>
      </Stack>
      <ProductCards />
      <Title order={2} size="h3">
        All Feedbacks
      </Title>
      <FeedbackListSection label="All Feedbacks" />
    </Stack>
  );
}
