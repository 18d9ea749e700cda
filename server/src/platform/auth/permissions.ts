import { type Action, can, canGrantRole, type PermissionHolder, type PermissionType } from '@srm/contract';
import { AppError, type ErrorCode } from '../errors/app-error.js';

// Actions refused with their own 403 texts (docs/product.md#roles).
const refusals: Partial<Record<Action, ErrorCode>> = {
  manage_staff: 'NOT_SUPER_ADMIN',
  edit_organization: 'NOT_ACCOUNT_CREATOR',
  set_up_organization: 'NOT_ACCOUNT_CREATOR',
  // Saving invoice settings without the right has its own text (docs/product.md#invoices).
  manage_invoice_settings: 'INVOICE_SETTINGS_FORBIDDEN',
};

// An Actor is the contract's PermissionHolder as it is: its role and whether it created the account.
export function actorCan(actor: PermissionHolder, action: Action) {
  return can(actor, action);
}

// The access hook checks a route's declared action with it; services check
// with it the rules that depend on the request or the data.
export function assertCan(actor: PermissionHolder, action: Action) {
  if (!actorCan(actor, action)) throw new AppError(permissionRefusal(action));
}

// The code an action is refused with (the API documents it on the routes that need the action).
export function permissionRefusal(action: Action): ErrorCode {
  return refusals[action] ?? 'FORBIDDEN';
}

// docs/product.md#roles: adding, inviting or editing staff never hands out a role above the actor's own.
export function assertCanGrantRole(actor: PermissionHolder, role: PermissionType) {
  if (!canGrantRole(actor, role)) throw new AppError('ROLE_ABOVE_OWN');
}
