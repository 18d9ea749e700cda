import type { PermissionType } from '@srm/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../errors/app-error.js';

// Who acts, as every signed-in service call receives it (docs/architecture.md, "Services"):
// the organisation whose rows the call may touch, the role and creator flag its
// permissions follow, and the name its history entries and emails show. Never
// the password hash nor the rest of the user's row.
export interface Actor {
  userId: string;
  organizationId: string;
  role: PermissionType;
  isAccountCreator: boolean;
  firstName: string;
  lastName: string;
}

// The columns of a user an actor is made of: what the session lookup selects.
export type ActingUser = Pick<
  UserRow,
  'id' | 'organizationId' | 'permissionType' | 'orgOrigin' | 'firstName' | 'lastName'
>;

export function actorFrom(user: ActingUser): Actor {
  return {
    userId: user.id,
    organizationId: user.organizationId,
    role: user.permissionType,
    isAccountCreator: user.orgOrigin,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

// For handlers of signed-in routes: the access hook has already found the session.
export function actorOf(request: FastifyRequest): Actor {
  if (!request.signedIn) throw new AppError('NOT_SIGNED_IN');
  return request.signedIn.actor;
}
