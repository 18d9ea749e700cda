import { maxImageBytes, messages } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import { gifImage, htmlPage, jpegImage, pngImage, svgImage, webpImage } from '../../test/images.js';
import { checkImage } from './images.js';

describe('checking an image by its content', () => {
  it.each([
    ['PNG', pngImage(), 'image/png', 'png'],
    ['JPEG', jpegImage(), 'image/jpeg', 'jpg'],
    ['WebP', webpImage(), 'image/webp', 'webp'],
    ['GIF', gifImage(), 'image/gif', 'gif'],
  ])('accepts a %s', async (_name, bytes, contentType, extension) => {
    await expect(checkImage(bytes, 'image')).resolves.toEqual({ bytes, contentType, extension });
  });

  it.each([
    ['an SVG', svgImage()],
    ['an HTML page', htmlPage()],
    ['a PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1')],
    ['plain text', Buffer.from('just some words')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s, naming the field', async (_name, bytes) => {
    await expect(checkImage(bytes, 'attachments')).rejects.toMatchObject({
      status: 400,
      message: messages.imagesOnly,
      fieldErrors: { attachments: messages.imagesOnly },
    });
  });

  it('accepts exactly 5 MB and refuses one byte more', async () => {
    await expect(checkImage(pngImage(maxImageBytes), 'image')).resolves.toMatchObject({ contentType: 'image/png' });
    await expect(checkImage(pngImage(maxImageBytes + 1), 'image')).rejects.toMatchObject({
      status: 400,
      message: messages.imageTooLarge,
      fieldErrors: { image: messages.imageTooLarge },
    });
  });
});
