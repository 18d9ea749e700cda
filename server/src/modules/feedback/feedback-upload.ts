import path from 'node:path';
import { maxFeedbackAttachments, maxImageBytes, messages } from '@srm/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import { asUploadError } from '../../platform/http/uploads.js';
import { refuseNulCharacters } from '../../platform/input/nul-characters.js';
import { checkImage, imageTooLarge, isFileTooLargeError } from '../../platform/storage/images.js';
import type { FeedbackAttachment } from './feedback.service.js';

// The public form's file parts, all under one name.
export const attachmentsField = 'attachments';

// Five images of 5 MB, the text fields and the multipart framing: anything
// larger is refused before it is read (or, sent without a length, as soon as it
// passes this).
export const maxFeedbackRequestBytes = maxFeedbackAttachments * maxImageBytes + 256 * 1024;

const attachmentsTooLarge = () =>
  new AppError('ATTACHMENTS_TOO_LARGE', { [attachmentsField]: messages.attachmentsTooLarge });

// Counts what arrives and fails the upload once it passes the limit: the
// multipart reader listens for the request's errors and ends the parts with
// this one. Returns the function that stops counting.
function boundRequestSize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length']);
  if (declared > maxFeedbackRequestBytes) throw attachmentsTooLarge();
  let received = 0;
  const stop = () => request.raw.off('data', count);
  function count(chunk: Buffer) {
    received += chunk.length;
    if (received > maxFeedbackRequestBytes) {
      stop();
      request.raw.emit('error', attachmentsTooLarge());
    }
  }
  request.raw.on('data', count);
  return stop;
}

// The name a staff member downloads the image as: the stakeholder's own file
// name without folders or odd characters, with the extension its content has.
function downloadName(filename: string | undefined, extension: string, position: number) {
  const base = path
    .basename(filename ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || `image-${position + 1}`}.${extension}`;
}

function multipartError(error: unknown) {
  if (isFileTooLargeError(error)) return imageTooLarge(attachmentsField);
  if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
    return new AppError('TOO_MANY_ATTACHMENTS', { [attachmentsField]: messages.tooManyAttachments });
  }
  return asUploadError(error);
}

// Issue 6 §2: the text fields as sent, and each attached image checked by its
// content (a PNG named .txt is a PNG; a text file named .png is refused).
export async function readFeedbackForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; attachments: FeedbackAttachment[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: { bytes: Buffer; filename: string }[] = [];
  // A 'data' listener sets the body flowing on the next tick, so the counter
  // and the multipart reader (piped by the loop's first step) start in the same
  // tick: no await may come between them, or the reader would miss the start.
  const stopCounting = boundRequestSize(request);
  try {
    for await (const part of request.parts({ limits: { files: maxFeedbackAttachments } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === attachmentsField) {
        const bytes = await part.toBuffer();
        // A form whose file input was left empty sends an empty, nameless part.
        if (bytes.length > 0 || part.filename) files.push({ bytes, filename: part.filename });
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw multipartError(error);
  } finally {
    stopCounting();
  }
  refuseNulCharacters({ body: fields });
  const attachments: FeedbackAttachment[] = [];
  for (const [position, file] of files.entries()) {
    const image = await checkImage(file.bytes, attachmentsField);
    attachments.push({ image, fileName: downloadName(file.filename, image.extension, position) });
  }
  return { fields, attachments };
}
