import {
  type PermissionType,
  permissionTypeLabels,
  type StaffUser,
  slaCategories,
  ticketPriorities,
  ticketTypes,
} from '@srm/contract';

// 'sla_category' values read as words on screen: 'medium' → 'Medium'.
export const optionLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const choicesOf = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(value) }));

export const priorityChoices = choicesOf(ticketPriorities);
export const slaCategoryChoices = choicesOf(slaCategories);
export const ticketTypeChoices = choicesOf(ticketTypes);

export const staffNameOf = (user: Pick<StaffUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

// The create form's handler list: every member by name, with their role.
export function handlerChoicesOf(staff: StaffUser[]) {
  return staff.map((user) => ({
    value: user.id,
    label: `${staffNameOf(user)} (${permissionTypeLabels[user.permission_type]})`,
  }));
}

export const roleGroups: PermissionType[] = ['manager', 'executive', 'support'];
