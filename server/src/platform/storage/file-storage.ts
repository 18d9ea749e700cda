import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

// Where uploaded files live (avatars now; feedback images, evidence and KYC
// documents later). Drivers: the local disk (local-disk-storage.ts) and an
// S3-compatible bucket (s3-storage.ts); create-file-storage.ts picks one.
export interface FileStorage {
  save(file: { key: string; bytes: Buffer; contentType: string }): Promise<void>;
  // undefined when there is no such file.
  open(key: string): Promise<StoredFile | undefined>;
  // Removing a file that is not there is not an error.
  remove(key: string): Promise<void>;
}

export interface StoredFile {
  contentType: string;
  size: number;
  body: Readable;
}

// Keys are ours, never a name a user chose: `<organisation id>/<kind>/<uuid>.<ext>`.
// Anything else (`..`, an absolute path, a backslash, an empty segment) is refused,
// so no key can point outside the storage root.
const keyPattern = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+(\.[a-z0-9]{1,8})?$/;

export function isValidFileKey(key: string) {
  return keyPattern.test(key);
}

export function assertValidFileKey(key: string) {
  if (!isValidFileKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

export function newFileKey({
  organizationId,
  kind,
  extension,
}: {
  organizationId: string;
  kind: string;
  extension: string;
}) {
  const key = `${organizationId}/${kind}/${randomUUID()}.${extension}`;
  assertValidFileKey(key);
  return key;
}
