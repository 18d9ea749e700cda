import { otpPurposes } from '@srm/contract';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { users } from './organisation.js';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

// Access tokens are opaque and stored hashed, so a session
// ends the moment its row is revoked (logout, password reset, user deletion).
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestampColumn('created_at').notNull(),
    lastUsedAt: timestampColumn('last_used_at').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const otpPurpose = pgEnum('otp_purpose', otpPurposes);

// Emailed 6-digit codes, kept only as a keyed hash; single use, short-lived,
// and dead after a few wrong tries.
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestampColumn('created_at').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    consumedAt: timestampColumn('consumed_at'),
  },
  (table) => [index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

// The link an invited staff member follows to choose a password.
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestampColumn('created_at').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    consumedAt: timestampColumn('consumed_at'),
  },
  (table) => [index('user_invitations_user_id_idx').on(table.userId)],
);
