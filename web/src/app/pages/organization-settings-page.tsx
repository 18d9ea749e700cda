import { Divider, Stack } from '@mantine/core';
import { paths } from '@srm/contract';
import { ChatIdentitySection } from '../../features/chat/settings/chat-identity-section';
import { ChatLinkSection } from '../../features/chat/settings/chat-link-section';
import { FeedbackProductsPanel } from '../../features/feedback/products/feedback-products-panel';
import { EmailSettingsPanel } from '../../features/mail-in/email-settings-panel';
import { EmailChoicesForm } from '../../features/notifications/email-choices-form';
import { CustomFieldsPanel } from '../../features/organisation/custom-fields/custom-fields-panel';
import { OrganizationSettingsPage } from '../../features/organisation/settings/organization-settings-page';
import { TagsPanel } from '../../features/organisation/tags/tags-panel';
import { StakeholderOptionsPanel } from '../../features/stakeholders/options/stakeholder-options-panel';
import { StakeholderEmailsSwitch } from '../../features/tickets/settings/stakeholder-emails-switch';
import { SlaTargetsForm } from '../../features/tickets/sla/sla-targets-form';
import { useCan } from '../../lib/use-can';

// Organization Settings holds the tickets' tab (SLA targets and emails to
// stakeholders), whose forms belong to tickets,
// the public chat's link and embed (and, for managers, the secret a website
// vouches for its signed-in visitors with), which belong to chat, and for managers the
// notifications' email defaults (decision 017), feedback's products, and the stakeholder records' option lists,
// whose digital products are feedback's products, managed on their tab, and the organisation's own fields of
// records and tickets, and email in's support address and where tickets by email go (managers change them).
export function OrganizationSettingsRoute() {
  const editsSlaTargets = useCan('edit_sla_targets');
  const managesNotificationDefaults = useCan('manage_notification_defaults');
  const managesProducts = useCan('manage_feedback_products');
  const managesChatIdentity = useCan('manage_chat_identity');
  const managesStakeholderOptions = useCan('manage_stakeholder_options');
  const managesCustomFields = useCan('manage_custom_fields');
  const managesTags = useCan('manage_tags');
  const managesMailSettings = useCan('manage_mail_settings');
  // Support users cannot open /settings; should one arrive, the targets are read-only.
  return (
    <OrganizationSettingsPage
      ticketSettings={
        <Stack gap="xl">
          <SlaTargetsForm canEdit={editsSlaTargets} />
          <Divider maw={720} />
          <StakeholderEmailsSwitch canEdit={editsSlaTargets} />
        </Stack>
      }
      chatLink={
        <Stack gap="xl">
          <ChatLinkSection />
          {managesChatIdentity && (
            <>
              <Divider maw={720} />
              <ChatIdentitySection />
            </>
          )}
        </Stack>
      }
      notificationDefaults={managesNotificationDefaults ? <EmailChoicesForm owner="defaults" /> : undefined}
      feedbackProducts={managesProducts ? <FeedbackProductsPanel /> : undefined}
      stakeholderOptions={
        managesStakeholderOptions ? (
          <StakeholderOptionsPanel
            productsHref={managesProducts ? `${paths.organizationSettings}?tab=products` : undefined}
          />
        ) : undefined
      }
      customFields={managesCustomFields ? <CustomFieldsPanel /> : undefined}
      tags={managesTags ? <TagsPanel /> : undefined}
      emailSettings={<EmailSettingsPanel canEdit={managesMailSettings} />}
    />
  );
}
