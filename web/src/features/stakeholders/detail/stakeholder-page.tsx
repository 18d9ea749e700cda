import { Anchor, Badge, Button, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { messages, paths, pathTo, type StakeholderDetail } from '@srm/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useCan } from '../../../lib/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormAlert } from '../../../ui/form/form-alert';
import { readableTextOf } from '../../../ui/status-badge';
import { useDeleteStakeholder } from '../api/delete-stakeholder';
import { useStakeholder } from '../api/get-stakeholder';
import { typeLook } from '../stakeholder-look';
import { TypedPage } from '../typed-page';
import { ChangeHistory } from './change-history';
import { LogsPanel } from './logs-panel';
import { MissingDetails } from './missing-details';
import { RecordPanel, type RecordTab, recordTabLabels, recordTabs } from './record-panel';
import { StakeholderFeedback } from './stakeholder-feedback';
import { StakeholderTags } from './stakeholder-tags';

const tabs = [...recordTabs, 'tickets', 'feedback', 'chat', 'history', 'logs'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, string> = {
  ...recordTabLabels,
  tickets: 'Tickets',
  feedback: 'Feedback',
  chat: 'Chat',
  history: 'Change History',
  logs: 'History Logs',
};

function DeleteButton({ record }: { record: StakeholderDetail }) {
  const navigate = useNavigate();
  const remove = useDeleteStakeholder();
  const [asking, { open, close }] = useDisclosure(false);
  // The live update of the delete can reload this page first, which then says
  // the record does not exist and unmounts this button: the answer is awaited
  // as a promise, which (unlike mutate's callbacks) still arrives after that.
  const confirm = () =>
    remove.mutateAsync(record.id).then(
      () => {
        notifications.show({ color: 'green', message: messages.stakeholderDeleted });
        void navigate(paths.stakeholders);
      },
      (error: unknown) =>
        notifications.show({ color: 'red', message: errorMessage(error, { 500: messages.stakeholderDeleteFailed }) }),
    );
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
        Delete
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Delete ${record.name}?`}
        confirmLabel="Delete Stakeholder"
        confirming={remove.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        <Text c="dimmed">
          The record leaves every list. Its history stays, and each of its tickets keeps a note of what it said.
        </Text>
      </ConfirmDialog>
    </>
  );
}

// What other features show in the Tickets and Chat tabs (the app passes the
// tickets' panel, with every ticket action, and the record's conversations).
export type TicketsPanel = (record: StakeholderDetail) => ReactNode;
export type ChatPanel = (record: StakeholderDetail) => ReactNode;

interface StakeholderPageProps {
  ticketsPanel: TicketsPanel;
  chatPanel: ChatPanel;
}

function StakeholderView({ record, ticketsPanel, chatPanel }: StakeholderPageProps & { record: StakeholderDetail }) {
  const look = typeLook(record.type);
  const canDelete = useCan('delete_stakeholders');
  const canEdit = useCan('edit_stakeholders');
  const [tab, setTab] = useState<Tab>('basic');
  return (
    <TypedPage
      type={record.type}
      title={`Stakeholder ${look.label}`}
      subtitle={
        <Group gap="xs">
          <Text fw={600}>{record.name}</Text>
          <Badge variant="light" color={look.colour} c={readableTextOf(look.colour)}>
            {record.reference}
          </Badge>
        </Group>
      }
      actions={
        <Group gap="sm">
          {canEdit && (
            <Button
              component={Link}
              to={pathTo.editStakeholder(record.id)}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Edit
            </Button>
          )}
          {canDelete && <DeleteButton record={record} />}
        </Group>
      }
    >
      <MissingDetails record={record} />
      <StakeholderTags record={record} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {tabLabels[each]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {recordTabs.map((each) => (
          <Tabs.Panel key={each} value={each}>
            <RecordPanel tab={each} record={record} onTab={(next: RecordTab) => setTab(next)} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="tickets">{ticketsPanel(record)}</Tabs.Panel>
        <Tabs.Panel value="feedback">
          <StakeholderFeedback feedback={record.feedback} />
        </Tabs.Panel>
        <Tabs.Panel value="chat">{chatPanel(record)}</Tabs.Panel>
        <Tabs.Panel value="history">
          <ChangeHistory changes={record.changes} />
        </Tabs.Panel>
        <Tabs.Panel value="logs">
          <LogsPanel stakeholderId={record.id} />
        </Tabs.Panel>
      </Tabs>
    </TypedPage>
  );
}

// /stakeholder/{id}: one record and every interaction with it (docs/product.md#stakeholders).
// A record this user may not see is, for them, not there (docs/product.md#roles).
export function StakeholderPage({ ticketsPanel, chatPanel }: StakeholderPageProps) {
  const { stakeholderId = '' } = useParams();
  const record = useStakeholder(stakeholderId);
  if (record.isPending) return <Loader aria-label="Loading the stakeholder" />;
  if (record.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <FormAlert kind="error">{errorMessage(record.error)}</FormAlert>
        <Anchor component={Link} to={paths.stakeholders}>
          Back to Stakeholder Master Data
        </Anchor>
      </Stack>
    );
  }
  return <StakeholderView record={record.data} ticketsPanel={ticketsPanel} chatPanel={chatPanel} />;
}
