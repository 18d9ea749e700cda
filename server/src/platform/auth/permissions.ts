import { type Action, can, type PermissionHolder } from '@srm/contract';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, type ErrorCode } from '../errors/app-error.js';

// Spec part 1 §8 answers the creator's actions with their own 403 texts.
const refusals: Partial<Record<Action, ErrorCode>> = {
  manage_staff: 'NOT_SUPER_ADMIN',
  edit_organization: 'NOT_ACCOUNT_CREATOR',
  set_up_organization: 'NOT_ACCOUNT_CREATOR',
};

export function permissionHolder(user: Pick<UserRow, 'permissionType' | 'orgOrigin'>): PermissionHolder {
  return { permission_type: user.permissionType, org_origin: user.orgOrigin };
}

export function userCan(user: Pick<UserRow, 'permissionType' | 'orgOrigin'>, action: Action) {
  return can(permissionHolder(user), action);
}

// The access hook checks a route's declared action with it; services check
// with it the rules that depend on the request or the data.
export function assertCan(user: Pick<UserRow, 'permissionType' | 'orgOrigin'>, action: Action) {
  if (!userCan(user, action)) throw new AppError(refusals[action] ?? 'FORBIDDEN');
}
