import { randomUUID } from 'node:crypto';
import { type ChatSessionReceipt, lagosDay, type PermissionType } from '@srm/contract';
import { eq, inArray } from 'drizzle-orm';
import { feedbackProducts, sessions, users } from '../../db/schema/index.js';
import { createInvoiceLinks } from '../../modules/invoices/public-invoice-links.js';
import { createTicketLinks } from '../../modules/tickets/public-ticket-links.js';
import { hashToken } from '../../platform/auth/secrets.js';
import { newFileKey } from '../../platform/storage/file-storage.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import {
  bearer,
  createDepartment,
  createFeedback,
  createLog,
  createOrganization,
  createSessionToken,
  createStakeholder,
  createTicket,
  createUser,
} from '../factories.js';
import { pngImage } from '../images.js';
import type { TestApp } from '../test-app.js';
import { fuzzPassword } from './examples.js';

export type OrgKey = 'alpha' | 'bravo';
export const orgKeys: OrgKey[] = ['alpha', 'bravo'];
const roles: PermissionType[] = ['manager', 'executive', 'support'];

// A member of staff the fuzz acts as; their session is renewed whenever a request ends it.
export interface StaffActor {
  org: OrgKey;
  role: PermissionType;
  userId: string;
  token: string;
}
export type Actor = StaffActor | { org: null; role: 'anonymous' };

// What one organisation is made of, as the fuzz knows it: everything its answers
// may show, and nothing another organisation's answers may.
export interface FuzzOrg {
  key: OrgKey;
  id: string;
  // A word in every name and title seeded for this organisation; no answer to another's staff may
  // hold it. Emails carry none: requests send other organisations' emails on purpose, and a
  // member may well store one.
  marker: string;
  ids: Set<string>;
  emails: Set<string>;
  references: Set<string>;
  chatTokens: Set<string>;
  chatUserIds: Set<string>;
  ticketTokens: Set<string>;
  invoiceTokens: Set<string>;
  fileUrls: Set<string>;
  stakeholderIds: string[];
}

export interface FuzzWorld {
  orgs: Record<OrgKey, FuzzOrg>;
  actors: StaffActor[];
}

const markers: Record<OrgKey, string> = { alpha: 'qalphamarkz', bravo: 'qbravomarkz' };

async function seedOrganization(testApp: TestApp, key: OrgKey): Promise<FuzzOrg> {
  const { db } = testApp.database;
  const marker = markers[key];
  const organization = await createOrganization(db, `${marker} Holdings Ltd`);
  const org: FuzzOrg = {
    key,
    id: organization.id,
    marker,
    ids: new Set([organization.id]),
    emails: new Set([organization.email]),
    references: new Set(),
    chatTokens: new Set(),
    chatUserIds: new Set(),
    ticketTokens: new Set(),
    invoiceTokens: new Set(),
    fileUrls: new Set(),
    stakeholderIds: [],
  };
  for (const name of ['Care', 'Billing']) {
    org.ids.add((await createDepartment(db, org.id, `${name} ${marker}`)).id);
  }
  for (const [position, sensitivity] of [null, 'confidential', 'most_confidential'].entries()) {
    const email = `${key}.record${position}@example.ng`;
    const record = await createStakeholder(db, {
      organizationId: org.id,
      name: `Record ${marker} ${position}`,
      emails: [email],
      phones: [`80312345${String(position).padStart(2, '0')}`],
      sensitivity: sensitivity as 'confidential' | null,
      type: sensitivity ? 'new_client' : 'new_digital_customer_and_users',
    });
    org.ids.add(record.id);
    org.stakeholderIds.push(record.id);
    org.emails.add(email);
    org.references.add(record.reference);
    org.ids.add((await createLog(db, { organizationId: org.id, stakeholderId: record.id })).id);
  }
  for (const row of await db
    .select({ id: feedbackProducts.id })
    .from(feedbackProducts)
    .where(eq(feedbackProducts.organizationId, org.id))) {
    org.ids.add(row.id);
  }
  for (const subject of ['Login fails', 'Slow pages']) {
    const feedback = await createFeedback(db, { organizationId: org.id, subject: `${subject} ${marker}` });
    org.ids.add(feedback.id);
    org.references.add(feedback.reference);
  }
  const fileKey = newFileKey({ organizationId: org.id, kind: 'avatars', extension: 'png' });
  await testApp.storage.save({ key: fileKey, bytes: pngImage(), contentType: 'image/png' });
  org.fileUrls.add(createFileUrls({ secretKey: testApp.config.SECRET_KEY, clock: testApp.clock }).urlFor(fileKey));
  return org;
}

async function addStaff(testApp: TestApp, org: FuzzOrg, role: PermissionType): Promise<StaffActor> {
  const email = `${role}.${org.key}.${randomUUID().slice(0, 6)}@zenith.ng`;
  const user = await createUser(testApp.database.db, {
    organizationId: org.id,
    role,
    email,
    orgOrigin: role === 'manager',
    // The password examples.ts logs in and changes passwords with.
    password: fuzzPassword,
    firstName: 'Ada',
    lastName: `${role} ${org.marker}`,
  });
  org.ids.add(user.id);
  org.emails.add(email);
  return { org: org.key, role, userId: user.id, token: await createSessionToken(testApp, user.id) };
}

