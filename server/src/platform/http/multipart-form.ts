import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type ErrorCode } from '../errors/app-error.js';
import { fieldErrorsOf } from '../errors/field-errors.js';
import { refuseUnstorableText } from '../input/unstorable-text.js';
import { type CheckedFile, type FileKind, fileKinds } from './file-kinds.js';
import { asUploadError } from './uploads.js';

// One file input of a form: the parts sent under its name.
export interface FileRule {
  kind: FileKind;
  // Parts of this name one request may carry.
  max: number;
  // Bytes per file, when fewer than the kind allows.
  maxBytes?: number;
  // Set when the form is refused without this file: the code it is refused with.
  missing?: ErrorCode;
  // The code a part beyond `max` is refused with (the form's own message).
  tooMany?: ErrorCode;
}

export interface MultipartFormRules<Fields extends z.ZodType, Files extends Record<string, FileRule>> {
  // The text fields, parsed with the contract's schema as a JSON body would be.
  fields: Fields;
  files: Files;
  // A JSON body with the same fields (and so no file) is read too.
  json?: boolean;
  // The whole request at most; by default every file at its largest, plus the text fields.
  maxRequestBytes?: number;
  // The code a larger request is refused with.
  tooLarge?: ErrorCode;
}

export interface MultipartForm<Fields extends z.ZodType, Files extends Record<string, FileRule>>
  extends MultipartFormRules<Fields, Files> {
  maxRequestBytes: number;
}

// Any form, as the helpers below that need neither its field nor its file types see it.
export type AnyMultipartForm = MultipartForm<z.ZodType, Record<string, FileRule>>;

export type UploadedFile<Kind extends FileKind> = CheckedFile<Kind> & {
  // The name to offer on download: the sender's own, cleaned, with the extension its content has.
  fileName: string;
};

// The files of one input; a form that cannot go without it has at least one.
type UploadedFiles<Rule extends FileRule> = Rule extends { missing: ErrorCode }
  ? [UploadedFile<Rule['kind']>, ...UploadedFile<Rule['kind']>[]]
  : UploadedFile<Rule['kind']>[];

export interface MultipartInput<Fields extends z.ZodType, Files extends Record<string, FileRule>> {
  fields: z.output<Fields>;
  files: { [Name in keyof Files]: UploadedFiles<Files[Name]> };
}

// Text fields and multipart framing beside the files.
const fieldsAllowance = 256 * 1024;

// One declaration per form, read by readMultipart and described by multipartBody.
export function defineMultipartForm<Fields extends z.ZodType, const Files extends Record<string, FileRule>>(
  rules: MultipartFormRules<Fields, Files>,
): MultipartForm<Fields, Files> {
  const largestFiles = Object.values(rules.files).reduce((sum, rule) => sum + rule.max * maxBytesOf(rule), 0);
  return { ...rules, maxRequestBytes: rules.maxRequestBytes ?? largestFiles + fieldsAllowance };
}

const maxBytesOf = (rule: FileRule) => Math.min(rule.maxBytes ?? Infinity, fileKinds[rule.kind].maxBytes);

// The code's catalogue message, filed under the form field it concerns.
function refusal(code: ErrorCode, field?: string) {
  if (field === undefined) return new AppError(code);
  return new AppError(code, { [field]: new AppError(code).message });
}

// A request too large is filed under the form's file input when it has only one.
function requestTooLarge(form: AnyMultipartForm) {
  const fileFields = Object.keys(form.files);
  return refusal(form.tooLarge ?? 'PAYLOAD_TOO_LARGE', fileFields.length === 1 ? fileFields[0] : undefined);
}

// Refuses a request whose declared length passes the form's limit before it is
// read, and otherwise counts what arrives, failing the upload once it passes:
// the multipart reader listens for the request's errors and ends the parts
// with this one. Returns the function that stops counting.
function boundRequestSize(request: FastifyRequest, maxBytes: number, tooLarge: () => AppError) {
  if (Number(request.headers['content-length']) > maxBytes) throw tooLarge();
  let received = 0;
  const stop = () => request.raw.off('data', count);
  function count(chunk: Buffer) {
    received += chunk.length;
    if (received > maxBytes) {
      stop();
      request.raw.emit('error', tooLarge());
    }
  }
  request.raw.on('data', count);
  return stop;
}

interface ReceivedFile {
  bytes: Buffer;
  filename: string;
}

interface ReceivedForm {
  fields: unknown;
  files: Record<string, ReceivedFile[]>;
}

