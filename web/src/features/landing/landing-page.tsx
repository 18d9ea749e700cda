import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paths } from '@srm/contract';
import avatar1 from './assets/avatar-1.svg';
import avatar2 from './assets/avatar-2.svg';
import avatar3 from './assets/avatar-3.svg';
import avatar4 from './assets/avatar-4.svg';
import avatar5 from './assets/avatar-5.svg';
import heroImage from './assets/hero.svg';
import screenChat from './assets/screen-chat.svg';
import screenDashboard from './assets/screen-dashboard.svg';
import screenInvoice from './assets/screen-invoice.svg';
import screenStakeholder from './assets/screen-stakeholder.svg';
import screenTicketDetail from './assets/screen-ticket-detail.svg';
import screenTickets from './assets/screen-tickets.svg';
import { FeaturesSection } from './components/features-section';
import { type Screenshot, ScreenshotGallery } from './components/screenshot-gallery';
import { TopBar } from './components/top-bar';
import classes from './landing-page.module.css';

const avatars = [avatar1, avatar2, avatar3, avatar4, avatar5];

const serviceDeskScreens: Screenshot[] = [
  { src: screenDashboard, alt: 'Dashboard with overdue, due, unresolved and resolved ticket counts' },
  { src: screenTickets, alt: 'Ticket list with statuses, handlers and ticket IDs' },
  { src: screenTicketDetail, alt: 'A ticket with its SLA category, handler and history' },
];

const relationshipScreens: Screenshot[] = [
  { src: screenStakeholder, alt: 'A stakeholder record with contract details and change history' },
  { src: screenInvoice, alt: 'A pending invoice in naira with VAT and discount' },
  { src: screenChat, alt: 'A live chat between a staff member and a stakeholder' },
];

// Landing page: every Get Started goes to sign-up; Log in, in the bar, to login.
const getStarted = paths.createAccount;

export function LandingPage() {
  return (
    <>
      <TopBar getStartedPath={getStarted} logInPath={paths.login} />
      <main>
        <section className={classes.hero}>
          <Container size="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
              <Stack gap="lg">
                <Title order={1} className={classes.heroTitle}>
                  Look after every stakeholder, from first request to paid invoice
                </Title>
                <Text size="lg" c="srm.0">
                  SRM brings your service desk, feedback forms, stakeholder records, invoicing and live chat together,
                  so your team answers faster and nothing falls through the cracks.
                </Text>
                <Group>
                  <Button component="a" href={getStarted} size="lg" variant="white" radius="xl">
                    Get Started
                  </Button>
                </Group>
              </Stack>
              <img
                src={heroImage}
                alt="The SRM dashboard with ticket counts, a ticket list, a chat and a feedback form"
                width={640}
                height={480}
                fetchPriority="high"
                className={classes.heroImage}
              />
            </SimpleGrid>
          </Container>
        </section>

        <Container size="lg" py={64}>
          <Stack align="center" gap="lg" ta="center">
            <Group gap={0} className={classes.avatars} aria-label="Support staff who use SRM" role="group">
              {avatars.map((avatar, index) => (
                <img key={avatar} src={avatar} alt={`SRM user ${index + 1}`} width={56} height={56} loading="lazy" />
              ))}
            </Group>
            <Title order={2}>Support teams resolve requests on time with SRM</Title>
            <Text c="dimmed" maw={620}>
              Managers see every deadline at a glance, executives assign the right handler, and support staff work from
              one clear list of what is due next.
            </Text>
            <Button component="a" href={getStarted} size="md" radius="xl">
              Get Started
            </Button>
          </Stack>
        </Container>

        <FeaturesSection />

        <Container size="lg" pb={64}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <ScreenshotGallery
              title="Your service desk"
              description="Tickets with owners, deadlines and a full history."
              screenshots={serviceDeskScreens}
            />
            <ScreenshotGallery
              title="Your stakeholders"
              description="Records, invoices and conversations in one place."
              screenshots={relationshipScreens}
            />
          </SimpleGrid>
        </Container>
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              © 2024 SRM. All rights reserved.
            </Text>
            <Anchor href={getStarted} size="sm">
              Create an account
            </Anchor>
          </Group>
        </Container>
      </footer>
    </>
  );
}
