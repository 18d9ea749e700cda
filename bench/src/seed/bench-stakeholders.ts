import {
  addressTypes,
  businessStatuses,
  digitalProducts,
  financialTypes,
  formsOfCommercialBusiness,
  industries,
  otherStakeholderTypes,
  primaryEntities,
} from '@srm/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { insertCreatedChanges, insertLogs } from '../stakeholders/stakeholder-history.js';
import * as w from '../stakeholders/stakeholder-words.js';
import { emailDomains, firstNames, lastNames } from './bench-names.js';
import { stakeholdersPerOrganization } from './bench-tickets.js';
import { textArray } from './sql-literals.js';

const historyDays = 730;
// Every 20th record holds the email one of the organisation's bench tickets were sent from.
export const ticketEmailEvery = 20;

// One of the values, by a random number in [0, 1) drawn for the row.
const pick = (values: readonly string[], draw: string) =>
  sql`(${textArray(values)})[1 + floor(${sql.raw(draw)} * ${sql.raw(String(values.length))})::int]`;

export async function countStakeholders(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ count: number }>(sql`
    select coalesce(sum(count), 0)::int as count from stakeholder_counts where organization_id = ${organizationId}`);
  return rows[0]?.count ?? 0;
}

// Every record of the bench organisation with its logs, files and changes (the
// changes go by cascade: their append-only trigger lets a cascade through).
async function removeStakeholders(db: Database, organizationId: string) {
  // Invoices name their stakeholder (no cascade): bench:invoices' go first, and their counters with them.
  await db.execute(sql`delete from invoices where organization_id = ${organizationId}`);
  await db.execute(sql`delete from invoice_counts where organization_id = ${organizationId}`);
  await db.execute(sql`delete from logs where organization_id = ${organizationId}`);
  await db.execute(sql`delete from stakeholder_files where organization_id = ${organizationId}`);
  await db.execute(sql`delete from stakeholders where organization_id = ${organizationId}`);
  // None are left, so neither are counts. The counters' delete trigger (counts_follow, migration 0013) matches
  // keys with `=`, so it never decrements the counter of records without a sensitivity (a null key).
  await db.execute(sql`delete from stakeholder_counts where organization_id = ${organizationId}`);
}

// The organisation's place among the bench organisations, which names its tickets' stakeholders (bench-tickets.ts).
async function organizationIndexOf(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ index: number }>(sql`
    select substring(email from 'bench-org-(\\d+)\\.')::int as index from organizations where id = ${organizationId}`);
  const index = rows[0]?.index;
  if (!index) throw new Error('not a bench organisation: its email does not name its place');
  return index;
}

// The organisation's own text field and tags (docs/product.md#custom-fields, #tags): seven in ten records hold
// a meter number `MTR-<6 digits of its number>`; every tenth record is tagged 'VIP', every 200th 'Referral'.
export const meterNumberOf = (n: number) => `MTR-${String(n).padStart(6, '0')}`;
export const benchTagNames = { vip: 'VIP', referral: 'Referral' } as const;
const meteredUnlessDigit = 3;

async function addOwnFieldAndTags(db: Database, organizationId: string) {
  await db.execute(sql`delete from custom_fields where organization_id = ${organizationId}`);
  await db.execute(sql`delete from tags where organization_id = ${organizationId}`);
  await db.execute(sql`
    insert into custom_fields (organization_id, target, key, label, type, position)
    values (${organizationId}, 'stakeholder', 'meter_number', 'Meter Number', 'text', 0)`);
  const { rows } = await db.execute<{ id: string; name: string }>(sql`
    insert into tags (organization_id, name, colour)
    values (${organizationId}, ${benchTagNames.vip}, 'grape'), (${organizationId}, ${benchTagNames.referral}, 'teal')
    returning id, name`);
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
  return { vip: idOf(benchTagNames.vip), referral: idOf(benchTagNames.referral) };
}

export async function hasOwnFieldAndTags(db: Database, organizationId: string) {
  const { rows } = await db.execute<{ ready: boolean }>(sql`
    select exists (select 1 from custom_fields where organization_id = ${organizationId} and key = 'meter_number')
      and exists (select 1 from tags where organization_id = ${organizationId} and name = ${benchTagNames.referral})
      as ready`);
  return rows[0]?.ready ?? false;
}

