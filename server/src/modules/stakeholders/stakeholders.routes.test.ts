import {
  messages,
  type Stakeholder,
  type StakeholderDetail,
  type StakeholderHistoryPage,
  type StakeholderPage,
  type StakeholderType,
  stakeholderRequiredFields,
} from '@srm/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stakeholderChanges, stakeholderFiles, stakeholders, ticketActivity } from '../../db/schema/index.js';
import {
  bearer,
  createFeedback,
  createStakeholder,
  createTeam,
  createTicket,
  type Team,
} from '../../test/factories.js';
import { pngImage, svgImage } from '../../test/images.js';
import { multipartForm } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
});
afterAll(() => testApp.close());

// A complete record of each type, as the add form sends it.
const recordOf = (type: StakeholderType): Record<string, unknown> => {
  const contact = { address: '12 Marina, Lagos', contact_preference: 'email', email: ['ada@zenith.ng'] };
  switch (type) {
    case 'new_client':
      return {
        type,
        name: 'Zenith Bank',
        legal_status: 'individual_name',
        category: 'vip',
        business_status: 'active',
        nature_of_service: 'Payroll',
        primary_entity_at_antigravity: 'antigravity_group_ltd',
        strategic_account_manager: team.executive.user.id,
        sensitivity: 'confidential',
        ...contact,
      };
    case 'new_customer':
      return {
        type,
        name: 'Dangote Foods',
        legal_status: 'individual_name',
        category: 'regular',
        industry_or_sector: 'retail',
        business_status: 'prospective',
        form_of_commercial_business: 'product',
        details: 'Flour and sugar',
        primary_entity_at_antigravity: 'iau_partners',
        strategic_account_manager: team.executive.user.id,
        sensitivity: 'confidential',
        ...contact,
      };
    case 'new_digital_customer_and_users':
      return {
        type,
        name: 'Tolu Bakare',
        product_service_used: 'acadaboo',
        financial_type: 'paying',
        industry_or_sector: 'technology',
        ...contact,
      };
    case 'others':
      return {
        type,
        name: 'Lagos State Ministry',
        relationship_details: 'Regulator',
        stakeholderType: 'type_1',
        industry_or_sector: 'other',
        strategic_account_manager: team.manager.user.id,
        ...contact,
      };
  }
};

const create = (payload: object, token = team.manager.token) =>
  testApp.app.inject({ method: 'POST', url: '/api/profile/create-stakeholder/', payload, headers: bearer(token) });
