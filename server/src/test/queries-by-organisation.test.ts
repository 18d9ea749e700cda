import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatUsers,
  feedback,
  invoiceEmails,
  invoices,
  logs,
  notifications,
  stakeholders,
  users,
} from '../db/schema/index.js';
import {
  chatUsersWithLastMessage,
  findMessageByClientId,
  listMessages,
  listStaffMessagesAfter,
  listTicketsOfChatUsers,
  markSeenUpTo,
  updateChatUser,
} from '../modules/chat/chat.queries.js';
import { listMediaOf } from '../modules/feedback/feedback.queries.js';
import {
  deleteInvoiceRow,
  findLiveStakeholderEmail,
  markEmailQueued,
  setNextReminders,
  takeEmailNumber,
  updateInvoiceRow,
} from '../modules/invoices/invoices.queries.js';
import {
  emailChoices,
  listNotificationRows,
  markRead,
  refreshUnreadNotice,
  unreadCountOf,
} from '../modules/notifications/notifications.queries.js';
import { markUserSetupComplete } from '../modules/organisation/organization.queries.js';
import { findUser, updateProfileRow } from '../modules/organisation/profile.queries.js';
import { deleteStaffRow, departmentNameOf, updateStaffRow } from '../modules/organisation/staff.queries.js';
import { listExportBatch } from '../modules/stakeholders/stakeholder-csv.queries.js';
import { prepareStakeholderDetailQueries } from '../modules/stakeholders/stakeholder-detail.queries.js';
import { updateLogRow } from '../modules/stakeholders/stakeholder-logs.queries.js';
import {
  countChanges,
  listChanges,
  listFiles,
  updateStakeholderRow,
} from '../modules/stakeholders/stakeholders.queries.js';
import { createLiveSessionLookup } from '../platform/auth/live-sessions.js';
import { hashToken } from '../platform/auth/secrets.js';
import {
  findMember,
  listMemberIdsMatching,
  listMembersByIds,
  listMembersByOrganizationAndId,
  memberIdsByEmail,
} from '../platform/staff/staff-directory.queries.js';
import {
  createConversation,
  createDepartment,
  createLog,
  createNotification,
  createSessionToken,
  createStakeholder,
  createStakeholderChange,
  createTeam,
  createTicket,
  createUser,
  type Team,
} from './factories.js';
import { submitFeedback } from './feedback.js';
import { invoiceBody, invoiceCalls } from './invoices.js';
import { createTestApp, type TestApp } from './test-app.js';

// docs/architecture.md, "Services": every query of an organisation's rows takes
// the organisation's id, and given another organisation's id it finds nothing.
let testApp: TestApp;
let ours: Team;
let theirs: Team;

