import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngImage } from '../../test/images.js';
import { createTestApp } from '../../test/test-app.js';
import { newFileKey } from './file-storage.js';
import { createS3Storage } from './s3-storage.js';
import { createFileUrls } from './signed-file-urls.js';

const bucket = 'srm-uploads';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-s3rver-'));
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
let endpoint: string;

beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const organizationId = '6f1b7e9e-3c55-4a8e-9d0f-2a7c1b9e4d11';
const storage = () => createS3Storage({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials });

describe('S3 storage', () => {
  it('keeps a file with its size and content type until it is removed', async () => {
    const s3 = storage();
    const key = newFileKey({ organizationId, kind: 'avatars', extension: 'png' });
    await s3.save({ key, bytes: Buffer.from('picture'), contentType: 'image/png' });

    const stored = await s3.open(key);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(7);
    expect(await text(stored!.body)).toBe('picture');

    await s3.remove(key);
    expect(await s3.open(key)).toBeUndefined();
    await expect(s3.remove(key)).resolves.toBeUndefined();
  });

  it('answers nothing for a key that was never saved', async () => {
    expect(await storage().open(`${organizationId}/avatars/missing.png`)).toBeUndefined();
  });

  it('fails loudly, rather than answering nothing, when the bucket does not exist', async () => {
    const s3 = createS3Storage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials,
    });
    await expect(s3.open(`${organizationId}/avatars/missing.png`)).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('refuses keys that could reach outside its folder before asking S3', async () => {
    const send = vi.spyOn(S3Client.prototype, 'send');
    const s3 = storage();
    for (const key of ['../x', `${organizationId}/../../x.png`, '/etc/passwd', `${organizationId}//x.png`, '']) {
      await expect(s3.open(key), key).rejects.toThrow(/not a storage key/);
      await expect(s3.save({ key, bytes: Buffer.from('x'), contentType: 'text/plain' }), key).rejects.toThrow(
        /not a storage key/,
      );
      await expect(s3.remove(key), key).rejects.toThrow(/not a storage key/);
    }
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it('is what the app serves signed file addresses from when FILE_STORAGE is s3', async () => {
    const testApp = await createTestApp({
      env: {
        FILE_STORAGE: 's3',
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
    try {
      const key = newFileKey({ organizationId, kind: 'avatars', extension: 'png' });
      await testApp.storage.save({ key, bytes: pngImage(), contentType: 'image/png' });
      // Written to the bucket, not to the local disk.
      expect(await storage().open(key)).toMatchObject({ contentType: 'image/png', size: pngImage().length });

      const fileUrls = createFileUrls({ secretKey: testApp.config.SECRET_KEY, clock: testApp.clock });
      const response = await testApp.app.inject({ url: fileUrls.urlFor(key) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-length']).toBe(String(pngImage().length));
      expect(response.rawPayload.equals(pngImage())).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});
