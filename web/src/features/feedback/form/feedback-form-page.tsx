import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { isFeedbackFormAddress, productDisplayName, productInitials, publicMessages } from '@srm/contract';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FormAlert } from '../../../ui/form/form-alert';
import schemeColours from '../../../ui/scheme-colours.module.css';
import { useFeedbackForm } from '../api/get-feedback-form';
import { productColourOf } from '../product-look';
import { FeedbackForm } from './feedback-form';
import classes from './feedback-form.module.css';
import { ProductTheme } from './product-theme';

function FormNotFound() {
  return (
    <Stack gap="xs" ta="center" py="lg">
      <Title order={2} size="h3">
        Form not found
      </Title>
      <Text c="dimmed">{publicMessages.feedbackFormNotFound}</Text>
    </Stack>
  );
}

// /form/{product}/{organisation id}: the public feedback form (docs/product.md#feedback),
// open to anyone with the link, in the product's colour.
export function FeedbackFormPage({ project, organizationId }: { project: string; organizationId: string }) {
  const product = project.toLowerCase();
  const addressIsValid = isFeedbackFormAddress(product, organizationId);
  const publicForm = useFeedbackForm(organizationId, product, addressIsValid);
  // The organisation's own product (renamed, recoloured) once known; until then,
  // or for an address of no product, its address's name and look.
  const owned = publicForm.data?.product;
  const productName = owned?.name ?? productDisplayName(product);
  const colour = owned?.colour ?? productColourOf(product);
  useDocumentTitle('Feedback Form');

  const notFound = !addressIsValid || (publicForm.error instanceof ApiError && publicForm.error.status === 404);

  return (
    <ProductTheme
      colour={colour}
      mih="100dvh"
      className={schemeColours.productPageBackground}
      py={{ base: 'md', sm: 'xl' }}
    >
      <Stack component="main" w="100%" maw={720} mx="auto" px={{ base: 'sm', sm: 'md' }} gap="lg">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            {/* Top-aligned: the line naming the organisation arrives with the form and would move a centred mark. */}
            <Group gap="md" wrap="nowrap" align="flex-start">
              {addressIsValid && (
                <span className={classes.productMark} aria-hidden>
                  {owned?.short_code ?? productInitials(productName)}
                </span>
              )}
              <Stack gap={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {addressIsValid && (
                  <Text fw={700} c={colour}>
                    {productName}
                  </Text>
                )}
                <Title order={1} size="h2">
                  Feedback Form
                </Title>
                {publicForm.data && (
                  <Text c="dimmed">Share your feedback with {publicForm.data.organization_name}</Text>
                )}
              </Stack>
            </Group>
            {notFound && <FormNotFound />}
            {!notFound && publicForm.isPending && (
              <Center py="xl">
                <Loader aria-label="Loading the form" />
              </Center>
            )}
            {!notFound && publicForm.isError && (
              <Stack gap="sm" align="flex-start">
                <FormAlert kind="error">{errorMessage(publicForm.error)}</FormAlert>
                <Button variant="light" onClick={() => void publicForm.refetch()}>
                  Try again
                </Button>
              </Stack>
            )}
            {publicForm.data && <FeedbackForm organizationId={organizationId} product={product} />}
          </Stack>
        </Paper>
        <Text component="footer" size="xs" c="dimmed" ta="center">
          © 2024 SRM. All rights reserved.
        </Text>
      </Stack>
    </ProductTheme>
  );
}