const update = (id: string, form: ReturnType<typeof multipartForm>, token = team.manager.token) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/profile/update-stakeholder/${id}/`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
const detailOf = async (id: string) =>
  (
    await testApp.app.inject({ url: `/api/profile/get-stakeholders/${id}/`, headers: bearer(team.manager.token) })
  ).json() as StakeholderDetail;
const historyOf = async (id: string) =>
  (
    await testApp.app.inject({
      url: `/api/profile/get-stakeholder-history/${id}/`,
      headers: bearer(team.manager.token),
    })
  ).json() as StakeholderHistoryPage;
const created = async (payload: object) => {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Stakeholder;
};

describe('adding a stakeholder', () => {
  it.each(['new_client', 'new_customer', 'new_digital_customer_and_users', 'others'] as const)(
    'adds a %s with its reference and a created entry',
    async (type) => {
      const record = await created(recordOf(type));
      expect(record).toMatchObject({ type, name: recordOf(type).name, email: ['ada@zenith.ng'] });
      expect(record.reference).toMatch(/^STK-\d{6}$/);
      const history = await historyOf(record.id);
      expect(history.results).toEqual([
        expect.objectContaining({ type: 'created', author: expect.objectContaining({ id: team.manager.user.id }) }),
      ]);
      expect(history.results[0]!.changes.name).toEqual({ from: null, to: record.name });
    },
  );

  it.each(
    (['new_client', 'new_customer', 'new_digital_customer_and_users', 'others'] as const).flatMap((type) =>
      stakeholderRequiredFields[type].map((field) => [type, field] as const),
    ),
  )('refuses a %s without its %s, saying which', async (type, field) => {
    const response = await create({ ...recordOf(type), [field]: '' });
    expect(response.statusCode).toBe(422);
    const words = field
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replaceAll('_', ' ')
      .toLowerCase();
    expect(response.json().errors[field]).toBe(`Please fill in the ${words}.`);
    expect(response.json().detail).toBe(messages.stakeholderAddInvalid);
  });

  it.each(['new_client', 'new_customer', 'new_digital_customer_and_users', 'others'] as const)(
    'makes a %s without a chosen sensitivity normal',
    async (type) => {
      const { sensitivity: _chosen, ...unchosen } = recordOf(type);
      expect((await created(unchosen)).sensitivity).toBe('normal');
    },
  );

  it('keeps phones as their 10 digits and emails lower-cased, and drops fields of other types and empty ones', async () => {
    const record = await created({
      ...recordOf('others'),
      contact_preference: 'Email And Phone',
      email: 'Ngozi@Example.NG, ngozi.o@example.ng',
      phone: ['0803 123 4567', '+234 805-000-1111'],
      legal_status: 'company',
      financial_type: 'paying',
      contract_terms: '   ',
    });
    expect(record).toMatchObject({
      contact_preference: 'email_and_phone',
      email: ['ngozi@example.ng', 'ngozi.o@example.ng'],
      phone: ['8031234567', '8050001111'],
      legal_status: null,
      financial_type: null,
      contract_terms: null,
    });
  });

  // Request Payment shows the record's first phone: every usual spelling is kept whole, never a digit short.
  it.each(['08035551234', '+2348035551234', '0803 555 1234'])(
    "keeps the phone typed '%s' as all ten digits, as the record's page gives it",
    async (typed) => {
      const record = await created({ ...recordOf('others'), contact_preference: 'phone', phone: [typed] });
      expect((await detailOf(record.id)).phone).toEqual(['8035551234']);
    },
  );

  it.each([
    ['email', { email: ['not-an-email'] }, 'email', messages.stakeholderEmailsInvalid],
    ['phone', { phone: ['12345'] }, 'phone', messages.stakeholderPhonesInvalid],
    ['phone', { phone: [] }, 'phone', messages.stakeholderPhonesInvalid],
    ['email_and_phone', { phone: ['0803 123 4567'], email: [] }, 'email', messages.stakeholderEmailsAndPhonesInvalid],
  ])('with contact preference %s, refuses %o', async (preference, contacts, field, message) => {
    const response = await create({ ...recordOf('others'), contact_preference: preference, ...contacts });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });

  it.each(['business_name', 'company', 'government_agency', 'npo'])(
    'asks a %s for a valid contact person email, and keeps the contact person',
    async (legalStatus) => {
      const base = { ...recordOf('new_client'), legal_status: legalStatus };
      const refused = await create({ ...base, contact_person_email: 'not-an-email' });
      expect(refused.json().errors.contact_person_email).toBe(messages.contactPersonEmailInvalid);
      const record = await created({ ...base, contact_person_name: 'Bola', contact_person_email: 'Bola@Zenith.ng' });
      expect(record).toMatchObject({ contact_person_name: 'Bola', contact_person_email: 'bola@zenith.ng' });
    },
  );

  it('refuses an executive a sensitivity that would hide the record from them', async () => {
    const response = await create({ ...recordOf('new_client'), sensitivity: 'restricted' }, team.executive.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.sensitivity).toBe(messages.sensitivityAboveYours);
    expect(
      (await create({ ...recordOf('new_client'), sensitivity: 'confidential' }, team.executive.token)).statusCode,
    ).toBe(200);
  });

  it('refuses an account manager of another organisation', async () => {
    const other = await createTeam(testApp, 'Other Org');
    const response = await create({ ...recordOf('others'), strategic_account_manager: other.manager.user.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.strategic_account_manager).toBe(messages.accountManagerNotInOrganization);
  });

  it('keeps KYC images sent with a multipart form', async () => {
    const { type, name, ...rest } = recordOf('new_digital_customer_and_users');
    const form = multipartForm({
      fields: {
        type: String(type),
        name: String(name),
        ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
      },
      files: [{ field: 'kyc_bvn', filename: 'bvn.png', content: pngImage(), type: 'image/png' }],
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/create-stakeholder/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(team.executive.token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json() as Stakeholder;
    expect(record.kyc_documents).toEqual([
      expect.objectContaining({ kind: 'bvn', file_name: 'bvn.png', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
  });
});

describe('editing a stakeholder', () => {
  it('records exactly the changed fields with their evidence, and nothing for an edit that changes nothing', async () => {
    const record = await created(recordOf('new_customer'));
    const image = pngImage();
    const response = await update(
      record.id,
      multipartForm({
        fields: { category: 'VIP', details: 'Flour, sugar and salt', name: record.name, business_status: '' },
        files: [{ field: 'evidence', filename: 'letter.png', content: image, type: 'image/png' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      category: 'vip',
      details: 'Flour, sugar and salt',
      business_status: 'prospective',
    });
    const [edit] = (await historyOf(record.id)).results;
    expect(edit).toMatchObject({
      type: 'edited',
      changes: {
        category: { from: 'regular', to: 'vip' },
        details: { from: 'Flour and sugar', to: 'Flour, sugar and salt' },
      },
    });
    expect(Object.keys(edit!.changes)).toHaveLength(2);
    expect(edit!.evidence).toEqual([expect.objectContaining({ file_name: 'letter.png', size: image.length })]);

    const db = testApp.database.db;
    const countRows = async () => ({
      changes: (await db.select().from(stakeholderChanges).where(eq(stakeholderChanges.stakeholderId, record.id)))
        .length,
      files: (await db.select().from(stakeholderFiles).where(eq(stakeholderFiles.stakeholderId, record.id))).length,
    });
    const before = await countRows();
    const unchanged = await update(
      record.id,
      multipartForm({
        fields: { category: 'vip', details: 'Flour, sugar and salt' },
        files: [{ field: 'evidence', filename: 'again.png', content: pngImage(), type: 'image/png' }],
      }),
    );
    expect(unchanged.statusCode).toBe(200);
    expect(await countRows()).toEqual(before);
  });

  it('shows the account manager by name in the history', async () => {
    const record = await created(recordOf('others'));
    await update(record.id, multipartForm({ fields: { strategic_account_manager: team.executive.user.id } }));
    const [edit] = (await historyOf(record.id)).results;
    const name = (user: Team['manager']['user']) => `${user.firstName} ${user.lastName}`;
    expect(edit!.changes.strategic_account_manager).toEqual({
      from: name(team.manager.user),
      to: name(team.executive.user),
    });
  });

  it('refuses an edit that would break the rules of its type, and images that are not images', async () => {
    const record = await created(recordOf('others'));
    const broken = await update(record.id, multipartForm({ fields: { contact_preference: 'phone' } }));
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({
      detail: messages.stakeholderEditInvalid,
      errors: { phone: messages.stakeholderPhonesInvalid },
    });
    const svg = await update(
      record.id,
      multipartForm({
        fields: { name: 'New name' },
        files: [{ field: 'evidence', filename: 'x.png', content: svgImage(), type: 'image/png' }],
      }),
    );
    expect(svg.statusCode).toBe(400);
    expect((await detailOf(record.id)).name).toBe(record.name);
  });

  it('refuses to rewrite or remove a change entry', async () => {
    const record = await created(recordOf('others'));
    const db = testApp.database.db;
    await expect(
      db.update(stakeholderChanges).set({ changes: {} }).where(eq(stakeholderChanges.stakeholderId, record.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(stakeholderChanges).where(eq(stakeholderChanges.stakeholderId, record.id)),
    ).rejects.toThrow();
  });
});

describe('one view of a stakeholder', () => {
  it('gathers the tickets and feedback of every email, its logs and changes', async () => {
    const record = await created({ ...recordOf('others'), email: ['first@zenith.ng', 'second@zenith.ng'] });
    const organizationId = team.organization.id;
    const db = testApp.database.db;
    await createTicket(db, { organizationId, stakeholderEmail: 'first@zenith.ng' });
    await createTicket(db, { organizationId, stakeholderEmail: 'second@zenith.ng' });
    await createTicket(db, { organizationId, stakeholderEmail: 'someone@else.ng' });
    await createFeedback(db, { organizationId });
    const log = await testApp.app.inject({
      method: 'POST',
      url: `/api/profile/create-log/${record.id}/`,
      payload: { subject: 'Renewal call', type: 'Call', message: 'Agreed to renew in May.' },
      headers: bearer(team.support.token),
    });
    expect(log.statusCode, log.body).toBe(200);
    const detail = await detailOf(record.id);
    expect(detail.tickets.map((ticket) => ticket.stakeholder.email).sort()).toEqual([
      'first@zenith.ng',
      'second@zenith.ng',
    ]);
    expect(detail.feedback).toEqual([]);
    expect(detail.logs).toEqual([expect.objectContaining({ subject: 'Renewal call', type: 'call' })]);
    expect(detail.changes).toHaveLength(1);
  });

  it('moves the latest activity when a ticket arrives from one of its emails', async () => {
    const record = await created({ ...recordOf('others'), email: ['activity@zenith.ng'] });
    const later = new Date(Date.parse(record.last_activity_at) + 60_000);
    await createTicket(testApp.database.db, {
      organizationId: team.organization.id,
      stakeholderEmail: 'activity@zenith.ng',
      createdAt: later,
    });
    expect((await detailOf(record.id)).last_activity_at).toBe(later.toISOString());
  });
});

describe('the list', () => {
  it('finds a record by name, reference, any email and any phone typed any way', async () => {
    const record = await created({
      ...recordOf('others'),
      name: 'Ebube Okonkwo',
      contact_preference: 'email_and_phone',
      email: ['ebube@zenith.ng', 'accounts@ebube.ng'],
      phone: ['0809 876 5432'],
    });
    for (const search of [
      'ebube okon',
      record.reference,
      'ACCOUNTS@ebube',
      '0809 876',
      '+234 809-876-5432',
      '8098765',
    ]) {
      const response = await testApp.app.inject({
        url: `/api/profile/get-stakeholders/?search=${encodeURIComponent(search)}`,
        headers: bearer(team.manager.token),
      });
      const page = response.json() as StakeholderPage;
      expect(
        page.stakeholder_data.map((row) => row.id),
        search,
      ).toContain(record.id);
    }
  });

  it('filters by type and counts exactly', async () => {
    const response = await testApp.app.inject({
      url: '/api/profile/get-stakeholders/?type=new_client&page_size=100',
      headers: bearer(team.manager.token),
    });
    const page = response.json() as StakeholderPage;
    expect(page.stakeholder_data.every((row) => row.type === 'new_client')).toBe(true);
    const [{ count }] = (
      await testApp.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from stakeholders where organization_id = ${team.organization.id} and type = 'new_client' and deleted_at is null`,
      )
    ).rows as [{ count: number }];
    expect(page.count).toBe(count);
  });
});