// Tickets with the links their stakeholder's emails carry, and an invoice and two
// conversations made through the API, as the product makes them.
async function seedThroughApi(testApp: TestApp, org: FuzzOrg, manager: StaffActor, support: StaffActor) {
  const links = createTicketLinks(testApp);
  for (const status of [undefined, undefined, undefined, 'resolved', 'resolved'] as const) {
    const ticket = await createTicket(testApp.database.db, {
      organizationId: org.id,
      handlerId: support.userId,
      createdAt: testApp.clock.now(),
      title: `Invoice wrong ${org.marker}`,
      stakeholderName: `Caller ${org.marker}`,
      stakeholderEmail: `${org.key}.record0@example.ng`,
      ...(status && { status }),
    });
    org.ids.add(ticket.id);
    org.references.add(ticket.reference);
    const url = links.urlFor(ticket);
    org.ticketTokens.add(url.slice(url.lastIndexOf('/') + 1));
  }
  const invoice = await testApp.app.inject({
    method: 'POST',
    url: '/api/invoice/create-invoice/',
    headers: bearer(manager.token),
    payload: {
      stakeholder: org.stakeholderIds[0],
      plan: 'prime_wave',
      number_of_months: 3,
      number_of_employees: 12,
      discount_type: 'percentage',
      discount_value: 10,
      tax_rate: 7.5,
      due_date: '2030-01-31',
      send_status: 'draft',
    },
  });
  if (invoice.statusCode !== 200) throw new Error(`could not create an invoice: ${invoice.body}`);
  const draft = invoice.json<{ id: string; stakeholder: { id: string } }>();
  org.ids.add(draft.id);
  // The link a sent invoice's email carries (a draft's opens nothing).
  const sent = await testApp.app.inject({
    method: 'POST',
    url: `/api/invoice/send-invoice/${draft.id}/`,
    headers: bearer(manager.token),
  });
  if (sent.statusCode !== 200) throw new Error(`could not send an invoice: ${sent.body}`);
  const invoiceUrl = createInvoiceLinks(testApp).urlFor({ id: draft.id, stakeholderId: draft.stakeholder.id });
  org.invoiceTokens.add(invoiceUrl.slice(invoiceUrl.lastIndexOf('/') + 1));
  // A payment on it, so the receipt and reversal paths have one of the organisation's to name.
  const paid = await testApp.app.inject({
    method: 'POST',
    url: `/api/invoice/record-payment/${draft.id}/`,
    headers: bearer(manager.token),
    payload: { amount: 1, date: lagosDay(testApp.clock.now()), method: 'cash' },
  });
  if (paid.statusCode !== 200) throw new Error(`could not record a payment: ${paid.body}`);
  for (const payment of paid.json<{ payments: { id: string }[] }>().payments) org.ids.add(payment.id);
  for (const who of ['first', 'second']) {
    const started = await testApp.app.inject({
      method: 'POST',
      url: `/api/chat/start/${org.id}/`,
      payload: { name: `Visitor ${org.marker}`, email: `${who}.${org.key}@example.ng` },
      remoteAddress: `10.9.${org.key === 'alpha' ? 1 : 2}.${who === 'first' ? 1 : 2}`,
    });
    if (started.statusCode !== 201) throw new Error(`could not start a chat: ${started.body}`);
    const receipt = started.json<ChatSessionReceipt>();
    org.chatTokens.add(receipt.chat_token);
    org.chatUserIds.add(receipt.roomId);
    org.ids.add(receipt.roomId);
  }
}

// Two organisations with the same kinds of records, each marked, and one member
// of each role in each.
export async function seedFuzzWorld(testApp: TestApp): Promise<FuzzWorld> {
  const orgs = {} as Record<OrgKey, FuzzOrg>;
  const actors: StaffActor[] = [];
  for (const key of orgKeys) {
    const org = await seedOrganization(testApp, key);
    orgs[key] = org;
    const members = [];
    for (const role of roles) members.push(await addStaff(testApp, org, role));
    actors.push(...members);
    await seedThroughApi(testApp, org, members[0]!, members[2]!);
  }
  return { orgs, actors };
}

// A request may log an actor out, change their password, demote or delete them:
// each actor is put back as they were (a new member if need be, with a new session).
export async function restoreActors(testApp: TestApp, world: FuzzWorld) {
  const { db } = testApp.database;
  const live = await db
    .select({ tokenHash: sessions.tokenHash, role: users.permissionType, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      inArray(
        sessions.tokenHash,
        world.actors.map((actor) => hashToken(actor.token)),
      ),
    );
  const fine = new Set(live.filter((row) => !row.revokedAt).map((row) => `${row.tokenHash}:${row.role}`));
  let restored = 0;
  for (const [position, actor] of world.actors.entries()) {
    if (fine.has(`${hashToken(actor.token)}:${actor.role}`)) continue;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, actor.userId));
    if (user) {
      await db
        .update(users)
        .set({ permissionType: actor.role, orgOrigin: actor.role === 'manager' })
        .where(eq(users.id, actor.userId));
      actor.token = await createSessionToken(testApp, actor.userId);
    } else {
      world.actors[position] = await addStaff(testApp, world.orgs[actor.org], actor.role);
    }
    restored += 1;
  }
  return restored;
}
