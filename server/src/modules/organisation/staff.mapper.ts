import type { StaffUser } from '@srm/contract';
import type { UserRow } from '../../db/schema/index.js';
import { imageUrlOf } from '../../platform/staff/profile.mapper.js';
import type { FileUrls } from '../../platform/storage/signed-file-urls.js';

export function toStaffUser(user: UserRow, departmentName: string | null, fileUrls: FileUrls): StaffUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    permission_type: user.permissionType,
    department_id: user.departmentId,
    department_name: departmentName,
    email_verified: user.emailVerified,
    image_url: imageUrlOf(user, fileUrls),
    org_origin: user.orgOrigin,
  };
}
