import type { Log } from '@srm/contract';
import type { LogWithPeople } from './stakeholder-logs.queries.js';
import { toStaffReference } from './stakeholders.mapper.js';

export function toLog({ log, staff, customer }: LogWithPeople): Log {
  return {
    id: log.id,
    reference: log.reference,
    type: log.type,
    subject: log.subject,
    summary: log.summary,
    message: log.message,
    project_name: log.projectName,
    staff: toStaffReference(staff),
    customer: { id: customer.id, name: customer.name, email: customer.emails[0] ?? null },
    created_at: log.createdAt.toISOString(),
    updated_at: log.updatedAt.toISOString(),
  };
}
