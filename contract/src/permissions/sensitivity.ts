import type { StakeholderSensitivity } from '../stakeholders/options.js';
import { can, type PermissionHolder } from './permissions.js';

// docs/product.md#roles: managers see every stakeholder; other roles do not see
// those whose sensitivity is restricted or most_confidential.
export const sensitivityViewers = {
  normal: ['manager', 'executive', 'support'],
  most_confidential: ['manager'],
  confidential: ['manager', 'executive', 'support'],
  restricted: ['manager'],
} as const satisfies Record<StakeholderSensitivity, readonly PermissionHolder['role'][]>;

const levels = Object.keys(sensitivityViewers) as StakeholderSensitivity[];

// The levels a user may see, for a list's filter. A record without a
// sensitivity (types that have none) is seen by everyone who sees stakeholders.
export function visibleSensitivities(user: PermissionHolder | null | undefined): StakeholderSensitivity[] {
  if (!user || !can(user, 'view_stakeholders')) return [];
  return levels.filter((level) => (sensitivityViewers[level] as readonly string[]).includes(user.role));
}

export function canViewStakeholder(
  user: PermissionHolder | null | undefined,
  sensitivity: StakeholderSensitivity | null,
): boolean {
  if (!can(user, 'view_stakeholders')) return false;
  return sensitivity === null || visibleSensitivities(user).includes(sensitivity);
}
