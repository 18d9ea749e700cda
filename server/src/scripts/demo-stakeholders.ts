import { createHash } from 'node:crypto';
import type { StakeholderValues } from '@srm/contract';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { nextReference } from '../db/references.js';
import { logs, stakeholderChanges, stakeholderFiles, stakeholders, type UserRow } from '../db/schema/index.js';
import { changedFields, rowValuesOf, searchTextOf } from '../modules/stakeholders/stakeholder-columns.js';
import { type FileStorage, newFileKey } from '../platform/storage/file-storage.js';
import { demoScanPng } from './demo-image.js';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

type DemoRecord = StakeholderValues & { type: (typeof stakeholders.$inferInsert)['type']; name: string };

const contact = (email: string, phone?: string) => ({
  address_type: 'street' as const,
  contact_preference: phone ? ('email_and_phone' as const) : ('email' as const),
  email: [email],
  ...(phone ? { phone: [phone] } : {}),
});

// Two records of each type and every sensitivity. Their emails are those the
// demo tickets and feedback were sent from, so each record gathers them.
const demoRecords = (managerId: (index: number) => string): DemoRecord[] => [
  {
    type: 'new_client',
    name: 'Shoprite Ikeja',
    legal_status: 'company',
    category: 'vip',
    industry_or_sector: 'retail',
    business_status: 'active',
    nature_of_service: 'Weekly supply of packaged foods to the Ikeja store',
    primary_entity_at_antigravity: 'antigravity_group_ltd',
    strategic_account_manager: managerId(0),
    sensitivity: 'confidential',
    address: '12 Obafemi Awolowo Way, Ikeja, Lagos',
    contact_person_name: 'Chidi Eze',
    contact_person_title: 'Store Manager',
    contact_person_email: 'chidi.eze@shoprite-ikeja.ng',
    contract_start_date: '2025-01-01',
    contract_end_date: '2026-12-31',
    contract_renewal_date: '2026-11-30',
    contract_terms: 'Net 30 payment; deliveries twice a week.',
    ...contact('chidi.eze@shoprite-ikeja.ng', '8031234501'),
  },
  {
    type: 'new_client',
    name: 'Kano Traders Co-operative',
    legal_status: 'npo',
    category: 'regular',
    business_status: 'prospective',
    nature_of_service: 'Bulk grain purchasing for member traders',
    primary_entity_at_antigravity: 'nextgen_aspire_agro_partners_(ngaap)',
    strategic_account_manager: managerId(1),
    sensitivity: 'most_confidential',
    address: '4 Bello Road, Kano',
    contact_person_name: 'Halima Sani',
    contact_person_title: 'Chairperson',
    contact_person_email: 'halima@kanotraders.ng',
    ...contact('halima@kanotraders.ng'),
  },
  {
    type: 'new_customer',
    name: 'Bello Stores',
    legal_status: 'business_name',
    category: 'regular',
    industry_or_sector: 'retail',
    business_status: 'active',
    form_of_commercial_business: 'product',
    details: 'Neighbourhood stores buying spices and flour monthly',
    primary_entity_at_antigravity: 'antigravity_incubated_ltd',
    strategic_account_manager: managerId(2),
    sensitivity: 'confidential',
    address: '22 Allen Avenue, Ikeja, Lagos',
    contact_person_name: 'Amina Bello',
    contact_person_title: 'Owner',
    contact_person_email: 'amina@bellostores.ng',
    ...contact('amina@bellostores.ng', '8052223344'),
  },
  {
    type: 'new_customer',
    name: 'Melcom Ghana',
    legal_status: 'company',
    category: 'vip',
    industry_or_sector: 'retail',
    business_status: 'active',
    form_of_commercial_business: 'service',
    details: 'Distribution partner for Accra and Kumasi',
    primary_entity_at_antigravity: 'antigravity_consulting_ltd',
    strategic_account_manager: managerId(3),
    sensitivity: 'restricted',
    address: 'Spintex Road, Accra',
    contact_person_name: 'Kofi Boateng',
    contact_person_title: 'Procurement Lead',
    contact_person_email: 'kofi.boateng@melcom.gh',
    ...contact('kofi.boateng@melcom.gh'),
  },
  {
    type: 'new_digital_customer_and_users',
    name: 'Zainab Musa',
    product_service_used: 'neo',
    financial_type: 'paying',
    industry_or_sector: 'finance',
    sensitivity: 'normal',
    address: '7 Ahmadu Bello Way, Abuja',
    ...contact('zainab.musa@example.ng', '9061112233'),
  },
  {
    type: 'new_digital_customer_and_users',
    name: 'Bola Adebayo',
    product_service_used: 'acadaboo',
    financial_type: 'non_paying',
    industry_or_sector: 'technology',
    sensitivity: 'confidential',
    address: '15 Ring Road, Ibadan',
    ...contact('bola.adebayo@example.ng'),
  },
  {
    type: 'others',
    name: 'Northern Wholesale (Ibrahim Musa)',
    relationship_details: 'Logistics partner for deliveries across the north',
    stakeholderType: 'type_1',
    industry_or_sector: 'other',
    strategic_account_manager: managerId(0),
    sensitivity: 'normal',
    address: '3 Murtala Mohammed Way, Kano',
    ...contact('ibrahim@northernwholesale.ng'),
  },
  {
    type: 'others',
    name: 'Emeka Obi (Justrite)',
    relationship_details: 'Supplier of shelving and cold rooms',
    stakeholderType: 'type_2',
    industry_or_sector: 'retail',
    strategic_account_manager: managerId(1),
    sensitivity: 'restricted',
    address: 'Lekki Phase 1, Lagos',
    ...contact('emeka.obi@justrite.ng'),
  },
];

