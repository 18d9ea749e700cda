import { acceptedDocumentTypes, acceptedImageTypes, maxDocumentBytes, maxImageBytes, messages } from '@srm/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, type ErrorCode } from '../errors/app-error.js';
import { checkDocument } from '../storage/documents.js';
import { checkImage } from '../storage/images.js';

// A staff list of 1,000 rows is about 100 KB; this leaves room for long names.
const maxCsvBytes = 5 * 1024 * 1024;

// A CSV is text: content whose first bytes name a binary format (a workbook,
// an image, an archive) or that holds NUL bytes is something else, whatever
// its name or declared type. Any text encoding is let through to the parser.
async function checkCsv(bytes: Buffer, field: string) {
  if (bytes.includes(0) || (await fileTypeFromBuffer(bytes))) {
    throw new AppError('CSV_NOT_ACCEPTED', { [field]: messages.csvOnly });
  }
  return { bytes, contentType: 'text/csv' as const, extension: 'csv' };
}

// A file of a thread entry (a reply's, a stakeholder's answer's): known by its content, refused by a name that
// would run (platform/storage/documents.ts).
async function checkDocumentPart(bytes: Buffer, field: string, fileName?: string) {
  const verdict = await checkDocument(bytes, fileName ?? '');
  if ('refused' in verdict) throw new AppError('DOCUMENT_NOT_ACCEPTED', { [field]: messages.documentNotAccepted });
  const { contentType, extension } = verdict.kept;
  return { bytes, contentType, extension };
}

const megabytes = (bytes: number) => bytes / (1024 * 1024);

// What a file part of a multipart form may hold: its size limit, the code a
// larger file is refused with, and the check of its content (which throws an
// AppError filed under the form field). `accepts` describes it in the OpenAPI document.
export const fileKinds = {
  image: {
    maxBytes: maxImageBytes,
    tooLarge: 'IMAGE_TOO_LARGE',
    check: checkImage,
    accepts: `${acceptedImageTypes.join(', ')}, checked by content, at most ${megabytes(maxImageBytes)} MB`,
  },
  document: {
    maxBytes: maxDocumentBytes,
    tooLarge: 'DOCUMENT_TOO_LARGE',
    check: checkDocumentPart,
    accepts: `${acceptedDocumentTypes.join(', ')}, checked by content (never a program, script or web page), at most ${megabytes(maxDocumentBytes)} MB`,
  },
  csv: {
    maxBytes: maxCsvBytes,
    tooLarge: 'PAYLOAD_TOO_LARGE',
    check: checkCsv,
    accepts: `text/csv (comma-separated text), at most ${megabytes(maxCsvBytes)} MB`,
  },
} as const satisfies Record<
  string,
  {
    maxBytes: number;
    tooLarge: ErrorCode;
    // `fileName`: the sender's name for it, which only a document's check reads.
    check(
      bytes: Buffer,
      field: string,
      fileName?: string,
    ): Promise<{ bytes: Buffer; contentType: string; extension: string }>;
    accepts: string;
  }
>;

export type FileKind = keyof typeof fileKinds;
export type CheckedFile<Kind extends FileKind> = Awaited<ReturnType<(typeof fileKinds)[Kind]['check']>>;
