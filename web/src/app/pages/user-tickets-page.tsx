import { useStaffMember } from '../../features/organisation/api/get-staff-member';
import { UserTicketsPage, useChosenUser } from '../../features/tickets/list/user-tickets-page';
import { useCan } from '../../lib/use-can';

// One member's tickets (tickets), headed by their name (organisation).
export function UserTicketsRoute() {
  const chosen = useChosenUser();
  const seesMembers = useCan('view_staff_details');
  // Support users may not read other members' details (the server answers 403);
  // they see the name from navigation state, if any.
  const member = useStaffMember(chosen.id && seesMembers ? chosen.id : null);
  const name = member.data ? `${member.data.first_name} ${member.data.last_name}`.trim() : chosen.nameInState;
  return <UserTicketsPage userId={chosen.id} name={name} />;
}