interface Chunk {
  organizationId: string;
  organizationIndex: number;
  tags: { vip: string; referral: string };
  from: number;
  to: number;
  total: number;
  now: Date;
}

// Records from…to, numbered in order of creation over the past two years:
// clients 20 %, customers 40 % (a person's name for 60 % of them), digital
// customers 30 %, others 10 %, each with its type's fields as the add form
// requires them. 1–2 emails, 0–2 phones; search_text as searchTextOf writes it.
async function insertStakeholderChunk(db: Database, chunk: Chunk) {
  const span = historyDays * 24 * 60 * 60_000;
  const start = chunk.now.getTime() - span;
  const step = span / chunk.total;
  const client = sql`type = 'new_client'`;
  const customer = sql`type = 'new_customer'`;
  const contactPerson = sql`legal_status in ('business_name', 'company', 'government_agency', 'npo')`;
  const digits = sql`lpad(floor(random() * 10000000)::int::text, 7, '0')`;
  const phone = (prefix: SQL) => sql`${prefix} || ${digits}`;
  await db.execute(sql`
    with staff as (
      select array_agg(id order by email) filter (where permission_type in ('manager', 'executive')) as managers,
        array_agg(id order by email) as everyone
      from users where organization_id = ${chunk.organizationId}
    ),
    draw as materialized (
      select n, ${chunk.now.toISOString()}::timestamptz as now,
        to_timestamp((${start}::float8 + (n - 1 + random()) * ${step}::float8) / 1000) as created_at,
        n % ${ticketEmailEvery}::int = 0 as ticket_person,
        ${chunk.organizationIndex}::int * ${stakeholdersPerOrganization}::int
          + (n / ${ticketEmailEvery}::int - 1) % ${stakeholdersPerOrganization}::int as s,
        random() as r_type, random() as r_legal, random() as r_first, random() as r_last, random() as r_trade,
        random() as r_suffix, random() as r_domain, random() as r_emails, random() as r_phones, random() as r_sens,
        random() as r_pick, random() as r_staff, random() as r_activity,
        ${phone(pick(w.phonePrefixes, 'random()'))} as phone1, ${phone(pick(w.phonePrefixes, 'random()'))} as phone2
      from generate_series(${chunk.from}::int, ${chunk.to}::int) as n
    ),
    typed as (
      select draw.*, case
          when ticket_person then case when r_type < 0.5 then 'new_customer' else 'new_digital_customer_and_users' end
          when r_type < 0.2 then 'new_client' when r_type < 0.6 then 'new_customer'
          when r_type < 0.9 then 'new_digital_customer_and_users' else 'others' end as type,
        'STK-' || lpad(n::text, greatest(6, length(n::text)), '0') as reference
      from draw
    ),
    personal as (
      select typed.*,
        type = 'new_digital_customer_and_users' or (type = 'new_customer' and (ticket_person or r_legal < 0.6)) as person,
        case when ticket_person then (${textArray(firstNames)})[1 + s % ${firstNames.length}::int]
          else ${pick(firstNames, 'r_first')} end as first,
        case when ticket_person then (${textArray(lastNames)})[1 + (s / ${firstNames.length}::int) % ${lastNames.length}::int]
          else ${pick(lastNames, 'r_last')} end as last,
        ${pick(w.businessPrefixes, 'r_first')} || ${pick(w.businessStems, 'r_last')} as word,
        ${pick(w.trades, 'r_trade')} as trade
      from typed
    ),
    named as (
      select personal.*,
        case when person then first || ' ' || last else word || ' ' || trade || ' ' || ${pick(w.businessSuffixes, 'r_suffix')} end as name,
        lower(word || trade) || '.com.ng' as company_domain,
        case when type = 'new_client' then ${pick(['company', 'business_name', 'government_agency', 'npo'], 'r_legal')}
          when type = 'new_customer' then case when person then 'individual_name'
            else ${pick(['company', 'business_name'], 'r_legal')} end end as legal_status,
        case when r_phones < 0.25 then 0 when r_phones < 0.8 then 1 else 2 end as phone_count
      from personal
    ),
    contacts as (
      select named.*,
        case when ticket_person then lower(first || '.' || last) || '.' || s || '@'
            || (${textArray(emailDomains)})[1 + s % ${emailDomains.length}::int]
          when person then lower(first || '.' || last) || n || '@' || ${pick(emailDomains, 'r_domain')}
          else 'info.' || n || '@' || company_domain end as email1,
        case when r_emails >= 0.3 then null
          when person then lower(substr(first, 1, 1) || last) || '.' || n || '@' || ${pick(emailDomains, 'r_emails / 0.3')}
          else 'accounts.' || n || '@' || company_domain end as email2,
        case when phone_count > 0 then phone1 end as p1,
        case when phone_count > 1 then phone2 end as p2,
        n % 10 <> ${meteredUnlessDigit}::int and n % 10 <> ${meteredUnlessDigit + 3}::int and n % 10 <> ${meteredUnlessDigit + 5}::int as metered,
        'MTR-' || lpad(n::text, 6, '0') as meter
      from named
    )
    insert into stakeholders (organization_id, number, reference, type, name, legal_status, category, business_status,
      industry_or_sector, form_of_commercial_business, nature_of_service, details, primary_entity_at_antigravity,
      account_manager_id, sensitivity, relationship_details, other_type, product_service_used, financial_type,
      address_type, address, contact_preference, emails, phones, contact_person_name, contact_person_title,
      contact_person_email, contract_start_date, contract_end_date, contract_renewal_date, contract_terms,
      custom_values, tag_ids, search_text, last_activity_at, created_by_id, created_at, updated_at)
    select ${chunk.organizationId}, n, reference, type::stakeholder_type, name, legal_status::legal_status,
      case when ${client} or ${customer} then (case when r_pick < 0.15 then 'vip' else 'regular' end)::stakeholder_category end,
      case when ${client} or ${customer} then ${pick(businessStatuses, 'r_pick')}::business_status end,
      ${pick(industries, 'r_trade')},
      case when ${client} or ${customer} then ${pick(formsOfCommercialBusiness, 'r_suffix')}::form_of_commercial_business end,
      case when ${client} then ${pick(w.servicesProvided, 'r_pick')} end,
      case when ${client} or ${customer} then ${pick(w.customerDetails, 'r_domain')} end,
      case when ${client} or ${customer} then ${pick(primaryEntities, 'r_staff')} end,
      case when type <> 'new_digital_customer_and_users' then staff.managers[1 + floor(r_staff * cardinality(staff.managers))::int] end,
      (case when ${client} or ${customer}
        then case when r_sens < 0.7 then 'confidential' when r_sens < 0.9 then 'restricted' else 'most_confidential' end
        else case when r_sens < 0.6 then null when r_sens < 0.85 then 'confidential' when r_sens < 0.95 then 'restricted'
          else 'most_confidential' end end)::stakeholder_sensitivity,
      case when type = 'others' then ${pick(w.relationships, 'r_pick')} end,
      case when type = 'others' then ${pick(otherStakeholderTypes, 'r_suffix')} end,
      case when type = 'new_digital_customer_and_users' then ${pick(digitalProducts, 'r_pick')} end,
      case when type = 'new_digital_customer_and_users' then ${pick(financialTypes, 'r_suffix')}::financial_type end,
      ${pick(addressTypes, 'r_domain')}::address_type,
      (1 + n % 120) || ' ' || ${pick(w.streetNames, 'r_suffix')} || ', ' || ${pick(w.towns, 'r_activity')},
      (case when phone_count = 0 then 'email' else ${pick(['email', 'phone', 'email_and_phone'], 'r_pick')} end)::contact_preference,
      case when email2 is null then array[email1] else array[email1, email2] end,
      case phone_count when 0 then '{}'::text[] when 1 then array[p1] else array[p1, p2] end,
      case when ${contactPerson} then (${textArray(firstNames)})[1 + n * 7 % ${firstNames.length}::int] || ' '
        || (${textArray(lastNames)})[1 + n * 11 % ${lastNames.length}::int] end,
      case when ${contactPerson} then (${textArray(w.contactTitles)})[1 + n % ${w.contactTitles.length}::int] end,
      case when ${contactPerson} then lower((${textArray(firstNames)})[1 + n * 7 % ${firstNames.length}::int]) || '@' || company_domain end,
      case when ${client} then (created_at + interval '7 days')::date end,
      case when ${client} then (created_at + interval '7 days' + (1 + n % 2) * interval '1 year')::date end,
      case when ${client} then (created_at + (1 + n % 2) * interval '1 year' - interval '23 days')::date end,
      case when ${client} then 'Yearly agreement, invoiced quarterly; 30 days'' notice to end it.' end,
      case when metered then jsonb_build_object('meter_number', meter) else '{}'::jsonb end,
      array_remove(array[case when n % 10 = 0 then ${chunk.tags.vip}::uuid end,
        case when n % 200 = 0 then ${chunk.tags.referral}::uuid end], null),
      concat_ws(' ', name, reference, email1, email2, p1, '0' || p1, p2, '0' || p2, case when metered then meter end),
      created_at + (now - created_at) * r_activity,
      staff.everyone[1 + floor(r_pick * cardinality(staff.everyone))::int],
      created_at, created_at
    from contacts, staff`);
}

