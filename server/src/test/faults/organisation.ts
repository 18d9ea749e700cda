import type { SmtpSink } from '../smtp-sink.js';
import type { ApiClient } from './api-client.js';

const password = 'Faults-suite-1';

// Waits (bounded) until the sink holds a mail to `to` whose raw text matches.
export async function mailMatching(sink: SmtpSink, to: string, pattern: RegExp, limitMs = 60_000) {
  const until = Date.now() + limitMs;
  for (;;) {
    for (const mail of sink.received) {
      const found = mail.to.includes(to) ? mail.raw.match(pattern) : null;
      if (found) return found;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${pattern} within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// An organisation as a person makes one: sign-up with the code emailed to them,
// password, login and the setup questions; then a stakeholder with an email
// (invoices go to it) and `drafts` invoice drafts for it.
export async function signUpOrganisation(api: ApiClient, sink: SmtpSink, { drafts }: { drafts: number }) {
  const email = `manager.${crypto.randomUUID().slice(0, 8)}@zenith.ng`;
  await api.ok('POST', '/auth/register/', {
    json: { first_name: 'Adaeze', last_name: 'Okonkwo', company_name: 'Zenith Foods Ltd', email },
  });
  const [, otp] = await mailMatching(sink, email, /^Subject: (\d{6}) is your SRM sign-up code/m);
  await api.ok('POST', '/auth/set-password/', { json: { email, otp, password } });
  const login = await api.ok<{ access_token: string; user: { id: string } }>('POST', '/auth/login/', {
    json: { email, password },
  });
  const token = login.access_token;
  const organization = await api.ok<{ id: string }>('PUT', '/profile/update-organization/', {
    token,
    json: { staff_count: '11 - 50', country: 'Nigeria', nature_of_business: 'Food processing and distribution' },
  });
  const stakeholder = await api.ok<{ id: string }>('POST', '/profile/create-stakeholder/', {
    token,
    json: {
      type: 'new_digital_customer_and_users',
      product_service_used: 'neo',
      financial_type: 'paying',
      name: 'Harbour Foods',
      industry_or_sector: 'retail',
      address: '1 Marina, Lagos',
      contact_preference: 'email',
      email: ['accounts@harbour-foods.ng'],
    },
  });
  const draftIds: string[] = [];
  for (let made = 0; made < drafts; made += 1) {
    const draft = await api.ok<{ id: string }>('POST', '/invoice/create-invoice/', {
      token,
      json: {
        stakeholder: stakeholder.id,
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
    draftIds.push(draft.id);
  }
  return { organizationId: organization.id, managerId: login.user.id, token, stakeholderId: stakeholder.id, draftIds };
}

export type Organisation = Awaited<ReturnType<typeof signUpOrganisation>>;