const demoLogs = [
  ['call', 'Quarterly review call', 'Went through deliveries of the last quarter; no open issues.'],
  ['email', 'Price list for next year', 'Sent the new price list; they will confirm by Friday.'],
] as const;

// Stakeholder records for the demo organisation, with a history of an edit
// (with a scanned letter as evidence when a file storage is given) and two
// logs each. Added once: an organisation that has records already gets none.
export async function seedDemoStakeholders(
  db: Database,
  {
    organizationId,
    staff,
    now,
    storage,
  }: { organizationId: string; staff: UserRow[]; now: Date; storage?: FileStorage },
) {
  const [existing] = await db
    .select({ n: count() })
    .from(stakeholders)
    .where(eq(stakeholders.organizationId, organizationId));
  if ((existing?.n ?? 0) > 0) return 0;
  const managerId = (index: number) => staff[index % staff.length]!.id;
  const author = staff[0]!;
  const records = demoRecords(managerId);
  const evidence = demoScanPng();
  for (const [index, { type, ...values }] of records.entries()) {
    const createdAt = new Date(now.getTime() - (30 - index * 3) * dayMs);
    const editedAt = new Date(createdAt.getTime() + 2 * dayMs);
    const key = storage && newFileKey({ organizationId, kind: 'stakeholders', extension: 'png' });
    if (storage && key) await storage.save({ key, bytes: evidence, contentType: 'image/png' });
    await db.transaction(async (tx) => {
      const { number, reference } = await nextReference(tx, organizationId, 'STK');
      // The edit the history shows: a category raised, or an address moved.
      const edit = values.category
        ? { field: 'category' as const, from: values.category === 'vip' ? 'regular' : 'vip' }
        : { field: 'address' as const, from: 'P.O. Box 1024, Lagos' };
      const before = { ...values, [edit.field]: edit.from } as StakeholderValues;
      const lastLogAt = new Date(editedAt.getTime() + demoLogs.length * 5 * hourMs);
      const [row] = await tx
        .insert(stakeholders)
        .values({
          ...rowValuesOf(values),
          organizationId,
          number,
          reference,
          type,
          name: values.name,
          searchText: searchTextOf(values, reference),
          lastActivityAt: lastLogAt,
          createdById: author.id,
          createdAt,
          updatedAt: editedAt,
        })
        .returning({ id: stakeholders.id });
      const stakeholderId = row!.id;
      await tx.insert(stakeholderChanges).values({
        organizationId,
        stakeholderId,
        type: 'created',
        authorId: author.id,
        changes: changedFields({}, before),
        createdAt,
      });
      const [edited] = await tx
        .insert(stakeholderChanges)
        .values({
          organizationId,
          stakeholderId,
          type: 'edited',
          authorId: author.id,
          changes: changedFields(before, values),
          createdAt: editedAt,
        })
        .returning({ id: stakeholderChanges.id });
      if (key) {
        await tx.insert(stakeholderFiles).values({
          organizationId,
          stakeholderId,
          changeId: edited!.id,
          kind: 'evidence',
          fileKey: key,
          fileName: 'change-of-address-letter.png',
          contentType: 'image/png',
          sizeBytes: evidence.length,
          sha256: createHash('sha256').update(evidence).digest('hex'),
          uploadedById: author.id,
          createdAt: editedAt,
        });
      }
      for (const [at, [type, subject, message]] of demoLogs.entries()) {
        const { number, reference } = await nextReference(tx, organizationId, 'LOG');
        const loggedAt = new Date(editedAt.getTime() + (at + 1) * 5 * hourMs);
        await tx.insert(logs).values({
          organizationId,
          number,
          reference,
          stakeholderId,
          type,
          subject,
          message,
          staffId: managerId(index + at + 2),
          createdAt: loggedAt,
          updatedAt: loggedAt,
        });
      }
    });
  }
  return records.length;
}
