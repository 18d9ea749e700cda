import { acceptedImageTypes, maxImageBytes, publicMessages } from '@srm/contract';

// What the browser can tell of an image before uploading it (an avatar, a
// feedback attachment); the server checks the content again.
export function imageProblem(file: File): string | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return publicMessages.imagesOnly;
  return file.size > maxImageBytes ? publicMessages.imageTooLarge : null;
}
