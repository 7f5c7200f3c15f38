import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import {
  PROGRESS_PHOTO_MAX_BYTES,
  type ProgressPhoto,
  type ProgressPhotoType,
} from '@grandfit/shared/schemas/method.ts';
import type { Db } from '../../db/client.ts';
import { progressPhotos } from '../../db/schema/journey.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { UploadsService } from '../../uploads/uploads.service.ts';
import { isUuid } from '../../http/uuid.ts';
import { NOT_AN_IMAGE, imageTypeOf, tooLargeMessage } from './image-upload.ts';

type PhotoRow = typeof progressPhotos.$inferSelect;

export const PHOTOS_URL = '/api/method/photos';

function present(row: PhotoRow): ProgressPhoto {
  return {
    id: row.id,
    takenOn: row.takenOn,
    contentType: row.contentType as ProgressPhotoType,
    byteSize: row.byteSize,
    url: `${PHOTOS_URL}/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Dated progress photos: the row in PostgreSQL, the bytes in file storage under its key. */
export function photosService(db: Db, storage: FileStorage, uploads: UploadsService) {
  /** The user's own photo; another user's id, an unknown one and a malformed one find nothing alike. */
  async function find(userId: string, id: string): Promise<PhotoRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(progressPhotos)
      .where(and(eq(progressPhotos.id, id), eq(progressPhotos.userId, userId)));
    return row;
  }

  return {
    /** The series, newest first (by the day taken, then by upload). */
    async list(userId: string): Promise<ProgressPhoto[]> {
      const rows = await db
        .select()
        .from(progressPhotos)
        .where(eq(progressPhotos.userId, userId))
        .orderBy(desc(progressPhotos.takenOn), desc(progressPhotos.createdAt));
      return rows.map(present);
    },

    /**
     * Streams the upload to file storage, then writes its row: a row never points at a file that
     * is not there, and a refused or broken upload leaves neither.
     */
    async save(
      userId: string,
      photo: { takenOn: string; body: Readable; contentLength: string | undefined },
    ): Promise<ProgressPhoto> {
      const id = randomUUID();
      const storageKey = `progress-photos/${userId}/${id}`;
      return uploads.receive({
        userId,
        body: photo.body,
        contentLength: photo.contentLength,
        maxBytes: PROGRESS_PHOTO_MAX_BYTES,
        tooLargeMessage: tooLargeMessage(PROGRESS_PHOTO_MAX_BYTES),
        typeOf: imageTypeOf,
        notAllowedMessage: NOT_AN_IMAGE,
        key: storageKey,
        insert: async (tx, contentType: ProgressPhotoType, byteSize) => {
          const [row] = await tx
            .insert(progressPhotos)
            .values({ id, userId, takenOn: photo.takenOn, contentType, byteSize, storageKey })
            .returning();
          if (!row) throw new Error('progress photo insert returned no row');
          return present(row);
        },
      });
    },

    /** The photo and its bytes; undefined when it is not the user's or its file is gone. */
    async open(
      userId: string,
      id: string,
    ): Promise<{ photo: ProgressPhoto; bytes: Readable } | undefined> {
      const row = await find(userId, id);
      if (!row) return undefined;
      const bytes = await storage.get(row.storageKey);
      return bytes ? { photo: present(row), bytes } : undefined;
    },

    /**
     * Removes the user's photo row, then its file. Idempotent: an id that no longer exists is
     * 'gone'; another user's is 'not-found', as is a malformed one.
     */
    async remove(userId: string, id: string): Promise<'removed' | 'gone' | 'not-found'> {
      if (!isUuid(id)) return 'not-found';
      const [row] = await db
        .delete(progressPhotos)
        .where(and(eq(progressPhotos.id, id), eq(progressPhotos.userId, userId)))
        .returning({ storageKey: progressPhotos.storageKey });
      if (row) {
        await storage.delete(row.storageKey);
        return 'removed';
      }
      const [other] = await db
        .select({ id: progressPhotos.id })
        .from(progressPhotos)
        .where(eq(progressPhotos.id, id));
      return other ? 'not-found' : 'gone';
    },
  };
}

export type PhotosService = ReturnType<typeof photosService>;
