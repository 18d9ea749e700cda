import {
  type AddStaffBody,
  maxManagersPerOrganization,
  messages,
  type PageQuery,
  type ResendTokenBody,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { SignedIn } from '../../platform/auth/access.js';
import { AppError } from '../../platform/errors/app-error.js';
import { findUserByEmail } from '../auth/auth.queries.js';
import { createAuthService } from '../auth/auth.service.js';
import { staffInvitationEmail } from './staff.emails.js';
import { toStaffUser } from './staff.mapper.js';
import {
  countManagers,
  departmentBelongsTo,
  findStaffByEmail,
  insertStaff,
  listStaffRows,
  organizationName,
  type UserRow,
} from './staff.queries.js';

export function createStaffService(context: AppContext) {
  const { database, mailer } = context;
  const { db } = database;
  const auth = createAuthService(context);

  async function sendInvitation(tx: Database, { actor, staff }: { actor: SignedIn; staff: UserRow }) {
    const { url } = await auth.createInvitation(tx, { userId: staff.id });
    const email = staffInvitationEmail({
      firstName: staff.firstName,
      organizationName: await organizationName(tx, staff.organizationId),
      inviterName: `${actor.user.firstName} ${actor.user.lastName}`,
      url,
    });
    await mailer.queue(tx, { organizationId: staff.organizationId, to: staff.email, ...email });
  }

  return {
    // The new member exists at once (unverified, no password) and gets a
    // single-use link to choose a password; both or neither are saved.
    async addStaff({ actor, body }: { actor: SignedIn; body: AddStaffBody }) {
      const organizationId = actor.user.organizationId;
      try {
        const staff = await db.transaction(async (tx) => {
          if (await findUserByEmail(tx, body.email)) throw new AppError('STAFF_EMAIL_EXISTS');
          const departmentId = body.department_id ?? null;
          if (departmentId && !(await departmentBelongsTo(tx, { organizationId, departmentId }))) {
            throw new AppError('DEPARTMENT_UNKNOWN', { department_id: messages.departmentRequired });
          }
          // ARCHITECTURE §4: at most 2 managers per organisation.
          if (
            body.permission_type === 'manager' &&
            (await countManagers(tx, organizationId)) >= maxManagersPerOrganization
          ) {
            throw new AppError('TOO_MANY_MANAGERS');
          }
          const created = await insertStaff(tx, {
            organizationId,
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
            permissionType: body.permission_type,
            departmentId,
          });
          await sendInvitation(tx, { actor, staff: created });
          return created;
        });
        mailer.nudge();
        return toStaffUser(staff, null);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('STAFF_EMAIL_EXISTS');
        throw error;
      }
    },

    async resendInvitation({ actor, body }: { actor: SignedIn; body: ResendTokenBody }) {
      await db.transaction(async (tx) => {
        const staff = await findStaffByEmail(tx, { organizationId: actor.user.organizationId, email: body.email });
        if (!staff) throw new AppError('NOT_FOUND');
        if (staff.passwordHash) throw new AppError('STAFF_ALREADY_JOINED');
        await sendInvitation(tx, { actor, staff });
      });
      mailer.nudge();
    },

    async listStaff({ actor, query }: { actor: SignedIn; query: PageQuery }) {
      const { rows, total } = await listStaffRows(db, {
        organizationId: actor.user.organizationId,
        search: query.search,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return {
        results: rows.map(({ user, departmentName }) => toStaffUser(user, departmentName)),
        count: total,
        page: query.page,
        page_size: query.page_size,
      };
    },
  };
}
