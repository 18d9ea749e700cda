import type { PermissionType } from '@srm/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { departments, organizations, users } from '../db/schema/index.js';
import { findUserByEmail } from '../modules/auth/auth.queries.js';
import { hashPassword } from '../platform/auth/passwords.js';
import type { FileStorage } from '../platform/storage/file-storage.js';
import { seedDemoFeedback } from './demo-feedback.js';
import { seedDemoInvoices } from './demo-invoices.js';
import { seedDemoStakeholders } from './demo-stakeholders.js';
import { seedDemoTickets } from './demo-tickets.js';

export const demoPassword = 'Demo#2026';
export const demoManagerEmail = 'ada.obi@zenith-demo.ng';

const demoDepartments = [
  ['Customer Care', 'First line for calls, chats and emails from stakeholders'],
  ['Billing', 'Invoices, payments and subscription questions'],
  ['Logistics', 'Deliveries, drivers and warehouse requests'],
] as const;

const demoStaff: { first: string; last: string; role: PermissionType; department?: string; creator?: boolean }[] = [
  { first: 'Ada', last: 'Obi', role: 'manager', creator: true },
  { first: 'Kwame', last: 'Mensah', role: 'manager' },
  { first: 'Ngozi', last: 'Okafor', role: 'executive', department: 'Customer Care' },
  { first: 'Tunde', last: 'Bakare', role: 'executive', department: 'Billing' },
  { first: 'Efua', last: 'Asante', role: 'support', department: 'Customer Care' },
  { first: 'Chidi', last: 'Eze', role: 'support', department: 'Customer Care' },
  { first: 'Yaw', last: 'Darko', role: 'support', department: 'Logistics' },
  { first: 'Amaka', last: 'Nwosu', role: 'support', department: 'Billing' },
];

const emailOf = (first: string, last: string) => `${first}.${last}@zenith-demo.ng`.toLowerCase();

// A realistic organisation to explore SRM with: staff of every role, all able
// to log in with the demo password, spread over three departments, and about
// forty tickets, some feedback, stakeholder records of every type and six months of invoices. Running it again changes nothing; a demo
// organisation made before tickets or feedback existed gets them.
export async function seedDemo(db: Database, now = new Date(), storage?: FileStorage) {
  const manager = await findUserByEmail(db, demoManagerEmail);
  const organizationId = manager?.organizationId ?? (await createDemoOrganization(db));
  const staff = await db
    .select()
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.createdAt), asc(users.email));
  const tickets = await seedDemoTickets(db, { organizationId, staff, now });
  const feedback = await seedDemoFeedback(db, { organizationId, now });
  const stakeholders = await seedDemoStakeholders(db, { organizationId, staff, now, ...(storage && { storage }) });
  const invoices = await seedDemoInvoices(db, { organizationId, staff, now });
  return { created: !manager, tickets, feedback, stakeholders, invoices };
}

async function createDemoOrganization(db: Database) {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({
        name: 'Zenith Foods Ltd (demo)',
        email: 'hello@zenith-demo.ng',
        natureOfBusiness: 'Food processing and distribution',
        staffCount: '51 - 100',
        country: 'Nigeria',
        setupComplete: true,
      })
      .returning();
    const organizationId = organization!.id;
    const created = await tx
      .insert(departments)
      .values(demoDepartments.map(([name, description]) => ({ organizationId, name, description })))
      .returning();
    const departmentId = (name?: string) => created.find((department) => department.name === name)?.id ?? null;
    await tx.insert(users).values(
      demoStaff.map((member) => ({
        organizationId,
        firstName: member.first,
        lastName: member.last,
        email: emailOf(member.first, member.last),
        permissionType: member.role,
        departmentId: departmentId(member.department),
        passwordHash,
        emailVerified: true,
        orgOrigin: member.creator ?? false,
        orgSetupComplete: true,
      })),
    );
    return organizationId;
  });
}

export const demoLogins = demoStaff.map((member) => ({ email: emailOf(member.first, member.last), role: member.role }));
