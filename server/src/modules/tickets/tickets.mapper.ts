import type { FeedbackMedia, Ticket, TicketActivity, TicketFile } from '@srm/contract';
import type { FeedbackMediaRow, TicketFileRow } from '../../db/schema/index.js';
import type { Actor } from '../../platform/auth/actor.js';
import { seesRecordOf } from '../../platform/auth/record-visibility.js';
import type { FileUrls } from '../../platform/storage/signed-file-urls.js';
import type { ActivityRow } from './ticket-activity.queries.js';
import { activityText } from './ticket-activity.text.js';
import type { TicketWithHandler } from './tickets.queries.js';

type Reader = Pick<Actor, 'role' | 'isAccountCreator' | 'userId'>;

export function toTicket({ ticket, handler, feedback, chat }: TicketWithHandler): Ticket {
  return {
    id: ticket.id,
    reference: ticket.reference,
    title: ticket.title,
    description: ticket.description,
    status: ticket.status,
    priority: ticket.priority,
    sla_category: ticket.slaCategory,
    type: ticket.type,
    handler_id: ticket.handlerId,
    handler: handler
      ? { id: handler.id, first_name: handler.firstName, last_name: handler.lastName, email: handler.email }
      : null,
    stakeholder: { name: ticket.stakeholderName, email: ticket.stakeholderEmail },
    feedback: feedback ? { id: feedback.id, reference: feedback.reference } : null,
    chat: chat ? { id: chat.id, email: chat.email } : null,
    due_at: ticket.dueAt.toISOString(),
    resolved_at: ticket.resolvedAt?.toISOString() ?? null,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    custom_fields: ticket.customValues as Ticket['custom_fields'],
    tag_ids: ticket.tagIds,
  };
}

// `reference` is the ticket's: clients show it with every history entry. An entry
// holding a copy of a stakeholder record the reader may not see (a deleted record's
// name, contacts and reference) says only that it went (docs/product.md#stakeholders).
export function toActivity(
  { entry, author, email }: ActivityRow,
  reference: string,
  reader: Reader,
  { files, fileUrls }: { files: TicketFileRow[]; fileUrls: FileUrls },
): TicketActivity {
  const hidden =
    entry.stakeholderSensitivity !== null &&
    !seesRecordOf(reader, {
      sensitivity: entry.stakeholderSensitivity,
      accountManagerId: entry.stakeholderAccountManagerId,
    });
  return {
    id: entry.id,
    type: entry.type,
    reference,
    text: hidden ? activityText.hiddenStakeholderDeleted() : entry.text,
    author: author ? { id: author.id, first_name: author.firstName, last_name: author.lastName } : null,
    changes: hidden ? null : (entry.changes ?? null),
    body: hidden ? null : entry.body,
    files: files.map((file) => toAttachment(file, fileUrls)),
    email: email?.fromAddress
      ? {
          from_address: email.fromAddress,
          from_name: email.fromName,
          subject: email.subject ?? '',
          sender_check: email.senderCheck,
          refused_files: email.refusedFiles ?? [],
          original_location: email.originalKey ? fileUrls.urlFor(email.originalKey) : null,
        }
      : null,
    created_at: entry.createdAt.toISOString(),
  };
}

// An image or file the ticket shows, through an expiring signed address (docs/product.md#files).
export function toAttachment(image: FeedbackMediaRow | TicketFileRow, fileUrls: FileUrls): FeedbackMedia & TicketFile {
  return {
    id: image.id,
    location: fileUrls.urlFor(image.fileKey),
    file_name: image.fileName,
    content_type: image.contentType,
    size: image.sizeBytes,
  };
}