describe('deleting a stakeholder', () => {
  it('takes it out of every list, keeps its history, and leaves its tickets an entry with what it said', async () => {
    const record = await created({ ...recordOf('others'), name: 'Gone Ltd', email: ['gone@zenith.ng'] });
    const ticket = await createTicket(testApp.database.db, {
      organizationId: team.organization.id,
      stakeholderEmail: 'gone@zenith.ng',
    });
    const executiveTry = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/profile/delete-stakeholder/${record.id}/`,
      headers: bearer(team.executive.token),
    });
    expect(executiveTry.statusCode).toBe(403);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/profile/delete-stakeholder/${record.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(response.json()).toEqual({ detail: messages.stakeholderDeleted });
    const gone = await testApp.app.inject({
      url: `/api/profile/get-stakeholders/${record.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(gone.statusCode).toBe(404);
    const db = testApp.database.db;
    const [row] = await db.select().from(stakeholders).where(eq(stakeholders.id, record.id));
    expect(row!.deletedAt).not.toBeNull();
    const changes = await db.select().from(stakeholderChanges).where(eq(stakeholderChanges.stakeholderId, record.id));
    expect(changes.map((change) => change.type).sort()).toEqual(['created', 'deleted']);
    const entries = await db.select().from(ticketActivity).where(eq(ticketActivity.ticketId, ticket.id));
    expect(entries).toEqual([
      expect.objectContaining({
        type: 'stakeholder_deleted',
        changes: expect.objectContaining({
          reference: { from: record.reference, to: null },
          name: { from: 'Gone Ltd', to: null },
        }),
      }),
    ]);
  });
});

describe('stakeholders who sent feedback', () => {
  it('lists the records one of whose emails sent feedback, as the reader may see them', async () => {
    const other = await createTeam(testApp, 'Feedback Org');
    const db = testApp.database.db;
    const organizationId = other.organization.id;
    const sender = await createStakeholder(db, {
      organizationId,
      name: 'Ngozi Okafor',
      emails: ['x@y.ng', 'ngozi@example.ng'],
    });
    await createStakeholder(db, { organizationId, name: 'Quiet Ltd', emails: ['quiet@example.ng'] });
    const hidden = await createStakeholder(db, {
      organizationId,
      name: 'Hidden',
      emails: ['ngozi@example.ng'],
      sensitivity: 'restricted',
    });
    await createFeedback(db, { organizationId });
    const listFor = async (token: string) =>
      (
        await testApp.app.inject({ url: '/api/profile/feedback-stakeholders/', headers: bearer(token) })
      ).json() as StakeholderPage;
    expect((await listFor(other.manager.token)).stakeholder_data.map((row) => row.id).sort()).toEqual(
      [sender.id, hidden.id].sort(),
    );
    const forSupport = await listFor(other.support.token);
    expect(forSupport.stakeholder_data.map((row) => row.id)).toEqual([sender.id]);
    expect(forSupport.count).toBe(1);
  });
});
