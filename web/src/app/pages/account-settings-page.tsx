import { Button, Center, Divider, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { AccountDetailsForm } from '../../features/account/account-details-form';
import { AppearanceControl } from '../../features/account/appearance-control';
import { ChangePasswordSection } from '../../features/account/change-password-section';
import { LogoutConfirmModal } from '../../features/auth/components/logout-confirm-modal';
import { EmailChoicesForm } from '../../features/notifications/email-choices-form';
import { OrganizationProfileForm } from '../../features/organisation/organization-profile/organization-profile-form';
import { useProfile } from '../../lib/profile';
import { useCan } from '../../lib/use-can';

type Side = 'account' | 'organization';

// Account Settings (/Profile): a toggle between the user's own details (with
// their appearance, password and email choices of notifications) and the organisation's,
// and a confirmed Log Out.
export function AccountSettingsPage() {
  const profile = useProfile();
  const [side, setSide] = useState<Side>('account');
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  // docs/product.md#roles: support users do not see Organization Settings.
  const seesOrganization = useCan('view_organization_settings');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {side === 'account' ? 'Account Settings' : 'Organization Settings'}
          </Title>
          <Text c="dimmed">
            {side === 'account' ? 'Your details, photo, appearance and emails' : "Your organisation's details"}
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={logoutDialog.open}
        >
          Log Out
        </Button>
      </Group>
      {seesOrganization && (
        <SegmentedControl
          aria-label="Settings to show"
          value={side}
          onChange={(value) => setSide(value as Side)}
          data={[
            { value: 'account', label: 'Account Settings' },
            { value: 'organization', label: 'Organization Settings' },
          ]}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {side === 'organization' && seesOrganization ? (
        <OrganizationProfileForm />
      ) : (
        <>
          {profile.data ? (
            <AccountDetailsForm key={profile.data.id} profile={profile.data} />
          ) : (
            <Center py="xl">
              <Loader aria-label="Loading your details" />
            </Center>
          )}
          {profile.data && (
            <>
              <Divider maw={720} />
              <AppearanceControl profile={profile.data} />
            </>
          )}
          <Divider maw={720} />
          <ChangePasswordSection />
          <Divider maw={720} />
          <EmailChoicesForm owner="preferences" />
        </>
      )}
      <LogoutConfirmModal opened={logoutOpened} onClose={logoutDialog.close} />
    </Stack>
  );
}
