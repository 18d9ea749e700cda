import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { newFileKey } from './file-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-storage-'));
const storage = createLocalDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const organizationId = '6f1b7e9e-3c55-4a8e-9d0f-2a7c1b9e4d11';
const filesUnder = (folder: string) => fs.readdirSync(path.join(root, folder));

describe('local disk storage', () => {
  it('keeps a file with its content type until it is removed', async () => {
    const key = newFileKey({ organizationId, kind: 'avatars', extension: 'png' });
    await storage.save({ key, bytes: Buffer.from('picture'), contentType: 'image/png' });

    const stored = await storage.open(key);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(7);
    expect(await text(stored!.body)).toBe('picture');

    await storage.remove(key);
    expect(await storage.open(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('names files by random keys under their organisation, leaving no temporary file behind', async () => {
    const first = newFileKey({ organizationId, kind: 'avatars', extension: 'gif' });
    const second = newFileKey({ organizationId, kind: 'avatars', extension: 'gif' });
    expect(first).toMatch(new RegExp(`^${organizationId}/avatars/[0-9a-f-]{36}\\.gif$`));
    expect(second).not.toBe(first);

    await storage.save({ key: first, bytes: Buffer.from('GIF89a'), contentType: 'image/gif' });
    expect(filesUnder(`${organizationId}/avatars`).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('answers nothing for a key that was never saved', async () => {
    expect(await storage.open(`${organizationId}/avatars/missing.png`)).toBeUndefined();
  });

  it('refuses keys that could reach outside its folder', async () => {
    for (const key of [
      '../srm-outside.txt',
      `${organizationId}/../../srm-outside.txt`,
      '/etc/passwd',
      `${organizationId}\\..\\x.png`,
      `${organizationId}//x.png`,
      '',
    ]) {
      await expect(storage.open(key), key).rejects.toThrow(/not a storage key/);
      await expect(storage.save({ key, bytes: Buffer.from('x'), contentType: 'text/plain' }), key).rejects.toThrow();
      await expect(storage.remove(key), key).rejects.toThrow();
    }
  });
});
