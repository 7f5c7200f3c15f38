import type { Readable } from 'node:stream';
import type { UploadsConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import { UPLOAD_INTERRUPTED, openUpload, refuseAnnouncedSize } from '../http/read-upload.ts';
import { StoredFileTooLarge, storeThenRecord, type FileStorage } from '../storage/file-storage.ts';
import { uploadGate } from './upload-gate.ts';
import { lockUploadsOf, quotaMessage, storedBytesOf } from './upload-quota.ts';

/** Enough of a file to know its type: a Matroska header names its DocType in its first 64 bytes. */
const HEAD_BYTES = 64;

export const TOO_MANY_OF_YOURS =
  'You are already sending the most uploads at once: wait for one to finish, then try again';
export const TOO_MANY_AT_ONCE =
  'The server is receiving too many uploads right now: try again in a few seconds';

export interface Upload<T, R> {
  userId: string;
  body: Readable;
  contentLength: string | undefined;
  /** The largest file of this kind, and what to answer past it. */
  maxBytes: number;
  tooLargeMessage: string;
  /** The file's type from its first bytes; null refuses it with `notAllowedMessage`. */
  typeOf: (head: Uint8Array) => T | null;
  notAllowedMessage: string;
  key: string;
  /** Writes the file's row, inside the transaction that checked the quota. */
  insert: (tx: Db, type: T, byteSize: number) => Promise<R>;
}

/**
 * Receives users' files (videos, progress photos) into file storage without holding them in memory
 * (docs/decisions/026-upload-storage.md): at most `perUser` at once per user and `perInstance` in
 * all (429 past either), never past the file's limit or the user's quota (413), and on any failure
 * nothing is stored and no row written.
 */
export function uploadsService(db: Db, storage: FileStorage, limits: UploadsConfig) {
  const gate = uploadGate(limits);

  async function receive<T, R>(upload: Upload<T, R>): Promise<R> {
    refuseAnnouncedSize(upload.contentLength, upload.maxBytes, upload.tooLargeMessage);
    const entry = gate.enter(upload.userId);
    if (!entry.admitted) {
      throw new HttpError(429, entry.full === 'user' ? TOO_MANY_OF_YOURS : TOO_MANY_AT_ONCE);
    }
    try {
      const used = await storedBytesOf(db, upload.userId);
      const room = Math.max(limits.quotaBytes - used, 0);
      if (room === 0) throw new HttpError(413, quotaMessage(used, limits.quotaBytes));
      refuseAnnouncedSize(upload.contentLength, room, quotaMessage(used, limits.quotaBytes));

      const opened = await openUpload(upload.body, HEAD_BYTES);
      // The bytes decide, not the header.
      const type = upload.typeOf(opened.head);
      if (type === null) throw new HttpError(400, upload.notAllowedMessage);

      const maxBytes = Math.min(upload.maxBytes, room);
      try {
        return await storeThenRecord(storage, upload.key, opened.stream, maxBytes, (byteSize) =>
          db.transaction(async (tx) => {
            // Checked again with the user's row locked: uploads on other instances count too.
            await lockUploadsOf(tx, upload.userId);
            const usedNow = await storedBytesOf(tx, upload.userId);
            if (usedNow + byteSize > limits.quotaBytes) {
              throw new HttpError(413, quotaMessage(usedNow, limits.quotaBytes));
            }
            return upload.insert(tx, type, byteSize);
          }),
        );
      } catch (error) {
        if (error instanceof StoredFileTooLarge) {
          throw new HttpError(
            413,
            maxBytes === upload.maxBytes
              ? upload.tooLargeMessage
              : quotaMessage(used, limits.quotaBytes),
          );
        }
        if (opened.interrupted) throw new HttpError(400, UPLOAD_INTERRUPTED);
        throw error;
      }
    } finally {
      entry.leave();
    }
  }

  return {
    receive,
    /** Bytes the user keeps, as the quota counts them. */
    storedBytesOf: (userId: string) => storedBytesOf(db, userId),
    get activeUploads() {
      return gate.active;
    },
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
