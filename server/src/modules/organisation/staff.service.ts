import {
  AddStaffBody,
  maxManagersPerOrganization,
  messages,
  type PageQuery,
  type ResendTokenBody,
  type StaffImportReport,
  type StaffUserDetail,
  type UpdateStaffBody,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Actor } from '../../platform/auth/actor.js';
import { assertCanGrantRole } from '../../platform/auth/permissions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import { accountIdByEmail, createInvitation } from '../auth/index.js';
import { countTicketsOfHandler, unassignTicketsOfMember } from '../tickets/index.js';
import { type StaffCsvRow, staffToCsv } from './staff.csv.js';
import { staffInvitationEmail } from './staff.emails.js';
import { toStaffUser } from './staff.mapper.js';
import {
  countManagersLocked,
  deleteStaffRow,
  departmentBelongsTo,
  departmentNameOf,
  findDepartmentIdByName,
  findStaff,
  findStaffByEmail,
  findStaffWithDepartment,
  insertStaff,
  listStaffRows,
  organizationName,
  organizationSetupComplete,
  type UserRow,
  updateStaffRow,
} from './staff.queries.js';

// Two additions of one email at the same moment: the unique index decides.
async function withEmailTakenAsError<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('STAFF_EMAIL_EXISTS');
    throw error;
  }
}

