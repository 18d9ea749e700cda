import { describe, expect, it } from 'vitest';
import { type Action, actions, can, canGrantRole, type PermissionHolder } from './permissions.js';

const manager = { role: 'manager', isAccountCreator: false } as const;
const executive = { role: 'executive', isAccountCreator: false } as const;
const support = { role: 'support', isAccountCreator: false } as const;
// The account's creator: the super admin, always a manager.
const creator = { role: 'manager', isAccountCreator: true } as const;
const users = { creator, manager, executive, support } satisfies Record<string, PermissionHolder>;

// One row per action, written out rather than derived, so changing a rule in
// permissions.ts fails exactly its row here until this table agrees.
const Y = true;
const n = false;
// biome-ignore format: the table reads best aligned
const expected: Record<Action, [creator: boolean, manager: boolean, executive: boolean, support: boolean]> = {
  manage_tickets:             [Y, Y, Y, n],
  add_staff:                  [Y, Y, Y, n],
  view_organization_settings: [Y, Y, Y, n],
  view_staff_details:         [Y, Y, Y, n],
  manage_departments:         [Y, Y, Y, n],
  edit_sla_targets:           [Y, Y, Y, n],
  manage_feedback_products:   [Y, Y, Y, n],
  set_up_organization:        [Y, Y, Y, n],
  manage_staff:               [Y, n, n, n],
  edit_organization:          [Y, n, n, n],
  view_stakeholders:          [Y, Y, Y, Y],
  add_stakeholders:           [Y, Y, Y, n],
  manage_stakeholder_options: [Y, Y, Y, n],
  manage_custom_fields:       [Y, Y, n, n],
  manage_tags:                [Y, Y, Y, n],
  edit_stakeholders:          [Y, Y, n, n],
  delete_stakeholders:        [Y, Y, n, n],
  edit_logs:                  [Y, Y, n, n],
  add_logs:                   [Y, Y, Y, Y],
  create_invoice:             [Y, Y, Y, n],
  send_invoice:               [Y, Y, Y, n],
  edit_invoice:               [Y, Y, Y, n],
  view_invoice:               [Y, Y, Y, Y],
  mark_as_paid:               [Y, Y, Y, n],
  reverse_payment:            [Y, Y, n, n],
  issue_credit_note:          [Y, Y, n, n],
  view_dashboard:             [Y, Y, Y, Y],
  view_history:               [Y, Y, Y, Y],
  cancel_invoice:             [Y, Y, Y, n],
  manage_invoice_settings:    [Y, Y, n, n],
  manage_notification_defaults: [Y, Y, n, n],
  manage_chat_identity:       [Y, Y, n, n],
  manage_mail_settings:       [Y, Y, n, n],
  view_dashboard_panels:      [Y, Y, n, n],
};

describe('permissions', () => {
  it.each(actions)('%s is held by exactly the expected users', (action) => {
    const [byCreator, byManager, byExecutive, bySupport] = expected[action];
    expect({
      creator: can(users.creator, action),
      manager: can(users.manager, action),
      executive: can(users.executive, action),
      support: can(users.support, action),
    }).toEqual({ creator: byCreator, manager: byManager, executive: byExecutive, support: bySupport });
  });

  it('refuses everything to nobody signed in', () => {
    expect(actions.filter((action) => can(null, action))).toEqual([]);
  });

  it('gives the creator their own actions whatever their role', () => {
    const supportCreator = { role: 'support', isAccountCreator: true } as const;
    expect(can(supportCreator, 'manage_staff')).toBe(true);
    expect(can(supportCreator, 'manage_tickets')).toBe(false);
  });

  // docs/product.md#roles: support holds view_invoice, view_dashboard and view_history of the eight.
  it('gives support exactly three of the eight invoice permissions', () => {
    const invoicePermissions: Action[] = [
      'create_invoice',
      'send_invoice',
      'edit_invoice',
      'view_invoice',
      'mark_as_paid',
      'view_dashboard',
      'view_history',
      'cancel_invoice',
    ];
    expect(invoicePermissions.filter((action) => can(support, action))).toEqual([
      'view_invoice',
      'view_dashboard',
      'view_history',
    ]);
  });

  it('lets members give only roles no higher than their own', () => {
    const grantable = (holder: PermissionHolder) =>
      (['manager', 'executive', 'support'] as const).filter((role) => canGrantRole(holder, role));
    expect(grantable(creator)).toEqual(['manager', 'executive', 'support']);
    expect(grantable(manager)).toEqual(['manager', 'executive', 'support']);
    expect(grantable(executive)).toEqual(['executive', 'support']);
    expect(grantable(support)).toEqual(['support']);
    expect(canGrantRole(null, 'support')).toBe(false);
  });
});
