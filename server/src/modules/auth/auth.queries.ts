import type { OtpPurpose } from '@srm/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oneTimeCodes, organizations, userInvitations, users } from '../../db/schema/index.js';

export type { UserRow } from '../../db/schema/index.js';

export async function findUserByEmail(db: Database, email: string, { lock = false } = {}) {
  const query = db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  const [user] = lock ? await query.for('update') : await query;
  return user;
}

export async function insertOrganizationWithCreator(
  db: Database,
  input: { companyName: string; firstName: string; lastName: string; email: string },
) {
  const [organization] = await db
    .insert(organizations)
    .values({ name: input.companyName, email: input.email })
    .returning({ id: organizations.id });
  const [user] = await db
    .insert(users)
    .values({
      organizationId: organization!.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      permissionType: 'manager',
      orgOrigin: true,
    })
    .returning();
  return user!;
}

// An unfinished sign-up takes the names and business of the latest one.
export async function restartSignup(
  db: Database,
  input: { userId: string; organizationId: string; companyName: string; firstName: string; lastName: string },
) {
  await db.update(organizations).set({ name: input.companyName }).where(eq(organizations.id, input.organizationId));
  const [user] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName })
    .where(eq(users.id, input.userId))
    .returning();
  return user!;
}

// A new code replaces every earlier one of the same purpose.
export async function replaceOneTimeCode(
  db: Database,
  input: { userId: string; purpose: OtpPurpose; codeHash: string; now: Date; expiresAt: Date },
) {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: input.now })
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    codeHash: input.codeHash,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function findCurrentCode(db: Database, { userId, purpose }: { userId: string; purpose: OtpPurpose }) {
  const [code] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return code;
}

// Takes one try of the code if any is left; returns the tries used, or null when none was left.
export async function takeAttempt(db: Database, { codeId, maxAttempts }: { codeId: string; maxAttempts: number }) {
  const [code] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(and(eq(oneTimeCodes.id, codeId), lt(oneTimeCodes.failedAttempts, maxAttempts)))
    .returning({ failedAttempts: oneTimeCodes.failedAttempts });
  return code ? code.failedAttempts : null;
}

export async function giveAttemptBack(db: Database, codeId: string) {
  await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} - 1` })
    .where(eq(oneTimeCodes.id, codeId));
}

// Returns false when another request used the code first.
export async function consumeCode(db: Database, { codeId, now }: { codeId: string; now: Date }) {
  const consumed = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed.length === 1;
}

// A signed-in user's own password hash, to check the current password before a change.
export async function findPasswordHash(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  return row?.passwordHash ?? null;
}

export async function markEmailVerified(db: Database, userId: string) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

export async function setPasswordHash(
  db: Database,
  { userId, passwordHash }: { userId: string; passwordHash: string },
) {
  const [user] = await db
    .update(users)
    .set({ passwordHash, emailVerified: true })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

export async function insertInvitation(
  db: Database,
  input: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  // One live invitation per person: a resent link replaces the old one.
  await db
    .update(userInvitations)
    .set({ consumedAt: input.now })
    .where(and(eq(userInvitations.userId, input.userId), isNull(userInvitations.consumedAt)));
  await db.insert(userInvitations).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

// A live invitation of someone who has not chosen a password yet: once they
// have one (through the link or a reset), the link is spent.
export async function findLiveInvitation(db: Database, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const [row] = await db
    .select({ invitation: userInvitations, email: users.email })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .where(
      and(
        eq(userInvitations.tokenHash, tokenHash),
        isNull(userInvitations.consumedAt),
        gt(userInvitations.expiresAt, now),
        isNull(users.passwordHash),
      ),
    );
  return row && { ...row.invitation, email: row.email };
}

export async function consumeInvitation(db: Database, { invitationId, now }: { invitationId: string; now: Date }) {
  const consumed = await db
    .update(userInvitations)
    .set({ consumedAt: now })
    .where(and(eq(userInvitations.id, invitationId), isNull(userInvitations.consumedAt)))
    .returning({ id: userInvitations.id });
  return consumed.length === 1;
}

export async function consumeInvitationsOf(db: Database, { userId, now }: { userId: string; now: Date }) {
  await db
    .update(userInvitations)
    .set({ consumedAt: now })
    .where(and(eq(userInvitations.userId, userId), isNull(userInvitations.consumedAt)));
}
