import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { FeedbackProduct } from '@srm/contract';
import { pathTo } from '@srm/contract';
import { IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useOrganization } from '../../../lib/organization';
import { FormAlert } from '../../../ui/form/form-alert';
import { readableTextOf } from '../../../ui/status-badge';
import { useFeedbackProducts } from '../api/get-feedback-products';
import { copyFormLink } from './copy-form-link';

const responsesOf = (count: number) => (count === 1 ? '1 response' : `${count} responses`);

interface ProductCardProps {
  product: FeedbackProduct;
  // Unknown until the organisation has loaded: the link cannot be made yet.
  organizationId: string | undefined;
}

function ProductCard({ product, organizationId }: ProductCardProps) {
  const titleId = useId();
  const colour = product.colour;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Anchor
          id={titleId}
          component={Link}
          to={pathTo.feedbackProduct(product.product)}
          fw={600}
          size="lg"
          style={{ overflowWrap: 'anywhere' }}
        >
          {product.project_name}
        </Anchor>
        <Badge size="lg" radius="sm" variant="light" color={colour} c={readableTextOf(colour)} aria-hidden>
          {product.short_code}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {responsesOf(product.count)}
      </Text>
      <Button
        variant="light"
        color={colour}
        leftSection={<IconCopy size={16} aria-hidden />}
        disabled={!organizationId}
        onClick={() => organizationId && void copyFormLink(product.product, organizationId)}
        mt="auto"
      >
        Copy Link
      </Button>
    </Card>
  );
}

// Feedback: one card per product, with its response count
// and its form's link to copy.
export function ProductCards() {
  const products = useFeedbackProducts();
  const organization = useOrganization();
  const error = products.error ?? organization.error;

  return (
    <>
      <FormAlert kind="error">{error && errorMessage(error)}</FormAlert>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {products.isPending &&
          [1, 2, 3].map((placeholder) => <Skeleton key={placeholder} h={150} radius="md" aria-hidden />)}
        {products.data?.results.map((product) => (
          <ProductCard key={product.product} product={product} organizationId={organization.data?.id} />
        ))}
      </SimpleGrid>
    </>
  );
}
