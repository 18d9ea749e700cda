import { type AcceptedImageType, acceptedImageTypes, maxImageBytes, messages } from '@srm/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors/app-error.js';

export interface CheckedImage {
  bytes: Buffer;
  contentType: AcceptedImageType;
  extension: string;
}

const isAccepted = (mime: string): mime is AcceptedImageType =>
  (acceptedImageTypes as readonly string[]).includes(mime);

// docs/product.md#files: an image is known by its first bytes, never by its
// name or the type the browser declared, so an HTML or SVG page renamed
// `photo.png` is refused. `field` names the form field the errors belong to.
export async function checkImage(bytes: Buffer, field: string): Promise<CheckedImage> {
  if (bytes.length > maxImageBytes) throw new AppError('IMAGE_TOO_LARGE', { [field]: messages.imageTooLarge });
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime)) {
    throw new AppError('IMAGE_NOT_ACCEPTED', { [field]: messages.imagesOnly });
  }
  return { bytes, contentType: detected.mime, extension: detected.ext };
}
