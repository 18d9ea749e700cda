import { Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { managedOptionLists, optionListTitles, type StakeholderOption } from '@srm/contract';
import { IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { useStakeholderOptions } from '../api/get-stakeholder-options';
import { OptionListSection } from './option-list-section';

// The digital products are the feedback products, one list managed where they are (docs/product.md#stakeholder-options):
// shown here as the forms offer them, with the way to where they are managed.
function DigitalProducts({ products, manageHref }: { products: StakeholderOption[]; manageHref?: string }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {optionListTitles.product_service_used}
        </Title>
        <Text size="sm" c="dimmed">
          The products a digital customer uses are your feedback products: add, rename or retire them there.
        </Text>
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={optionListTitles.product_service_used}
        >
          {products.map((product) => (
            <Group component="li" key={product.key} gap="xs" wrap="nowrap">
              <Text c={product.retired ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
                {product.label}
              </Text>
              {product.retired && (
                <Badge color="gray" variant="outline" size="sm">
                  Retired
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
        {manageHref && (
          <Group>
            <Button
              component={Link}
              to={manageHref}
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              Manage Feedback Products
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

// Organization Settings → Stakeholder Options: the organisation's group companies, industries and kinds of
// 'Others' stakeholder, which its records choose from, and its digital products. `productsHref` leads to
// where the products are managed.
export function StakeholderOptionsPanel({ productsHref }: { productsHref?: string }) {
  const options = useStakeholderOptions();
  return (
    <Stack gap="md" maw={1080}>
      <Stack gap={2}>
        <Title order={2} size="h4">
          Stakeholder Options
        </Title>
        <Text size="sm" c="dimmed">
          The choices your stakeholder records take, in the order the forms offer them. A retired option is no longer
          offered, but records holding it keep it; renaming one changes it on every record.
        </Text>
      </Stack>
      {options.isPending && <Loader aria-label="Loading the stakeholder options" />}
      <FormAlert kind="error">{options.isError && errorMessage(options.error)}</FormAlert>
      {options.data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {managedOptionLists.map((list) => (
            <OptionListSection key={list} list={list} options={options.data[list]} />
          ))}
          <DigitalProducts products={options.data.product_service_used} manageHref={productsHref} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
