import type { Department, DepartmentBody, PageQuery } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import {
  type DepartmentRow,
  deleteDepartmentRow,
  findDepartment,
  insertDepartment,
  listDepartmentRows,
  listStaffOfDepartment,
  updateDepartmentRow,
} from './departments.queries.js';
import { toStaffUser } from './staff.mapper.js';

interface InOrganization {
  actor: Actor;
}

function toDepartment(row: DepartmentRow): Department {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    staff_count: row.staffCount,
  };
}

export function createDepartmentsService({ database, clock, config }: AppContext) {
  const { db } = database;
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });

  async function getDepartment({ actor, departmentId }: InOrganization & { departmentId: string }) {
    const row = await findDepartment(db, { organizationId: actor.organizationId, departmentId });
    if (!row) throw new AppError('NOT_FOUND');
    return toDepartment(row);
  }

  return {
    getDepartment,

    async createDepartment({ actor, body }: InOrganization & { body: DepartmentBody }) {
      const { organizationId } = actor;
      const departmentId = await insertDepartment(db, { organizationId, ...body, now: clock.now() });
      return getDepartment({ actor, departmentId });
    },

    async updateDepartment({
      actor,
      departmentId,
      body,
    }: InOrganization & { departmentId: string; body: DepartmentBody }) {
      const { organizationId } = actor;
      if (!(await updateDepartmentRow(db, { organizationId, departmentId, ...body }))) throw new AppError('NOT_FOUND');
      return getDepartment({ actor, departmentId });
    },

    // Its staff stay, without a department (the database sets theirs to none).
    async deleteDepartment({ actor, departmentId }: InOrganization & { departmentId: string }) {
      if (!(await deleteDepartmentRow(db, { organizationId: actor.organizationId, departmentId })))
        throw new AppError('NOT_FOUND');
    },

    async listDepartments({ actor, query }: InOrganization & { query: PageQuery }) {
      const { rows, total } = await listDepartmentRows(db, {
        organizationId: actor.organizationId,
        search: query.search,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      // An organisation's departments are few: always counted exactly.
      const paging = { count: total, count_capped: false, page: query.page, page_size: query.page_size };
      return { results: rows.map(toDepartment), ...paging };
    },

    async listDepartmentStaff({ actor, departmentId }: InOrganization & { departmentId: string }) {
      await getDepartment({ actor, departmentId });
      const rows = await listStaffOfDepartment(db, { organizationId: actor.organizationId, departmentId });
      return rows.map(({ user, departmentName }) => toStaffUser(user, departmentName, fileUrls));
    },
  };
}