export function createStaffService(context: AppContext) {
  const { database, mailer, config, clock, storage, log, realtime } = context;
  const { db } = database;
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });

  async function sendInvitation(tx: Database, { actor, staff }: { actor: Actor; staff: UserRow }) {
    const { url } = await createInvitation(tx, context, { userId: staff.id });
    const email = staffInvitationEmail({
      firstName: staff.firstName,
      organizationName: await organizationName(tx, staff.organizationId),
      inviterName: `${actor.firstName} ${actor.lastName}`,
      url,
    });
    await mailer.queue(tx, { organizationId: staff.organizationId, to: staff.email, ...email });
  }

  async function addOne(tx: Database, { actor, body }: { actor: Actor; body: AddStaffBody }) {
    const organizationId = actor.organizationId;
    assertCanGrantRole(actor, body.permission_type);
    if (await accountIdByEmail(tx, body.email)) throw new AppError('STAFF_EMAIL_EXISTS');
    const departmentId = body.department_id ?? null;
    if (departmentId && !(await departmentBelongsTo(tx, { organizationId, departmentId }))) {
      throw new AppError('VALIDATION_FAILED', { department_id: messages.departmentRequired });
    }
    // docs/product.md#roles: at most 2 managers per organisation.
    if (
      body.permission_type === 'manager' &&
      (await countManagersLocked(tx, organizationId)) >= maxManagersPerOrganization
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
      // Decision 004: nobody is asked about a setup that is already finished.
      orgSetupComplete: await organizationSetupComplete(tx, organizationId),
    });
    await sendInvitation(tx, { actor, staff: created });
    return created;
  }

  // After the commit: the organisation's open pages reload the people they show.
  const announceStaff = (organizationId: string, ids: string[]) =>
    realtime.toOrganization(organizationId).emit('staff.changed', { ids });

  return {
    // The new member exists at once (unverified, no password) and gets a
    // single-use link to choose a password; both or neither are saved.
    async addStaff({ actor, body }: { actor: Actor; body: AddStaffBody }) {
      const staff = await withEmailTakenAsError(() => db.transaction((tx) => addOne(tx, { actor, body })));
      mailer.nudge();
      announceStaff(staff.organizationId, [staff.id]);
      const departmentName = await departmentNameOf(db, staff);
      return toStaffUser(staff, departmentName, fileUrls);
    },

    // docs/product.md#organisation-staff-and-departments: each imported row is added whole (with its invitation)
    // or skipped with its reason, so a bad row never leaves a half-made member.
    async importStaff({ actor, rows }: { actor: Actor; rows: StaffCsvRow[] }): Promise<StaffImportReport> {
      const report: StaffImportReport = { created: [], skipped: [] };
      const createdIds: string[] = [];
      for (const { line, values } of rows) {
        const email = values.email ?? '';
        try {
          const departmentName = values.department?.trim();
          const departmentId = departmentName
            ? await findDepartmentIdByName(db, { organizationId: actor.organizationId, name: departmentName })
            : null;
          if (departmentName && !departmentId)
            throw new AppError('VALIDATION_FAILED', { department: messages.importUnknownDepartment });
          const parsed = AddStaffBody.safeParse({ ...values, department_id: departmentId });
          if (!parsed.success) {
            report.skipped.push({ line, email, reason: parsed.error.issues.map((issue) => issue.message).join('; ') });
            continue;
          }
          const created = await withEmailTakenAsError(() =>
            db.transaction((tx) => addOne(tx, { actor, body: parsed.data })),
          );
          createdIds.push(created.id);
          report.created.push({ line, email: parsed.data.email });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          report.skipped.push({ line, email, reason: Object.values(error.fieldErrors)[0] ?? error.message });
        }
      }
      if (createdIds.length > 0) {
        mailer.nudge();
        announceStaff(actor.organizationId, createdIds);
      }
      return report;
    },

    // The user detail panel of Organization Settings, with its ticket counters.
    async getStaff({ actor, userId }: { actor: Actor; userId: string }): Promise<StaffUserDetail> {
      const organizationId = actor.organizationId;
      const row = await findStaffWithDepartment(db, { organizationId, userId });
      if (!row) throw new AppError('NOT_FOUND');
      return {
        ...toStaffUser(row.user, row.departmentName, fileUrls),
        tickets: await countTicketsOfHandler(db, { organizationId, userId }),
      };
    },

    async resendInvitation({ actor, body }: { actor: Actor; body: ResendTokenBody }) {
      await db.transaction(async (tx) => {
        const staff = await findStaffByEmail(tx, { organizationId: actor.organizationId, email: body.email });
        if (!staff) throw new AppError('NOT_FOUND');
        if (staff.passwordHash) throw new AppError('STAFF_ALREADY_JOINED');
        // Re-sending is inviting: an executive cannot send a manager's invitation link.
        assertCanGrantRole(actor, staff.permissionType);
        await sendInvitation(tx, { actor, staff });
      });
      mailer.nudge();
    },

    // Only the super admin gets here: the route requires `manage_staff` (docs/product.md#roles); the role
    // check stays so that the rule holds wherever staff are edited from.
    async updateStaff({ actor, userId, body }: { actor: Actor; userId: string; body: UpdateStaffBody }) {
      const organizationId = actor.organizationId;
      const { updated, departmentName } = await withEmailTakenAsError(() =>
        db.transaction(async (tx) => {
          const staff = await findStaff(tx, { organizationId, userId });
          if (!staff) throw new AppError('NOT_FOUND');
          assertCanGrantRole(actor, body.permission_type);
          if (staff.orgOrigin && body.permission_type !== 'manager') throw new AppError('CREATOR_PROTECTED');
          const promoted = body.permission_type === 'manager' && staff.permissionType !== 'manager';
          if (promoted && (await countManagersLocked(tx, organizationId)) >= maxManagersPerOrganization) {
            throw new AppError('TOO_MANY_MANAGERS');
          }
          const departmentId = body.department_id === undefined ? staff.departmentId : body.department_id;
          if (departmentId && !(await departmentBelongsTo(tx, { organizationId, departmentId }))) {
            throw new AppError('VALIDATION_FAILED', { department_id: messages.departmentRequired });
          }
          const holder = await accountIdByEmail(tx, body.email);
          if (holder && holder !== staff.id) throw new AppError('STAFF_EMAIL_EXISTS');
          const row = await updateStaffRow(
            tx,
            { organizationId, userId: staff.id },
            {
              firstName: body.first_name,
              lastName: body.last_name,
              email: body.email,
              permissionType: body.permission_type,
              departmentId,
            },
          );
          return { updated: row, departmentName: await departmentNameOf(tx, { organizationId, departmentId }) };
        }),
      );
      announceStaff(organizationId, [updated.id]);
      return toStaffUser(updated, departmentName, fileUrls);
    },

    // The user's sessions end with them; their unresolved tickets stay, unassigned, with a history entry.
    async deleteStaff({ actor, userId }: { actor: Actor; userId: string }) {
      const organizationId = actor.organizationId;
      const { imageKey, unassigned } = await db.transaction(async (tx) => {
        const staff = await findStaff(tx, { organizationId, userId });
        if (!staff) throw new AppError('NOT_FOUND');
        if (staff.orgOrigin) throw new AppError('CREATOR_PROTECTED');
        const now = clock.now();
        const unassigned = await unassignTicketsOfMember(tx, {
          organizationId,
          member: staff,
          actorId: actor.userId,
          now,
        });
        await deleteStaffRow(tx, { organizationId, userId: staff.id });
        return { imageKey: staff.imageKey, unassigned };
      });
      // Their sessions went with their row; their open sockets go too, on every copy.
      realtime.endSessionsOf(userId);
      announceStaff(organizationId, [userId]);
      if (unassigned.length > 0) realtime.toOrganization(organizationId).emit('ticket.changed', { ids: unassigned });
      // After the commit, and best effort: a file left behind is only wasted space.
      if (imageKey) {
        await storage.remove(imageKey).catch((error: unknown) => {
          log.warn({ err: error, key: imageKey }, 'could not remove the avatar of a deleted member');
        });
      }
    },

    // Every member, for a spreadsheet: the file is built whole (organisations have
    // hundreds of staff, not millions).
    async exportStaff({ actor }: { actor: Actor }) {
      const { rows } = await listStaffRows(db, {
        organizationId: actor.organizationId,
        limit: 100_000,
        offset: 0,
      });
      return staffToCsv(rows.map(({ user, departmentName }) => toStaffUser(user, departmentName, fileUrls)));
    },

    async listStaff({ actor, query }: { actor: Actor; query: PageQuery }) {
      const { rows, total } = await listStaffRows(db, {
        organizationId: actor.organizationId,
        search: query.search,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return {
        results: rows.map(({ user, departmentName }) => toStaffUser(user, departmentName, fileUrls)),
        // An organisation's staff are few: always counted exactly.
        count: total,
        count_capped: false,
        page: query.page,
        page_size: query.page_size,
      };
    },
  };
}
