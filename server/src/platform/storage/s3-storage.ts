import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidFileKey, type FileStorage } from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  // An S3-compatible service (MinIO, R2, …); unset means AWS itself.
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  // Unset: the SDK's default credential chain (instance role, AWS_* variables, …).
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

// A missing object. Some S3-compatible services answer a bare 404 without the
// NoSuchKey code; a missing bucket is a misconfiguration, never a missing file.
// AWS answers 403 instead of 404 to a role without s3:ListBucket, so the
// role needs it (with GetObject, PutObject and DeleteObject) for a deleted
// file to answer 404 rather than fail.
function isMissing(error: unknown) {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

// One object per key in a private bucket that every server copy shares; the
// content type is the object's own. Browsers never reach the bucket: files are
// still served through the app's signed /api/files addresses.
export function createS3Storage({
  bucket,
  region,
  endpoint,
  forcePathStyle,
  credentials,
}: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials,
    // Checksums only where S3 requires them: many S3-compatible services reject
    // the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    async save({ key, bytes, contentType }) {
      assertValidFileKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },

    async open(key) {
      assertValidFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        // Both are sent on as the response's headers: a wrong length would cut the file short.
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error(`S3 answered ${key} without a readable body and its length`);
        }
        return {
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
          body: object.Body,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      assertValidFileKey(key);
      // S3 answers a delete of a missing object with success.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
