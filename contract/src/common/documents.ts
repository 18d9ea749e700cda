import { acceptedImageTypes } from './images.js';

// docs/product.md#files: what a thread entry's files may be (an email's attachments, a reply's or an answer's
// files). The server knows each by its content; the browser uses the same lists to refuse a wrong file before
// uploading it.
export const maxDocumentBytes = 10 * 1024 * 1024;
// All of one message's or one reply's files together.
export const maxDocumentsBytes = 25 * 1024 * 1024;
export const maxDocumentsPerEntry = 10;

export const acceptedDocumentTypes = [
  ...acceptedImageTypes,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/zip',
  'text/plain',
  'text/csv',
] as const;
export type AcceptedDocumentType = (typeof acceptedDocumentTypes)[number];

// The names a file chooser offers (its `accept`), as browsers match them.
export const acceptedDocumentExtensions = [
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.gif',
  '.pdf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.doc',
  '.xls',
  '.ppt',
  '.zip',
  '.txt',
  '.csv',
] as const;

// What a file refused says, in the catalogue (messages.ts) and on the one public page that takes files, the
// stakeholder's ticket page: apart from publicMessages, so the other public pages do not carry them.
export const documentMessages = {
  documentNotAccepted:
    'This kind of file is not accepted. Send images, PDFs, office documents, text, CSV or zip files.',
  documentTooLarge: 'Each file may be at most 10 MB.',
  documentsTooLarge: 'The files are too large together: send at most 25 MB with one message.',
  tooManyDocuments: 'Attach at most 10 files to one message.',
} as const;