beforeAll(async () => {
  testApp = await createTestApp();
  ours = await createTeam(testApp, 'Zenith Foods Ltd');
  theirs = await createTeam(testApp, 'Harbour Logistics');
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const stakeholderRow = async (id: string) => (await db().select().from(stakeholders).where(eq(stakeholders.id, id)))[0];
const logRow = async (id: string) => (await db().select().from(logs).where(eq(logs.id, id)))[0];
const invoiceRow = async (id: string) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0];
const notificationRow = async (id: string) =>
  (await db().select().from(notifications).where(eq(notifications.id, id)))[0];
const chatUserRow = async (id: string) => (await db().select().from(chatUsers).where(eq(chatUsers.id, id)))[0];
const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('queries of one organisation', () => {
  it("finds a feedback's images only with its own organisation", async () => {
    expect((await submitFeedback(testApp, ours.organization.id)).statusCode).toBe(201);
    const [sent] = await db().select().from(feedback).where(eq(feedback.organizationId, ours.organization.id));
    const feedbackId = sent?.id ?? '';

    expect(await listMediaOf(db(), { organizationId: ours.organization.id, feedbackId })).toHaveLength(1);
    expect(await listMediaOf(db(), { organizationId: theirs.organization.id, feedbackId })).toEqual([]);
  });

  it("neither edits nor deletes a member, nor names their department, given another organisation's id", async () => {
    const department = await createDepartment(db(), ours.organization.id, 'Billing');
    const member = await createUser(db(), { organizationId: ours.organization.id, role: 'support' });
    const wrong = { organizationId: theirs.organization.id, userId: member.id };

    const edited = await updateStaffRow(db(), wrong, {
      firstName: 'Mallory',
      lastName: 'Intruder',
      email: member.email,
      permissionType: 'manager',
      departmentId: null,
    });
    await deleteStaffRow(db(), wrong);

    expect(edited).toBeUndefined();
    expect(await userRow(member.id)).toMatchObject({ firstName: member.firstName, permissionType: 'support' });
    expect(await departmentNameOf(db(), { organizationId: theirs.organization.id, departmentId: department.id })).toBe(
      null,
    );
    expect(await departmentNameOf(db(), { organizationId: ours.organization.id, departmentId: department.id })).toBe(
      'Billing',
    );
  });

  it("neither reads nor changes a profile given another organisation's id", async () => {
    const member = await createUser(db(), { organizationId: ours.organization.id, role: 'executive' });
    await db().update(users).set({ orgSetupComplete: false }).where(eq(users.id, member.id));
    const wrong = { organizationId: theirs.organization.id, userId: member.id };

    expect(await findUser(db(), wrong)).toBeUndefined();
    expect(
      await updateProfileRow(db(), wrong, { firstName: 'Mallory', lastName: 'X', imageKey: null }),
    ).toBeUndefined();
    await markUserSetupComplete(db(), wrong);

    expect(await userRow(member.id)).toMatchObject({ firstName: member.firstName, orgSetupComplete: false });
    expect(await findUser(db(), { organizationId: ours.organization.id, userId: member.id })).toMatchObject({
      id: member.id,
    });
  });
});

describe('the staff directory', () => {
  it("finds no member by id, email or name given another organisation's id", async () => {
    const member = await createUser(db(), {
      organizationId: ours.organization.id,
      role: 'support',
      firstName: 'Kelechi',
      lastName: 'Adebayo',
      email: 'Kelechi.Adebayo@zenith.ng',
    });
    const inTheirs = { organizationId: theirs.organization.id };
    const inOurs = { organizationId: ours.organization.id };
    const byEmail = { emails: ['kelechi.adebayo@ZENITH.ng'] };
    const byName = { pattern: '%kelechi adebayo%' };

    expect(await findMember(db(), { ...inTheirs, userId: member.id })).toBeUndefined();
    expect(await listMembersByIds(db(), { ...inTheirs, ids: [member.id] })).toEqual([]);
    expect(await listMembersByOrganizationAndId(db(), [{ ...inTheirs, userId: member.id }])).toEqual([]);
    expect(await memberIdsByEmail(db(), { ...inTheirs, ...byEmail })).toEqual(new Map());
    expect(await listMemberIdsMatching(db(), { ...inTheirs, ...byName })).toEqual([]);

    expect(await findMember(db(), { ...inOurs, userId: member.id })).toEqual({
      id: member.id,
      firstName: 'Kelechi',
      lastName: 'Adebayo',
      email: 'Kelechi.Adebayo@zenith.ng',
    });
    expect(idsOf(await listMembersByIds(db(), { ...inOurs, ids: [member.id] }))).toEqual([member.id]);
    expect(idsOf(await listMembersByOrganizationAndId(db(), [{ ...inOurs, userId: member.id }]))).toEqual([member.id]);
    expect(await memberIdsByEmail(db(), { ...inOurs, ...byEmail })).toEqual(
      new Map([['kelechi.adebayo@zenith.ng', member.id]]),
    );
    expect(await listMemberIdsMatching(db(), { ...inOurs, ...byName })).toEqual([member.id]);
  });
});

describe('stakeholder queries of one organisation', () => {
  it("neither edits a record nor reads its changes and files, given another organisation's id", async () => {
    const record = await createStakeholder(db(), { organizationId: ours.organization.id });
    const { change, evidence } = await createStakeholderChange(db(), {
      organizationId: ours.organization.id,
      stakeholderId: record.id,
    });
    const detail = prepareStakeholderDetailQueries(db());
    const changeIds = [change.id];
    const theirKey = { organizationId: theirs.organization.id, stakeholderId: record.id };
    const ourKey = { organizationId: ours.organization.id, stakeholderId: record.id };

    await updateStakeholderRow(db(), theirKey, { name: 'Mallory Intruder', deletedAt: new Date() });

    expect(await stakeholderRow(record.id)).toMatchObject({ name: record.name, deletedAt: null });
    expect(await listChanges(db(), { ...theirKey, limit: 10, offset: 0 })).toEqual([]);
    expect(await countChanges(db(), theirKey)).toBe(0);
    expect(await listFiles(db(), { ...theirKey, changeIds })).toEqual([]);
    expect(await detail.changes({ ...theirKey, limit: 10 })).toEqual([]);
    expect(await detail.files({ ...theirKey, changeIds })).toEqual([]);

    expect(idsOf((await listChanges(db(), { ...ourKey, limit: 10, offset: 0 })).map((row) => row.change))).toEqual(
      changeIds,
    );
    expect(await countChanges(db(), ourKey)).toBe(1);
    expect(idsOf((await listFiles(db(), { ...ourKey, changeIds })).map((row) => row.file))).toEqual([evidence.id]);
    expect(idsOf((await detail.changes({ ...ourKey, limit: 10 })).map((row) => row.change))).toEqual(changeIds);
    expect(idsOf((await detail.files({ ...ourKey, changeIds })).map((row) => row.file))).toEqual([evidence.id]);
    await updateStakeholderRow(db(), ourKey, { name: 'Adaeze Okeke' });
    expect(await stakeholderRow(record.id)).toMatchObject({ name: 'Adaeze Okeke' });
  });

  it("does not edit a log given another organisation's id", async () => {
    const record = await createStakeholder(db(), { organizationId: ours.organization.id });
    const log = await createLog(db(), { organizationId: ours.organization.id, stakeholderId: record.id });

    await updateLogRow(db(), { organizationId: theirs.organization.id, logId: log.id }, { subject: 'Mallory' });
    expect(await logRow(log.id)).toMatchObject({ subject: log.subject, message: log.message });

    await updateLogRow(db(), { organizationId: ours.organization.id, logId: log.id }, { subject: 'Renewal, again' });
    expect(await logRow(log.id)).toMatchObject({ subject: 'Renewal, again' });
  });

  it("starts no export batch after another organisation's record", async () => {
    const older = new Date(Date.now() - 60_000);
    const theirRecord = await createStakeholder(db(), { organizationId: theirs.organization.id, createdAt: older });
    const ourRecord = await createStakeholder(db(), { organizationId: ours.organization.id });
    const theirBatch = (afterId?: string) =>
      listExportBatch(db(), { organizationId: theirs.organization.id, visibility: null, ...(afterId && { afterId }) });

    expect((await theirBatch()).map((row) => row.stakeholder.id)).toContain(theirRecord.id);
    expect(await theirBatch(ourRecord.id)).toEqual([]);
  });
});

describe('invoice queries of one organisation', () => {
  it("neither changes, numbers, marks emailed nor deletes an invoice given another organisation's id", async () => {
    const record = await createStakeholder(db(), { organizationId: ours.organization.id });
    const { id: invoiceId } = await invoiceCalls(testApp).created(ours.manager.token, invoiceBody(record.id));
    const before = await invoiceRow(invoiceId);
    const reminderAt = new Date('2026-01-24T08:00:00Z');
    const emailed = { emailNumber: 1, kind: 'invoice', queuedAt: new Date() };
    const theirKey = { organizationId: theirs.organization.id, invoiceId };

    await updateInvoiceRow(db(), theirKey, { customerTaxId: 'MALLORY-1', nextReminderAt: reminderAt });
    const theirSchedule = { organizationId: theirs.organization.id, schedule: [{ id: invoiceId, at: reminderAt }] };
    await setNextReminders(db(), theirSchedule);
    await expect(takeEmailNumber(db(), theirKey)).rejects.toThrow("not the organisation's");
    expect(await markEmailQueued(db(), { ...theirKey, ...emailed })).toBe(false);
    await deleteInvoiceRow(db(), theirKey);

    expect(await invoiceRow(invoiceId)).toEqual(before);
    expect(await db().select().from(invoiceEmails).where(eq(invoiceEmails.invoiceId, invoiceId))).toEqual([]);

    const ourKey = { organizationId: ours.organization.id, invoiceId };
    expect(await takeEmailNumber(db(), ourKey)).toBe((before?.emailsRequested ?? 0) + 1);
    expect(await markEmailQueued(db(), { ...ourKey, ...emailed })).toBe(true);
    await setNextReminders(db(), { ...theirSchedule, organizationId: ours.organization.id });
    await updateInvoiceRow(db(), ourKey, { customerTaxId: 'TIN-0421' });
    expect(await invoiceRow(invoiceId)).toMatchObject({ customerTaxId: 'TIN-0421', nextReminderAt: reminderAt });
    await deleteInvoiceRow(db(), ourKey);
    expect(await invoiceRow(invoiceId)).toBeUndefined();
  });

  it("does not read a stakeholder's email for an invoice given another organisation's id", async () => {
    const record = await createStakeholder(db(), { organizationId: ours.organization.id, emails: ['ada@example.ng'] });

    const inTheirs = { organizationId: theirs.organization.id, stakeholderId: record.id };
    const inOurs = { organizationId: ours.organization.id, stakeholderId: record.id };
    expect(await findLiveStakeholderEmail(db(), inTheirs)).toBeUndefined();
    expect(await findLiveStakeholderEmail(db(), inOurs)).toEqual({ email: 'ada@example.ng', taxId: null });
  });
});

describe('chat queries of one organisation', () => {
  it("neither reads a conversation nor changes it, given another organisation's id", async () => {
    const { chatUser, messages } = await createConversation(db(), { organizationId: ours.organization.id });
    const ticket = await createTicket(db(), { organizationId: ours.organization.id, chatUserId: chatUser.id });
    const { clientId } = messages[0]!;
    const { lastSequence } = chatUser;
    const window = { chatUserId: chatUser.id, from: 1, limit: 50 };
    const theirKey = { organizationId: theirs.organization.id, chatUserId: chatUser.id };
    const theirList = { organizationId: theirs.organization.id, chatUserIds: [chatUser.id] };

    expect(await findMessageByClientId(db(), { ...theirKey, clientId })).toBeUndefined();
    expect(await listMessages(db(), { ...window, organizationId: theirs.organization.id })).toEqual([]);
    expect(await listStaffMessagesAfter(db(), { ...theirKey, after: 0 })).toEqual([]);
    expect(await chatUsersWithLastMessage(db(), theirList)).toEqual([]);
    expect(await listTicketsOfChatUsers(db(), theirList)).toEqual([]);
    expect(await markSeenUpTo(db(), { ...theirKey, lastSequence })).toBe(false);
    await updateChatUser(db(), theirKey, { fullName: 'Mallory Intruder', emailedSequence: lastSequence });
    expect(await chatUserRow(chatUser.id)).toEqual(chatUser);

    const ourKey = { organizationId: ours.organization.id, chatUserId: chatUser.id };
    const ourList = { organizationId: ours.organization.id, chatUserIds: [chatUser.id] };
    expect(await findMessageByClientId(db(), { ...ourKey, clientId })).toMatchObject({ id: messages[0]!.id });
    expect(idsOf(await listMessages(db(), { ...window, organizationId: ours.organization.id }))).toEqual(
      idsOf(messages),
    );
    expect(idsOf(await listStaffMessagesAfter(db(), { ...ourKey, after: 1 }))).toEqual(idsOf(messages.slice(1)));
    expect((await chatUsersWithLastMessage(db(), ourList)).map((row) => row.chatUser.id)).toEqual([chatUser.id]);
    expect(idsOf(await listTicketsOfChatUsers(db(), ourList))).toEqual([ticket.id]);
    expect(await markSeenUpTo(db(), { ...ourKey, lastSequence })).toBe(true);
    await updateChatUser(db(), ourKey, { emailedSequence: lastSequence });
    expect(await chatUserRow(chatUser.id)).toMatchObject({ seen: true, emailedSequence: lastSequence });
  });
});

describe('notification queries of one organisation', () => {
  it("neither lists, counts, refreshes nor marks read a member's notices given another organisation's id", async () => {
    const member = await createUser(db(), { organizationId: ours.organization.id, role: 'support' });
    const notice = await createNotification(db(), { organizationId: ours.organization.id, userId: member.id });
    const { subjectId } = notice;
    const page = { unreadOnly: false, limit: 15, offset: 0 };
    const now = new Date();
    const theirKey = { organizationId: theirs.organization.id, userId: member.id };

    expect(await listNotificationRows(db(), { ...theirKey, ...page })).toEqual({ rows: [], count: 0, unreadCount: 0 });
    expect(await unreadCountOf(db(), theirKey)).toBe(0);
    const refreshed = { subjectId: subjectId!, values: { title: 'Mallory wrote in the chat' } };
    expect(await refreshUnreadNotice(db(), { ...theirKey, ...refreshed })).toBeUndefined();
    expect(await markRead(db(), { ...theirKey, ids: [notice.id], now })).toEqual([]);
    expect(await markRead(db(), { ...theirKey, ids: 'all', now })).toEqual([]);
    expect(await notificationRow(notice.id)).toEqual(notice);

    const ourKey = { organizationId: ours.organization.id, userId: member.id };
    expect(idsOf((await listNotificationRows(db(), { ...ourKey, ...page })).rows)).toEqual([notice.id]);
    expect(await refreshUnreadNotice(db(), { ...ourKey, ...refreshed })).toEqual({ id: notice.id, userId: member.id });
    expect(idsOf(await markRead(db(), { ...ourKey, ids: [notice.id], now }))).toEqual([notice.id]);
    expect(await unreadCountOf(db(), ourKey)).toBe(0);
  });

  it("reads no email choice of a member given another organisation's id", async () => {
    const member = await createUser(db(), { organizationId: ours.organization.id, role: 'support' });
    const asked = { userIds: [member.id], kind: 'ticket_assigned' as const };

    expect(await emailChoices(db(), { ...asked, organizationId: theirs.organization.id })).toEqual(new Map());
    expect(await emailChoices(db(), { ...asked, organizationId: ours.organization.id })).toEqual(
      new Map([[member.id, true]]),
    );
  });
});

describe('the session lookup', () => {
  it("carries who acts, never the user's password hash", async () => {
    const member = await createUser(db(), {
      organizationId: ours.organization.id,
      role: 'manager',
      password: 'Str0ng!pass',
    });
    const token = await createSessionToken(testApp, member.id);

    expect(member.passwordHash).toBeTruthy();
    const findLiveSession = createLiveSessionLookup(db());
    const session = await findLiveSession({ tokenHash: hashToken(token), now: testApp.clock.now() });

    expect(session?.user).toEqual({
      id: member.id,
      organizationId: ours.organization.id,
      permissionType: 'manager',
      orgOrigin: false,
      firstName: member.firstName,
      lastName: member.lastName,
    });
    expect(JSON.stringify(session)).not.toContain(member.passwordHash ?? 'no hash');
  });
});
