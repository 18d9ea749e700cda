import { formatKobo, notifiedRoles, type PermissionType, pathTo, sensitivityViewers } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { InvoiceRow } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { appLink } from '../../platform/mail/app-link.js';
import { renderEmail } from '../../platform/mail/email-layout.js';
import { listMembersByIds, listMembersWithRoles } from '../../platform/staff/staff-directory.queries.js';
import { findAccountManagerOf } from '../../platform/stakeholder-records/stakeholder-records.queries.js';
import type { NoticeBatch } from '../notifications/index.js';

const toldOfPayments = notifiedRoles.invoice_paid;

// docs/product.md#notifications: managers and executives who may see the
// invoice's stakeholder (by its level, or as its account manager) are told it
// was paid in full, but not the one who recorded its last payment. `actor`: who did; null when Paystack told us.
export async function tellInvoicePaid(
  tx: Database,
  told: NoticeBatch,
  { config }: Pick<AppContext, 'config'>,
  { actor, invoice }: { actor: Actor | null; invoice: InvoiceRow },
) {
  const viewers: readonly PermissionType[] = invoice.stakeholderSensitivity
    ? sensitivityViewers[invoice.stakeholderSensitivity]
    : toldOfPayments;
  const roles = toldOfPayments.filter((role) => viewers.includes(role));
  const byLevel = await listMembersWithRoles(tx, { organizationId: invoice.organizationId, roles });
  const accountManagerId = await findAccountManagerOf(tx, invoice);
  const managing = accountManagerId
    ? await listMembersByIds(tx, { organizationId: invoice.organizationId, ids: [accountManagerId] })
    : [];
  const members = [
    ...byLevel,
    ...managing.filter(
      (manager) => toldOfPayments.includes(manager.role) && !byLevel.some((member) => member.id === manager.id),
    ),
  ];
  const number = invoice.invoiceNumber ?? invoice.reference;
  const amount = formatKobo(invoice.total);
  const link = pathTo.invoice(invoice.id);
  const how = actor ? `its last payment recorded by ${actor.firstName} ${actor.lastName}` : 'paid through Paystack';
  await told.add(
    tx,
    members
      .filter((member) => member.id !== actor?.userId)
      .map((member) => ({
        organizationId: invoice.organizationId,
        recipient: member,
        kind: 'invoice_paid' as const,
        title: `Invoice ${number} was paid`,
        body: `${amount}, ${how}.`,
        link,
        subjectId: invoice.id,
        email: renderEmail({
          subject: `Invoice ${number} was paid`,
          heading: `Invoice ${number} was paid`,
          paragraphs: [`Hello ${member.firstName},`, `Invoice ${number} (${amount}) is paid in full, ${how}.`],
          action: { label: 'Open the invoice', url: appLink(config, link) },
        }),
      })),
  );
}
