import type { Profile } from '@srm/contract';
import type { UserRow } from '../../db/schema/index.js';
import type { FileUrls } from '../storage/signed-file-urls.js';

export function imageUrlOf(user: UserRow, fileUrls: FileUrls) {
  return user.imageKey ? fileUrls.urlFor(user.imageKey) : null;
}

// The signed-in user as the API shows it (contract `Profile`).
export function toProfile(user: UserRow, fileUrls: FileUrls): Profile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    permission_type: user.permissionType,
    org_setup_complete: user.orgSetupComplete,
    org_origin: user.orgOrigin,
    image_url: imageUrlOf(user, fileUrls),
    color_scheme: user.colorScheme,
  };
}