// A record holding a ticket's email was last active at its newest ticket, as the
// tickets' trigger would have set it had the record come first.
async function followTickets(db: Database, organizationId: string) {
  await db.execute(sql`
    update stakeholders as s set last_activity_at = activity.at
    from (select stakeholder_email as email, max(created_at) as at from tickets
      where organization_id = ${organizationId} and deleted_at is null group by stakeholder_email) as activity
    where s.organization_id = ${organizationId} and s.deleted_at is null and s.emails @> array[activity.email]
      and s.last_activity_at < activity.at`);
}

async function setCounter(db: Database, organizationId: string, kind: 'STK' | 'LOG', value: number) {
  await db.execute(sql`
    insert into reference_counters (organization_id, kind, last_value) values (${organizationId}, ${kind}, ${value}::int)
    on conflict (organization_id, kind) do update set last_value = excluded.last_value`);
}

// Replaces the organisation's records with `count` new ones, each with its
// 'created' change, a log for every fifth, written in chunks by INSERT …
// SELECT so no row crosses the wire.
export async function seedBenchStakeholders(
  db: Database,
  {
    organizationId,
    count,
    chunkSize = 20_000,
    log,
  }: {
    organizationId: string;
    count: number;
    chunkSize?: number;
    log: (line: string) => void;
  },
) {
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  await removeStakeholders(db, organizationId);
  log(`  removed the earlier records (${seconds()})`);
  const organizationIndex = await organizationIndexOf(db, organizationId);
  const tags = await addOwnFieldAndTags(db, organizationId);
  const now = new Date();
  for (let from = 1; from <= count; from += chunkSize) {
    const to = Math.min(count, from + chunkSize - 1);
    await insertStakeholderChunk(db, { organizationId, organizationIndex, tags, from, to, total: count, now });
    await insertCreatedChanges(db, { organizationId, from, to });
    await insertLogs(db, { organizationId, from, to });
    log(`  ${to.toLocaleString('en-GB')} / ${count.toLocaleString('en-GB')} records (${seconds()})`);
  }
  // Without statistics of the new rows PostgreSQL joins the tickets' 5,000 emails by scanning every record for
  // each (96 s for 100,000 records), and the vacuum moves the new emails out of the GIN index's pending list,
  // which each of the 5,000 look-ups would otherwise read through.
  await db.execute(sql`vacuum analyze stakeholders`);
  await followTickets(db, organizationId);
  log(`  last activity from the tickets (${seconds()})`);
  await setCounter(db, organizationId, 'STK', count);
  await setCounter(db, organizationId, 'LOG', Math.floor(count / 5));
  // VACUUM as well: index-only page scans then skip the heap, as on a settled database.
  await db.execute(
    sql`vacuum analyze stakeholders, stakeholder_counts, stakeholder_changes, logs, reference_counters, search_words`,
  );
  log(`  seeded ${count.toLocaleString('en-GB')} records with their changes and logs in ${seconds()}`);
}
