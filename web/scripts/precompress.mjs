// The last step of `npm run build`: a brotli and a gzip copy beside every text file of dist/ worth compressing,
// at the highest levels, which the server sends to a browser that takes them (@fastify/static's preCompressed)
// instead of compressing each answer anew at a faster, weaker level.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// The server does not compress answers under this size either (server/src/platform/http/security.ts).
const smallest = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const files = fs
  .readdirSync(distDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.includes('.vite'))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => fs.statSync(file).size >= smallest);

let original = 0;
let compressed = 0;
await Promise.all(
  files.map(async (file) => {
    const content = fs.readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    original += content.length;
    compressed += br.length;
  }),
);
console.log(
  `precompressed ${files.length} files: ${(original / 1e6).toFixed(2)} MB, ${(compressed / 1e6).toFixed(2)} MB as brotli`,
);
