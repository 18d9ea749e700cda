import { maxDocumentsBytes, maxDocumentsPerEntry, PublicAnswerBody, TicketReplyBody } from '@srm/contract';
import { defineMultipartForm, type UploadedFile } from '../../platform/http/multipart-form.js';

// docs/product.md#email-in: a reply to the stakeholder and the stakeholder's answer on their page may carry files,
// each known by its content (platform/storage/documents.ts), up to ten and 25 MB together. Without files either
// is still a JSON body, as before.
const threadFiles = {
  files: { kind: 'document', max: maxDocumentsPerEntry, tooMany: 'TOO_MANY_DOCUMENTS' },
} as const;
const threadRequestBytes = maxDocumentsBytes + 256 * 1024;

export const ticketReplyForm = defineMultipartForm({
  fields: TicketReplyBody,
  files: threadFiles,
  json: true,
  maxRequestBytes: threadRequestBytes,
  tooLarge: 'DOCUMENTS_TOO_LARGE',
});

export const publicAnswerForm = defineMultipartForm({
  fields: PublicAnswerBody,
  files: threadFiles,
  json: true,
  maxRequestBytes: threadRequestBytes,
  tooLarge: 'DOCUMENTS_TOO_LARGE',
});

export type ThreadFile = UploadedFile<'document'>;
