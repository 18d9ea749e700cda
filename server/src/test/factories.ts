import { randomUUID } from 'node:crypto';
import {
  deadlineFor,
  defaultSlaHours,
  dueSoonAt,
  type PermissionType,
  type SlaCategory,
  type StakeholderSensitivity,
  type StakeholderType,
  type TicketPriority,
  type TicketStatus,
} from '@srm/contract';
import type { Database } from '../db/client.js';
import { nextReference } from '../db/references.js';
import {
  chatMessages,
  chatUsers,
  departments,
  feedback,
  logs,
  notifications,
  organizations,
  sessions,
  stakeholderChanges,
  stakeholderFiles,
  stakeholders,
  tickets,
  users,
} from '../db/schema/index.js';
import { searchTextOf } from '../modules/stakeholders/stakeholder-columns.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { hashToken, newOpaqueToken } from '../platform/auth/secrets.js';
import type { TestApp } from './test-app.js';

// Data factories for server tests: rows as the product would have them,
// written straight to the database so each test sets up only what it needs.
export async function createOrganization(db: Database, name = 'Zenith Foods Ltd') {
  const [organization] = await db
    .insert(organizations)
    .values({ name, email: `hello+${randomUUID().slice(0, 8)}@zenith.ng`, setupComplete: true })
    .returning();
  return organization!;
}

export async function createUser(
  db: Database,
  input: {
    organizationId: string;
    role: PermissionType;
    email?: string;
    password?: string;
    orgOrigin?: boolean;
    firstName?: string;
    lastName?: string;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      organizationId: input.organizationId,
      firstName: input.firstName ?? 'Ada',
      lastName: input.lastName ?? (input.role === 'manager' ? 'Obi' : input.role === 'executive' ? 'Mensah' : 'Okafor'),
      email: input.email ?? `${input.role}.${randomUUID().slice(0, 8)}@zenith.ng`,
      permissionType: input.role,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      emailVerified: true,
      orgOrigin: input.orgOrigin ?? false,
      orgSetupComplete: true,
    })
    .returning();
  return user!;
}

// Someone who signed up and chose a password: their own organisation, able to log in.
export async function createAccountHolder(
  db: Database,
  { email, password, role = 'manager' }: { email: string; password: string; role?: PermissionType },
) {
  const organization = await createOrganization(db);
  return createUser(db, { organizationId: organization.id, role, email, password, orgOrigin: role === 'manager' });
}

export async function createDepartment(db: Database, organizationId: string, name = 'Customer Care') {
  const [department] = await db
    .insert(departments)
    .values({ organizationId, name, description: `${name}: first line for stakeholders` })
    .returning();
  return department!;
}

// A live session as login would create it; returns its bearer token.
export async function createSessionToken(testApp: TestApp, userId: string) {
  const token = newOpaqueToken();
  const now = testApp.clock.now();
  await testApp.database.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
  });
  return token;
}

// An organisation with one signed-in user of each role.
export async function createTeam(testApp: TestApp, name?: string) {
  const { db } = testApp.database;
  const organization = await createOrganization(db, name);
  const member = async (role: PermissionType, orgOrigin = false) => {
    const user = await createUser(db, { organizationId: organization.id, role, orgOrigin });
    return { user, token: await createSessionToken(testApp, user.id) };
  };
  return {
    organization,
    manager: await member('manager', true),
    executive: await member('executive'),
    support: await member('support'),
  };
}

