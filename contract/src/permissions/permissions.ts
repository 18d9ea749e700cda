import type { PermissionType } from '../organisation/options.js';

// Who may do what (docs/product.md#roles), as data: read by
// the server's route rules and services and by the web to hide what is refused.
// The account's creator (`org_origin`, the super admin) holds the actions marked
// `accountCreator` whatever their role; they are always a manager too.
export const accountCreator = 'account_creator';
type Holder = PermissionType | typeof accountCreator;

const managersAndExecutives = ['manager', 'executive'] as const;
const everyone = ['manager', 'executive', 'support'] as const;

export const permissions = {
  // docs/product.md#roles: create, edit, delete, resolve and re-assign tickets, also from a feedback.
  manage_tickets: managersAndExecutives,
  // '+ Add a User' (adding, importing, resending the invitation).
  add_staff: managersAndExecutives,
  // Support users do not see Organization Settings, Departments or its user panel.
  view_organization_settings: managersAndExecutives,
  view_staff_details: managersAndExecutives,
  manage_departments: managersAndExecutives,
  edit_sla_targets: managersAndExecutives,
  // docs/product.md#feedback: the organisation's products, in Organization Settings.
  manage_feedback_products: managersAndExecutives,
  // Decision 004: setting the organisation up while it is not set up.
  set_up_organization: managersAndExecutives,
  // Editing or deleting staff is the super admin's, editing the organisation the creator's.
  manage_staff: [accountCreator],
  edit_organization: [accountCreator],
  // docs/product.md#roles; which records each role sees is sensitivity.ts.
  view_stakeholders: everyone,
  add_stakeholders: managersAndExecutives,
  // docs/product.md#stakeholder-options: the organisation's group companies, industries and kinds of 'Others'.
  manage_stakeholder_options: managersAndExecutives,
  // docs/product.md#custom-fields: the fields the organisation adds to its records and tickets.
  manage_custom_fields: ['manager'],
  // docs/product.md#tags: adding, renaming, merging tags and tagging records and tickets.
  manage_tags: managersAndExecutives,
  edit_stakeholders: ['manager'],
  delete_stakeholders: ['manager'],
  // docs/product.md#stakeholders: whoever speaks with a stakeholder logs the email or call.
  add_logs: everyone,
  edit_logs: ['manager'],
  // The eight invoice permissions; support holds the three views.
  create_invoice: managersAndExecutives,
  send_invoice: managersAndExecutives,
  edit_invoice: managersAndExecutives,
  view_invoice: everyone,
  mark_as_paid: managersAndExecutives,
  // docs/product.md#payments: undoing a payment someone recorded reopens what is owed, so it is the managers'.
  reverse_payment: ['manager'],
  // docs/product.md#payments: a credit note lowers what a customer owes; cancelling issues one by its own rules.
  issue_credit_note: ['manager'],
  view_dashboard: everyone,
  view_history: everyone,
  cancel_invoice: managersAndExecutives,
  // Decision 015: the settings set executives' approval limits, so only managers change them.
  manage_invoice_settings: ['manager'],
  // Managers' dashboard also shows the search and notifications panels (docs/product.md#search).
  view_dashboard_panels: ['manager'],
  // Decision 017: what a new member gets by email until they choose.
  manage_notification_defaults: ['manager'],
  // docs/product.md#chat: the secret a website vouches for its visitors with is the managers'.
  manage_chat_identity: ['manager'],
  // docs/product.md#email-in: the support address, where email tickets go, the organisation's mailbox.
  manage_mail_settings: ['manager'],
} as const satisfies Record<string, readonly Holder[]>;

export type Action = keyof typeof permissions;
export const actions = Object.keys(permissions) as Action[];

// What permissions depend on: the role, and whether this is the account's creator. The server's Actor is one
// as it is; the web makes one of the signed-in profile with permissionHolderOf.
export interface PermissionHolder {
  role: PermissionType;
  isAccountCreator: boolean;
}

// The profile as the API shows it (`permission_type`, `org_origin`), as permissions read it.
export function permissionHolderOf(profile: {
  permission_type: PermissionType;
  org_origin: boolean;
}): PermissionHolder {
  return { role: profile.permission_type, isAccountCreator: profile.org_origin };
}

export function can(user: PermissionHolder | null | undefined, action: Action): boolean {
  if (!user) return false;
  const holders: readonly Holder[] = permissions[action];
  return holders.includes(user.role) || (user.isAccountCreator && holders.includes(accountCreator));
}

// docs/product.md#roles: nobody grants more than they hold. A member adds, invites
// or edits staff only into roles no higher than their own (the account creator is a manager).
const roleRank: Record<PermissionType, number> = { support: 1, executive: 2, manager: 3 };

export function canGrantRole(user: PermissionHolder | null | undefined, role: PermissionType): boolean {
  if (!user) return false;
  return roleRank[role] <= roleRank[user.role];
}
