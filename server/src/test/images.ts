import { deflateSync } from 'node:zlib';

// Small but real image files for upload tests, built here so no binary fixture
// needs to be kept in the repository.

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// A 1×1 PNG, padded with zero bytes after its end to `size` bytes if asked.
export function pngImage(size?: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x1f, 0x8a, 0x5b]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return size === undefined ? png : Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

export const jpegImage = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'ascii'),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);

export const gifImage = () =>
  Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    Buffer.from([
      1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b,
    ]),
  ]);

export function webpImage() {
  const body = Buffer.concat([Buffer.from('WEBPVP8 ', 'ascii'), Buffer.alloc(40)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), size, body]);
}

export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

export const htmlPage = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
