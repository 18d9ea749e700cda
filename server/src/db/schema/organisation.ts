import { colorSchemes, countryOptions, permissionTypes, staffCountOptions } from '@srm/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

export const permissionType = pgEnum('permission_type', permissionTypes);
export const staffCount = pgEnum('staff_count', staffCountOptions);
export const country = pgEnum('country', countryOptions);
export const colorScheme = pgEnum('color_scheme', colorSchemes);

// docs/product.md#who-it-is-for: the tenant every other row belongs to.
export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  natureOfBusiness: text('nature_of_business'),
  staffCount: staffCount('staff_count'),
  country: country('country'),
  setupComplete: boolean('setup_complete').notNull().default(false),
  // docs/product.md#tickets: stakeholders are emailed about their tickets unless turned off.
  emailStakeholders: boolean('email_stakeholders').notNull().default(true),
  ...timestamps(),
});

// docs/product.md#organisation-staff-and-departments. Staff belong to at most one.
export const departments = pgTable(
  'departments',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    ...timestamps(),
  },
  (table) => [index('departments_organization_created_idx').on(table.organizationId, table.createdAt)],
);

// Staff (docs/product.md#accounts). A user signs in with their email
// alone, so emails are unique across organisations, compared case-insensitively.
export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    permissionType: permissionType('permission_type').notNull(),
    // Deleting a department leaves its staff without one ('Missing Field' on screen).
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    // The account creator: the organisation's super admin (docs/product.md#roles).
    orgOrigin: boolean('org_origin').notNull().default(false),
    orgSetupComplete: boolean('org_setup_complete').notNull().default(false),
    // The avatar's storage key (platform/storage); never a name the user chose.
    imageKey: text('image_key'),
    // docs/product.md#appearance: the member's own choice of light or dark screens.
    colorScheme: colorScheme('color_scheme').notNull().default('system'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_organization_id_idx').on(table.organizationId),
    index('users_department_id_idx').on(table.departmentId),
  ],
);

export type UserRow = typeof users.$inferSelect;

// docs/product.md#chat-by-email: when a member of staff last had the app open (a signed-in socket), written by the
// server copies as sockets come and go, and when one is found still open (platform/realtime/staff-presence.ts).
export const staffPresence = pgTable('staff_presence', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  lastOnlineAt: timestamp('last_online_at', { withTimezone: true }).notNull(),
});
