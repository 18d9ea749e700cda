import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconFileInvoice,
  IconMessageCircle,
  IconMessageReport,
  IconTicket,
  IconUsersGroup,
} from '@tabler/icons-react';

const features: { icon: Icon; title: string; text: string }[] = [
  {
    icon: IconTicket,
    title: 'Tickets with SLAs',
    text: 'Every request gets an owner and a deadline. Tickets move to due and overdue on their own, and nothing slips.',
  },
  {
    icon: IconMessageReport,
    title: 'Feedback forms',
    text: 'Share a link per product. Stakeholders send feedback with screenshots, and you turn it into a ticket in two clicks.',
  },
  {
    icon: IconUsersGroup,
    title: 'Stakeholder master data',
    text: 'One record per client and customer, with contracts, call and email logs, and a full change history.',
  },
  {
    icon: IconFileInvoice,
    title: 'Invoicing in NGN',
    text: 'Bill subscription plans, send invoices with a PDF, remind, and mark them paid — with VAT and discounts done right.',
  },
  {
    icon: IconMessageCircle,
    title: 'Live chat',
    text: 'Stakeholders reach your team from a public chat page; staff answer from one inbox, live.',
  },
];

export function FeaturesSection() {
  return (
    <Container size="lg" py={64}>
      <Stack gap="xl">
        <Title order={2} ta="center">
          Everything your front desk needs, in one place
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          {features.map((feature) => (
            <Stack key={feature.title} gap="xs">
              <ThemeIcon size={44} radius="md" variant="light">
                <feature.icon size={24} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4">
                {feature.title}
              </Title>
              <Text c="dimmed">{feature.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
