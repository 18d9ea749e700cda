import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { textArray } from '../seed/sql-literals.js';
import { logSubjects } from './stakeholder-words.js';

interface Range {
  organizationId: string;
  from: number;
  to: number;
}

// Each record's 'created' entry as createStakeholder writes it: every field
// with a value, from nothing to that value, the account manager by name.
export async function insertCreatedChanges(db: Database, { organizationId, from, to }: Range) {
  await db.execute(sql`
    insert into stakeholder_changes (organization_id, stakeholder_id, type, author_id, changes, created_at)
    select s.organization_id, s.id, 'created', s.created_by_id,
      (select jsonb_object_agg(field, jsonb_build_object('from', null, 'to', value))
        from jsonb_each(jsonb_build_object(
          'name', s.name, 'legal_status', s.legal_status, 'category', s.category,
          'business_status', s.business_status, 'industry_or_sector', s.industry_or_sector,
          'form_of_commercial_business', s.form_of_commercial_business, 'nature_of_service', s.nature_of_service,
          'details', s.details, 'primary_entity_at_antigravity', s.primary_entity_at_antigravity,
          'strategic_account_manager', m.first_name || ' ' || m.last_name, 'sensitivity', s.sensitivity,
          'relationship_details', s.relationship_details, 'stakeholderType', s.other_type,
          'product_service_used', s.product_service_used, 'financial_type', s.financial_type,
          'address_type', s.address_type, 'address', s.address, 'contact_preference', s.contact_preference,
          'email', s.emails, 'phone', nullif(s.phones, '{}'), 'contact_person_name', s.contact_person_name,
          'contact_person_title', s.contact_person_title, 'contact_person_email', s.contact_person_email,
          'contract_start_date', s.contract_start_date, 'contract_end_date', s.contract_end_date,
          'contract_renewal_date', s.contract_renewal_date, 'contract_terms', s.contract_terms
        )) as f(field, value)
        where value <> 'null'::jsonb),
      s.created_at
    from stakeholders s
    left join users m on m.id = s.account_manager_id
    where s.organization_id = ${organizationId} and s.number between ${from}::int and ${to}::int`);
}

// A log (an email or a call) for every fifth record, LOG-(number / 5), at the
// record's latest activity, by the member of staff who added the record.
export async function insertLogs(db: Database, { organizationId, from, to }: Range) {
  await db.execute(sql`
    insert into logs (organization_id, number, reference, stakeholder_id, type, subject, summary, message,
      project_name, staff_id, created_at, updated_at)
    select s.organization_id, l.number, 'LOG-' || lpad(l.number::text, greatest(6, length(l.number::text)), '0'), s.id,
      (case when l.number % 2 = 0 then 'call' else 'email' end)::log_type, l.subject,
      case when l.number % 2 = 0 then 'Spoke for about ten minutes.' end,
      'With ' || s.name || ': ' || lower(l.subject) || '. The next step is noted on the record.',
      initcap(s.product_service_used::text), s.created_by_id, s.last_activity_at, s.last_activity_at
    from stakeholders s,
      lateral (select s.number / 5 as number,
        (${textArray(logSubjects)})[1 + (s.number / 5) % ${logSubjects.length}::int] as subject) as l
    where s.organization_id = ${organizationId} and s.number between ${from}::int and ${to}::int and s.number % 5 = 0`);
}
