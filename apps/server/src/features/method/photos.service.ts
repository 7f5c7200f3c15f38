import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import type { ProgressPhoto, ProgressPhotoType } from '@grandfit/shared/schemas/method.ts';
import type { Db } from '../../db/client.ts';
import { progressPhotos } from '../../db/schema/journey.ts';
import { storeThenRecord, type FileStorage } from '../../storage/file-storage.ts';
import { isUuid } from '../../http/uuid.ts';

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
export function photosService(db: Db, storage: FileStorage) {
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

    /** Stores the bytes first, then the row: a row never points at a file that is not there. */
    async save(
      userId: string,
      photo: { takenOn: string; contentType: ProgressPhotoType; bytes: Uint8Array },
    ): Promise<ProgressPhoto> {
      const id = randomUUID();
      const storageKey = `progress-photos/${userId}/${id}`;
      return storeThenRecord(storage, storageKey, photo.bytes, async () => {
        const [row] = await db
          .insert(progressPhotos)
          .values({
            id,
            userId,
            takenOn: photo.takenOn,
            contentType: photo.contentType,
            byteSize: photo.bytes.byteLength,
            storageKey,
          })
          .returning();
        if (!row) throw new Error('progress photo insert returned no row');
        return present(row);
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

    /** Removes the row, then the file. False when the user has no such photo. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const [row] = await db
        .delete(progressPhotos)
        .where(and(eq(progressPhotos.id, id), eq(progressPhotos.userId, userId)))
        .returning({ storageKey: progressPhotos.storageKey });
      if (!row) return false;
      await storage.delete(row.storageKey);
      return true;
    },
  };
}

export type PhotosService = ReturnType<typeof photosService>;
