import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  ByteLimit,
  StoredFileTooLarge,
  asReadable,
  assertMaxBytes,
  assertStorageKey,
  type FileStorage,
} from './file-storage.ts';

export interface S3StorageConfig {
  /** e.g. http://minio:9000; undefined means AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Undefined means the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key) rather than in the host name. */
  forcePathStyle: boolean;
}

/** The smallest part S3 accepts; the upload holds about two of them in memory at a time. */
const PART_BYTES = 5 * 1_048_576;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, ...), shared by every instance. A put streams the
 * body through the SDK's managed upload: one PutObject when it fits a part, else a multipart
 * upload one part at a time (so memory stays at a part or two per upload), aborted on failure so
 * no object appears.
 */
export function s3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores do not understand the
    // trailing checksums the SDK adds to streamed bodies by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    async put(key, body, { maxBytes }) {
      assertStorageKey(key);
      assertMaxBytes(maxBytes);
      const limit = new ByteLimit(maxBytes);
      const source = asReadable(body);
      // pipe() does not pass a source's error on: the limit stream is failed by hand, so the
      // upload sees a broken body and aborts.
      source.on('error', (error) => limit.destroy(error));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source.pipe(limit) },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.unpipe(limit);
        if (!source.destroyed) source.destroy();
        throw limit.exceeded ? new StoredFileTooLarge(maxBytes) : error;
      }
      return limit.bytes;
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { byteSize: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertStorageKey(prefix);
      // One listing page (up to 1,000 keys) at a time, deleted in one request.
      for (;;) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, MaxKeys: 1000 }),
        );
        const keys = (page.Contents ?? []).flatMap((object) =>
          object.Key ? [{ Key: object.Key }] : [],
        );
        if (keys.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        if (!page.IsTruncated) return;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
