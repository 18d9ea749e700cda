import { StakeholderChats } from '../../features/chat/for-stakeholder/stakeholder-chats';
import { StakeholderPage } from '../../features/stakeholders/detail/stakeholder-page';
import { StakeholderTicketsPanel } from '../../features/tickets/for-stakeholder/stakeholder-tickets-panel';

// A stakeholder's page shows their tickets with every ticket action, and their
// conversations: stakeholders, tickets and chat each stand alone, and meet here.
export function StakeholderRoute() {
  return (
    <StakeholderPage
      ticketsPanel={(record) => (
        <StakeholderTicketsPanel
          tickets={record.tickets}
          stakeholder={{ name: record.name, email: record.email[0] ?? null }}
        />
      )}
      chatPanel={(record) => <StakeholderChats stakeholderId={record.id} />}
    />
  );
}
