import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ManagedFeedbackProduct, messages } from '@srm/contract';
import { IconCopy, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useOrganization } from '../../../lib/organization';
import { FormAlert } from '../../../ui/form/form-alert';
import { readableTextOf } from '../../../ui/status-badge';
import { useManagedProducts, useUpdateProduct } from '../api/feedback-products-admin';
import { copyFormLink } from '../inbox/copy-form-link';
import { ProductFormModal } from './product-form-modal';

const responsesOf = (count: number) => (count === 1 ? '1 response' : `${count} responses`);

function ProductCard({ product, onEdit }: { product: ManagedFeedbackProduct; onEdit: () => void }) {
  const organizationId = useOrganization().data?.id;
  const update = useUpdateProduct();
  const { name, short_code, colour } = product;
  // Retiring keeps the form working for links already sent; the product leaves the cards of /feedback-forms.
  const toggleRetired = () =>
    update.mutate(
      { id: product.id, body: { name, short_code, colour, retired: !product.retired } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: messages.productSaved }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            /form/{product.slug}
          </Text>
        </Stack>
        <Badge size="lg" radius="sm" variant="light" color={colour} c={readableTextOf(colour)}>
          {short_code}
        </Badge>
      </Group>
      <Group gap="xs" mt={4} mb="sm">
        <Text size="sm" c="dimmed">
          {responsesOf(product.count)}
        </Text>
        {product.retired && (
          <Badge color="gray" variant="outline" size="sm">
            Retired
          </Badge>
        )}
      </Group>
      <Group gap="xs" mt="auto">
        <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCopy size={14} aria-hidden />}
          disabled={!organizationId}
          onClick={() => organizationId && void copyFormLink(product.slug, organizationId)}
        >
          Copy Link
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color={product.retired ? 'blue' : 'red'}
          onClick={toggleRetired}
          loading={update.isPending}
        >
          {product.retired ? 'Restore' : 'Retire'}
        </Button>
      </Group>
    </Card>
  );
}

// Organization Settings → Feedback Products (docs/product.md#feedback): the
// organisation's own products, their codes and colours; retire what it no longer offers.
export function FeedbackProductsPanel() {
  const products = useManagedProducts();
  // The product being edited, 'new' while adding one, or null.
  const [editing, setEditing] = useState<ManagedFeedbackProduct | 'new' | null>(null);
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Feedback Products
          </Title>
          <Text size="sm" c="dimmed">
            Each has its own public feedback form. Renaming or retiring one never breaks a link already sent.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add a Product
        </Button>
      </Group>
      <FormAlert kind="error">{products.isError && errorMessage(products.error)}</FormAlert>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {products.data?.results.map((product) => (
          <ProductCard key={product.id} product={product} onEdit={() => setEditing(product)} />
        ))}
      </SimpleGrid>
      {editing !== null && (
        <ProductFormModal
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
