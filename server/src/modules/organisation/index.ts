import { appModule } from '../../app-module.js';
import { customFieldsRoutes } from './custom-fields.routes.js';
import { createCustomFieldsService } from './custom-fields.service.js';
import { departmentsRoutes } from './departments.routes.js';
import { createDepartmentsService } from './departments.service.js';
import { createOrganizationService } from './organization.service.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';
import { staffRoutes } from './staff.routes.js';
import { createStaffService } from './staff.service.js';
import { tagsRoutes } from './tags.routes.js';
import { createTagsService } from './tags.service.js';

// The organisation, its departments and staff, and each member's profile
// (docs/product.md#organisation-staff-and-departments).
export const organisationModule = appModule('organisation', async (app, context) => {
  const organizations = createOrganizationService(context);
  const profiles = createProfileService(context);
  const departments = createDepartmentsService(context);
  const staff = createStaffService(context);
  const fields = createCustomFieldsService(context);
  const organizationTags = createTagsService(context);
  await app.register(profileRoutes, { prefix: '/api/profile', organizations, profiles });
  await app.register(departmentsRoutes, { prefix: '/api/profile', departments });
  await app.register(customFieldsRoutes, { prefix: '/api/profile', fields });
  await app.register(tagsRoutes, { prefix: '/api/profile', organizationTags });
  await app.register(staffRoutes, { prefix: '/api', staff, clock: context.clock });
});

// For search across everything.
export { searchStaff } from './staff-search.queries.js';
