import { Button, ColorSwatch, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  FeedbackProductBody,
  type ManagedFeedbackProduct,
  messages,
  type ProductColour,
  productColours,
} from '@srm/contract';
import { refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { useIsPhone } from '../../../lib/use-is-phone';
import { Select } from '../../../ui/form/select';
import { TextField } from '../../../ui/form/text-field';
import { useAddProduct, useUpdateProduct } from '../api/feedback-products-admin';

const colourLabel = (colour: ProductColour) => colour.charAt(0).toUpperCase() + colour.slice(1);
const colourChoices = productColours.map((colour) => ({ value: colour, label: colourLabel(colour) }));

type Values = { name: string; short_code: string; colour: string };

interface ProductFormModalProps {
  // The product to edit, or none to add one.
  product: ManagedFeedbackProduct | null;
  opened: boolean;
  onClose: () => void;
}

// Add or edit a product: its name, the code on its badge and its colour. Its
// form address never changes, so links already sent keep working.
export function ProductFormModal({ product, opened, onClose }: ProductFormModalProps) {
  const isPhone = useIsPhone();
  const add = useAddProduct();
  const update = useUpdateProduct();
  const saving = add.isPending || update.isPending;
  const form = useForm<Values>({
    initialValues: product
      ? { name: product.name, short_code: product.short_code, colour: product.colour }
      : { name: '', short_code: '', colour: 'blue' },
    validate: schemaResolver(FeedbackProductBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const body = FeedbackProductBody.parse(values);
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: product ? messages.productSaved : messages.productAdded });
        onClose();
      },
      // A refused field is said under it, the modal staying open; anything else is a toast.
      onError: (error: Error) => {
        if (Object.keys(showRefusal(form, error)).length > 0) return;
        notifications.show({ color: 'red', message: refusalMessage(error) });
      },
    };
    if (product) update.mutate({ id: product.id, body }, done);
    else add.mutate(body, done);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? `Edit ${product.name}` : 'Add a Product'}
      fullScreen={isPhone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField label="Product name" data-autofocus {...form.getInputProps('name')} />
          <TextField
            label="Short code"
            description="2 to 5 capitals or digits, shown on its badge"
            {...form.getInputProps('short_code')}
          />
          <Select
            label="Colour"
            data={colourChoices}
            allowDeselect={false}
            leftSection={<ColorSwatch size={14} color={`var(--mantine-color-${form.values.colour}-filled)`} />}
            renderOption={({ option }) => (
              <Group gap="xs">
                <ColorSwatch size={14} color={`var(--mantine-color-${option.value}-filled)`} />
                {option.label}
              </Group>
            )}
            {...form.getInputProps('colour')}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {product ? 'Save Product' : 'Add Product'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
