import type { StaffUser } from '@srm/contract';
import type { UserRow } from '../../db/schema/index.js';

export function toStaffUser(user: UserRow, departmentName: string | null): StaffUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    permission_type: user.permissionType,
    department_id: user.departmentId,
    department_name: departmentName,
    email_verified: user.emailVerified,
  };
}
