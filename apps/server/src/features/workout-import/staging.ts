/**
 * Where an uploaded training log waits between its preview and its commit (decision 037): in the
 * process's FileStorage (a directory, or the bucket every instance shares), under
 * `workout-imports/<UTC day>/<user id>/<upload id>`. The user id in the key binds the file to its
 * owner: another user's commit of the same upload id finds nothing (404). The upload id is a
 * UUID v7, so its own first 48 bits date it: the commit knows the day folder from the id, refuses
 * a file older than a day, and whole day folders are deleted once every file in them is stale.
 * No database row is needed, and any instance can commit what another previewed.
 */
import type { Readable } from 'node:stream';
import { uuidV7At, uuidV7Time } from '../../db/uuid-v7.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

const PREFIX = 'workout-imports';
export const STAGED_FOR_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Day folders looked at when clearing stale ones (a server down longer leaves older ones). */
const CLEARED_DAYS = 60;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The file itself, or a small part beside it (what the preview learnt that the commit needs). */
type Part = 'file' | 'meta';

function keyOf(userId: string, uploadId: string, time: number, part: Part = 'file'): string {
  const key = `${PREFIX}/${dayOf(time)}/${userId}/${uploadId.toLowerCase()}`;
  return part === 'file' ? key : `${key}-${part}`;
}

/** The upload id's time when it is a live one (at most a day old), else null. */
function liveTime(uploadId: string, now: number): number | null {
  const time = uuidV7Time(uploadId);
  if (time === null || now - time > STAGED_FOR_MS || time > now + 60_000) return null;
  return time;
}

export function stagingArea(storage: FileStorage, now: () => number = Date.now) {
  return {
    /** Stores the upload; StoredFileTooLarge past maxBytes (nothing is then kept). */
    async stage(userId: string, body: Readable, maxBytes: number) {
      const time = now();
      const uploadId = uuidV7At(time);
      const byteSize = await storage.put(keyOf(userId, uploadId, time), body, { maxBytes });
      return { uploadId, byteSize };
    },
    async put(userId: string, uploadId: string, part: Part, text: string): Promise<void> {
      const time = uuidV7Time(uploadId);
      if (time === null) throw new Error(`not an upload id: ${uploadId}`);
      await storage.put(keyOf(userId, uploadId, time, part), Buffer.from(text), {
        maxBytes: 64 * 1024,
      });
    },
    /** The staged file of this user, or null (unknown, another user's, or older than a day). */
    async open(userId: string, uploadId: string, part: Part = 'file'): Promise<Readable | null> {
      const time = liveTime(uploadId, now());
      return time === null ? null : storage.get(keyOf(userId, uploadId, time, part));
    },
    async remove(userId: string, uploadId: string): Promise<void> {
      const time = uuidV7Time(uploadId);
      if (time === null) return;
      await storage.delete(keyOf(userId, uploadId, time));
      await storage.delete(keyOf(userId, uploadId, time, 'meta'));
    },
    /**
     * Deletes the day folders whose files are all past their day: the day before yesterday and
     * older. Yesterday's may still hold a file staged less than 24 h ago.
     */
    async removeStale(): Promise<void> {
      const today = Date.parse(`${dayOf(now())}T00:00:00Z`);
      for (let days = 2; days <= CLEARED_DAYS; days++) {
        await storage.deletePrefix(`${PREFIX}/${dayOf(today - days * DAY_MS)}`);
      }
    },
  };
}
export type StagingArea = ReturnType<typeof stagingArea>;
