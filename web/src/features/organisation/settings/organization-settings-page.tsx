import { Divider, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBell,
  IconBuilding,
  IconForms,
  IconHourglass,
  IconId,
  IconListDetails,
  IconMail,
  IconMessage2,
  IconTags,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DepartmentsPanel } from '../departments/departments-page';
import { OrganizationProfileForm } from '../organization-profile/organization-profile-form';
import { UsersPanel } from '../staff/users-panel';

const tabs = [
  'users',
  'organization',
  'departments',
  'sla',
  'products',
  'stakeholder-options',
  'custom-fields',
  'tags',
  'email',
  'notifications',
] as const;
type SettingsTab = (typeof tabs)[number];

const isTab = (value: string | null, shown: readonly SettingsTab[]): value is SettingsTab =>
  shown.includes(value as SettingsTab);

// Organization Settings (/settings). The open tab is kept in the address
// (?tab=…), so it survives a reload and can be linked to. The ticket settings
// (SLA targets, emails to stakeholders) are tickets' to edit, the public chat's link is chat's to show, and the email
// defaults are notifications': the app passes them in
// (app/pages/organization-settings-page.tsx), the defaults only to whoever may change them.
export function OrganizationSettingsPage({
  ticketSettings,
  chatLink,
  notificationDefaults,
  feedbackProducts,
  stakeholderOptions,
  customFields,
  tags,
  emailSettings,
}: {
  ticketSettings: ReactNode;
  chatLink?: ReactNode;
  notificationDefaults?: ReactNode;
  // The organisation's feedback products, for whoever may manage them.
  feedbackProducts?: ReactNode;
  // The organisation's option lists for stakeholder records, for whoever may manage them.
  stakeholderOptions?: ReactNode;
  // The organisation's own fields of records and tickets, for whoever may manage them.
  customFields?: ReactNode;
  // The organisation's tags, for whoever may manage them.
  tags?: ReactNode;
  // Email in: the support address and where tickets by email go.
  emailSettings?: ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const shown = tabs.filter(
    (one) =>
      (one !== 'notifications' || notificationDefaults) &&
      (one !== 'products' || feedbackProducts) &&
      (one !== 'stakeholder-options' || stakeholderOptions) &&
      (one !== 'custom-fields' || customFields) &&
      (one !== 'tags' || tags) &&
      (one !== 'email' || emailSettings),
  );
  const tab: SettingsTab = isTab(requested, shown) ? requested : 'users';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Organization Settings
        </Title>
        <Text c="dimmed">
          Manage your users, your organisation's profile, its departments and its tickets' SLA targets and emails
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(next) => setSearchParams(next && next !== 'users' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            Users
          </Tabs.Tab>
          <Tabs.Tab value="organization" leftSection={<IconId size={16} aria-hidden />}>
            Organization Profile
          </Tabs.Tab>
          <Tabs.Tab value="departments" leftSection={<IconBuilding size={16} aria-hidden />}>
            Departments
          </Tabs.Tab>
          <Tabs.Tab value="sla" leftSection={<IconHourglass size={16} aria-hidden />}>
            Tickets & SLA
          </Tabs.Tab>
          {feedbackProducts && (
            <Tabs.Tab value="products" leftSection={<IconMessage2 size={16} aria-hidden />}>
              Feedback Products
            </Tabs.Tab>
          )}
          {stakeholderOptions && (
            <Tabs.Tab value="stakeholder-options" leftSection={<IconListDetails size={16} aria-hidden />}>
              Stakeholder Options
            </Tabs.Tab>
          )}
          {customFields && (
            <Tabs.Tab value="custom-fields" leftSection={<IconForms size={16} aria-hidden />}>
              Custom Fields
            </Tabs.Tab>
          )}
          {tags && (
            <Tabs.Tab value="tags" leftSection={<IconTags size={16} aria-hidden />}>
              Tags
            </Tabs.Tab>
          )}
          {emailSettings && (
            <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
              Email
            </Tabs.Tab>
          )}
          {notificationDefaults && (
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} aria-hidden />}>
              Notifications
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="organization">
          <Stack gap="xl">
            <OrganizationProfileForm />
            {chatLink && (
              <>
                <Divider maw={720} />
                {chatLink}
              </>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="departments">
          <DepartmentsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="sla">{ticketSettings}</Tabs.Panel>
        {feedbackProducts && <Tabs.Panel value="products">{feedbackProducts}</Tabs.Panel>}
        {stakeholderOptions && <Tabs.Panel value="stakeholder-options">{stakeholderOptions}</Tabs.Panel>}
        {customFields && <Tabs.Panel value="custom-fields">{customFields}</Tabs.Panel>}
        {tags && <Tabs.Panel value="tags">{tags}</Tabs.Panel>}
        {emailSettings && <Tabs.Panel value="email">{emailSettings}</Tabs.Panel>}
        {notificationDefaults && <Tabs.Panel value="notifications">{notificationDefaults}</Tabs.Panel>}
      </Tabs>
    </Stack>
  );
}