export type Team = Awaited<ReturnType<typeof createTeam>>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// A live ticket as the create endpoint would leave it, with its SLA times from
// the given moment (default: now) and the default targets.
export async function createTicket(
  db: Database,
  input: {
    organizationId: string;
    handlerId?: string | null;
    createdAt?: Date;
    slaCategory?: SlaCategory;
    priority?: TicketPriority;
    status?: TicketStatus;
    title?: string;
    stakeholderName?: string;
    stakeholderEmail?: string;
    // The conversation it was made from.
    chatUserId?: string;
  },
) {
  const createdAt = input.createdAt ?? new Date();
  const slaCategory = input.slaCategory ?? 'standard';
  const dueAt = deadlineFor(createdAt, defaultSlaHours[slaCategory]);
  return db.transaction(async (tx) => {
    const { number, reference } = await nextReference(tx, input.organizationId, 'TCK');
    const [ticket] = await tx
      .insert(tickets)
      .values({
        organizationId: input.organizationId,
        number,
        reference,
        title: input.title ?? 'Invoice shows the wrong amount',
        description: 'The March invoice charges twice for the same delivery.',
        status: input.status ?? 'new',
        priority: input.priority ?? 'medium',
        slaCategory,
        handlerId: input.handlerId ?? null,
        stakeholderName: input.stakeholderName ?? 'Chidi Eze',
        stakeholderEmail: input.stakeholderEmail ?? 'chidi@example.ng',
        chatUserId: input.chatUserId ?? null,
        dueAt,
        dueSoonAt: dueSoonAt({ startsAt: createdAt, dueAt }),
        resolvedAt: input.status === 'resolved' ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    return ticket!;
  });
}

// A feedback as the public form would leave it, without images.
export async function createFeedback(
  db: Database,
  input: { organizationId: string; product?: string; subject?: string; createdAt?: Date },
) {
  const createdAt = input.createdAt ?? new Date();
  return db.transaction(async (tx) => {
    const { number, reference } = await nextReference(tx, input.organizationId, 'FBK');
    const [row] = await tx
      .insert(feedback)
      .values({
        organizationId: input.organizationId,
        number,
        reference,
        product: input.product ?? 'acadaboo',
        subject: input.subject ?? 'The app logs me out on every page',
        message: 'Since Monday the dashboard logs me out.',
        stakeholderName: 'Ngozi Okafor',
        stakeholderEmail: 'ngozi@example.ng',
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    return row!;
  });
}

// A live stakeholder record as the add form would leave it (a digital
// customer by default: a type that needs no account manager).
export async function createStakeholder(
  db: Database,
  input: {
    organizationId: string;
    type?: StakeholderType;
    name?: string;
    emails?: string[];
    phones?: string[];
    sensitivity?: StakeholderSensitivity | null;
    accountManagerId?: string;
    createdAt?: Date;
  },
) {
  const createdAt = input.createdAt ?? new Date();
  return db.transaction(async (tx) => {
    const { number, reference } = await nextReference(tx, input.organizationId, 'STK');
    const name = input.name ?? 'Adaeze Nwosu';
    const emails = input.emails ?? [`${randomUUID().slice(0, 8)}@example.ng`];
    const phones = input.phones ?? [];
    const [row] = await tx
      .insert(stakeholders)
      .values({
        organizationId: input.organizationId,
        number,
        reference,
        type: input.type ?? 'new_digital_customer_and_users',
        name,
        emails,
        phones,
        sensitivity: input.sensitivity ?? null,
        accountManagerId: input.accountManagerId ?? null,
        industryOrSector: 'technology',
        productServiceUsed: 'acadaboo',
        financialType: 'paying',
        address: '12 Marina, Lagos',
        contactPreference: 'email',
        searchText: searchTextOf({ name, email: emails, phone: phones }, reference),
        lastActivityAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    return row!;
  });
}

// A call logged with a stakeholder record.
export async function createLog(
  db: Database,
  input: { organizationId: string; stakeholderId: string; staffId?: string },
) {
  return db.transaction(async (tx) => {
    const { number, reference } = await nextReference(tx, input.organizationId, 'LOG');
    const [row] = await tx
      .insert(logs)
      .values({
        organizationId: input.organizationId,
        number,
        reference,
        stakeholderId: input.stakeholderId,
        type: 'call',
        subject: 'Renewal call',
        message: 'Agreed to renew in May.',
        staffId: input.staffId ?? null,
      })
      .returning();
    return row!;
  });
}

// An edit of a stakeholder record with its evidence image, as the edit form leaves them.
export async function createStakeholderChange(db: Database, input: { organizationId: string; stakeholderId: string }) {
  const [change] = await db
    .insert(stakeholderChanges)
    .values({ ...input, type: 'edited', changes: { name: { from: 'Adaeze Nwosu', to: 'Adaeze Okeke' } } })
    .returning();
  const [evidence] = await db
    .insert(stakeholderFiles)
    .values({
      ...input,
      changeId: change!.id,
      kind: 'evidence',
      fileKey: `${input.organizationId}/evidence/${randomUUID()}.png`,
      fileName: 'marriage-certificate.png',
      contentType: 'image/png',
      sizeBytes: 68,
      sha256: '0'.repeat(64),
    })
    .returning();
  return { change: change!, evidence: evidence! };
}

// A stakeholder's conversation as sends leave it: their question, then staff's
// replies, with its red dot still on for staff (`seen` false).
export async function createConversation(db: Database, input: { organizationId: string; replies?: number }) {
  const replies = input.replies ?? 2;
  const [chatUser] = await db
    .insert(chatUsers)
    .values({
      organizationId: input.organizationId,
      fullName: 'Chidi Eze',
      email: `chidi.${randomUUID().slice(0, 8)}@example.ng`,
      lastSequence: replies + 1,
      seen: false,
      verified: true,
    })
    .returning();
  const sent = (sequence: number, sender: 'stakeholder' | 'staff') => ({
    organizationId: input.organizationId,
    chatUserId: chatUser!.id,
    sequence,
    clientId: randomUUID(),
    sender,
    senderName: sender === 'staff' ? 'Ada Okafor' : 'Chidi Eze',
    body: sender === 'staff' ? `Reply ${sequence - 1}: we are checking the invoice.` : 'My invoice is wrong.',
  });
  const messages = await db
    .insert(chatMessages)
    .values([sent(1, 'stakeholder'), ...Array.from({ length: replies }, (_, index) => sent(index + 2, 'staff'))])
    .returning();
  return { chatUser: chatUser!, messages: messages.sort((a, b) => a.sequence - b.sequence) };
}

// An unread notice to a member about a record (a conversation, by default).
export async function createNotification(
  db: Database,
  input: { organizationId: string; userId: string; subjectId?: string },
) {
  const [row] = await db
    .insert(notifications)
    .values({
      ...input,
      kind: 'chat_message',
      title: 'Chidi Eze wrote in the chat',
      body: 'My invoice is wrong.',
      link: '/chat',
      subjectId: input.subjectId ?? randomUUID(),
      createdAt: new Date(),
    })
    .returning();
  return row!;
}