function partError(form: AnyMultipartForm, error: unknown) {
  const { code, part } = error as { code?: string; part?: { fieldname: string } };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const rule = part && Object.hasOwn(form.files, part.fieldname) ? form.files[part.fieldname] : undefined;
    return rule ? refusal(fileKinds[rule.kind].tooLarge, part?.fieldname) : refusal('PAYLOAD_TOO_LARGE');
  }
  if (code === 'FST_FILES_LIMIT') return refusal('TOO_MANY_FILES');
  return asUploadError(error);
}

// The text fields as sent and each declared file whole; parts of undeclared
// file inputs are skipped unread.
async function receiveParts(request: FastifyRequest, form: AnyMultipartForm): Promise<ReceivedForm> {
  const rules = Object.entries(form.files);
  const fields: Record<string, string> = {};
  const received = { fields, files: Object.fromEntries(rules.map(([name]) => [name, [] as ReceivedFile[]])) };
  const limits = {
    // Room for each file the form takes and as many empty or unread parts (a
    // browser sends an empty part for a file input left empty); a file beyond
    // a rule's `max` is refused by the rule itself, below.
    files: 2 * rules.reduce((sum, [, rule]) => sum + rule.max, 0),
    fileSize: Math.max(0, ...rules.map(([, rule]) => maxBytesOf(rule))),
  };
  // A 'data' listener sets the body flowing on the next tick, so the counter
  // and the multipart reader (piped by the loop's first step) start in the same
  // tick: no await may come between them, or the reader would miss the start.
  const stopCounting = boundRequestSize(request, form.maxRequestBytes, () => requestTooLarge(form));
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const rule = Object.hasOwn(form.files, part.fieldname) ? form.files[part.fieldname] : undefined;
      const files = received.files[part.fieldname];
      if (!rule || !files) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      // A form whose file input was left empty sends an empty, nameless part.
      if (bytes.length === 0 && !part.filename) continue;
      if (files.length >= rule.max) throw refusal(rule.tooMany ?? 'TOO_MANY_FILES', part.fieldname);
      files.push({ bytes, filename: part.filename });
    }
  } catch (error) {
    throw partError(form, error);
  } finally {
    stopCounting();
  }
  return received;
}

// The name a staff member downloads the file as: the sender's own file name
// without folders or odd characters, with the extension its content has.
function downloadName(filename: string | undefined, fallback: string, extension: string) {
  const base = path
    .basename(filename ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || fallback}.${extension}`;
}

function parseFields<Fields extends z.ZodType>(schema: Fields, raw: unknown): z.output<Fields> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', fieldErrorsOf(parsed.error.issues));
  return parsed.data;
}

async function checkFiles(form: AnyMultipartForm, received: ReceivedForm) {
  const checked: Record<string, UploadedFile<FileKind>[]> = {};
  for (const [name, rule] of Object.entries(form.files)) {
    const files = received.files[name] ?? [];
    if (files.length === 0 && rule.missing) throw refusal(rule.missing, name);
    const kind = fileKinds[rule.kind];
    checked[name] = [];
    for (const [position, file] of files.entries()) {
      if (file.bytes.length > maxBytesOf(rule)) throw refusal(kind.tooLarge, name);
      const content = await kind.check(file.bytes, name, file.filename);
      const fileName = downloadName(file.filename, `${rule.kind}-${position + 1}`, content.extension);
      checked[name].push({ ...content, fileName });
    }
  }
  return checked;
}

// Reads a multipart form (or, where the form allows, a JSON body) into its
// fields, parsed by the contract's schema (a failure is VALIDATION_FAILED with
// each field's message, answered as the route's `invalidInput` says), and its
// files, each checked by content (docs/product.md#files) and held in memory.
export async function readMultipart<Fields extends z.ZodType, Files extends Record<string, FileRule>>(
  request: FastifyRequest,
  form: MultipartForm<Fields, Files>,
): Promise<MultipartInput<Fields, Files>> {
  let received: ReceivedForm;
  if (request.isMultipart()) {
    received = await receiveParts(request, form);
  } else if (form.json) {
    received = { fields: request.body ?? {}, files: {} };
  } else {
    // A body of another kind carries no file: a form that needs one says so.
    const needed = Object.entries(form.files).find(([, rule]) => rule.missing);
    throw needed?.[1].missing ? refusal(needed[1].missing, needed[0]) : new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  // A JSON body was checked with every request's (registerUnstorableTextCheck); form fields are checked here.
  refuseUnstorableText({ body: received.fields });
  const fields = parseFields(form.fields, received.fields);
  const files = await checkFiles(form, received);
  return { fields, files } as MultipartInput<Fields, Files>;
}
