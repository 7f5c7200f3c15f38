import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import {
  VIDEOS_URL,
  VIDEO_MAX_BYTES,
  type StoredVideoAnalysis,
  type UploadedVideo,
  type VideoAnalysisRequest,
  type VideoType,
} from '@grandfit/shared/schemas/video.ts';
import type { Db } from '../../db/client.ts';
import { videoAnalyses, videos } from '../../db/schema/video.ts';
import { HttpError } from '../../http/http-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { UploadsService } from '../../uploads/uploads.service.ts';
import { isUuid } from '../../http/uuid.ts';
import { NOT_A_VIDEO, videoTooLargeMessage, videoTypeOf } from './video-type.ts';

type VideoRow = typeof videos.$inferSelect;
type AnalysisRow = typeof videoAnalyses.$inferSelect;

export const VIDEO_NOT_FOUND = 'Video not found';
export const EXERCISE_NOT_FOUND = 'Exercise not found';

const VIDEO_URL = new RegExp(`^${VIDEOS_URL}/([0-9a-f-]{36})$`, 'i');

function presentVideo(row: VideoRow): UploadedVideo {
  return {
    id: row.id,
    url: `${VIDEOS_URL}/${row.id}`,
    contentType: row.contentType as VideoType,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentAnalysis(row: AnalysisRow): StoredVideoAnalysis {
  return {
    id: row.id,
    exerciseId: row.exerciseId,
    videoUrl: row.videoId ? `${VIDEOS_URL}/${row.videoId}` : null,
    setData: {
      weight: row.setWeight,
      reps: row.setReps,
      rir: row.setRir,
      setNumber: row.setNumber,
    },
    overallScore: row.overallScore,
    confidence: row.confidence,
    movementScore: row.movementScore,
    rangeOfMotionScore: row.rangeOfMotionScore,
    tempoScore: row.tempoScore,
    stabilityScore: row.stabilityScore,
    reps: row.reps,
    feedback: row.feedback,
    corrections: row.corrections,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Exercise videos (bytes in file storage, the row in PostgreSQL) and their form analyses. */
export function videosService(db: Db, storage: FileStorage, uploads: UploadsService) {
  /** The user's own video; another user's id, an unknown one and a malformed one find nothing. */
  async function findVideo(userId: string, id: string): Promise<VideoRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.userId, userId)));
    return row;
  }

  return {
    /**
     * Streams the upload to file storage, then writes its row: a row never points at a file that
     * is not there, and a refused or broken upload leaves neither.
     */
    async save(
      userId: string,
      upload: { body: Readable; contentLength: string | undefined },
    ): Promise<UploadedVideo> {
      const id = randomUUID();
      const storageKey = `videos/${userId}/${id}`;
      return uploads.receive({
        userId,
        ...upload,
        maxBytes: VIDEO_MAX_BYTES,
        tooLargeMessage: videoTooLargeMessage(VIDEO_MAX_BYTES),
        typeOf: videoTypeOf,
        notAllowedMessage: NOT_A_VIDEO,
        key: storageKey,
        insert: async (tx, contentType: VideoType, byteSize) => {
          const [row] = await tx
            .insert(videos)
            .values({ id, userId, contentType, byteSize, storageKey })
            .returning();
          if (!row) throw new Error('video insert returned no row');
          return presentVideo(row);
        },
      });
    },

    /**
     * Removes the user's video (its analyses keep their figures, without the link), then its file.
     * Idempotent: an id that no longer exists is 'gone'; another user's is 'not-found', as is a
     * malformed one.
     */
    async remove(userId: string, id: string): Promise<'removed' | 'gone' | 'not-found'> {
      if (!isUuid(id)) return 'not-found';
      const [row] = await db
        .delete(videos)
        .where(and(eq(videos.id, id), eq(videos.userId, userId)))
        .returning({ storageKey: videos.storageKey });
      if (row) {
        await storage.delete(row.storageKey);
        return 'removed';
      }
      const [other] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id));
      return other ? 'not-found' : 'gone';
    },

    async open(
      userId: string,
      id: string,
    ): Promise<{ video: UploadedVideo; bytes: Readable } | undefined> {
      const row = await findVideo(userId, id);
      if (!row) return undefined;
      const bytes = await storage.get(row.storageKey);
      return bytes ? { video: presentVideo(row), bytes } : undefined;
    },

    /**
     * Stores the device's analysis with its set. Idempotent on (user, clientId): a repeated
     * request answers the analysis stored the first time and changes nothing.
     */
    async saveAnalysis(
      userId: string,
      request: VideoAnalysisRequest,
    ): Promise<{ analysis: StoredVideoAnalysis; created: boolean }> {
      if (!exerciseById(request.exerciseId)) throw new HttpError(404, EXERCISE_NOT_FOUND);
      let videoId: string | null = null;
      if (request.videoUrl !== null) {
        const id = VIDEO_URL.exec(request.videoUrl)?.[1];
        const video = id ? await findVideo(userId, id) : undefined;
        if (!video) throw new HttpError(404, VIDEO_NOT_FOUND);
        videoId = video.id;
      }
      const { result, setData } = request;
      const [inserted] = await db
        .insert(videoAnalyses)
        .values({
          userId,
          clientId: request.clientId,
          exerciseId: request.exerciseId,
          videoId,
          setWeight: setData.weight,
          setReps: setData.reps,
          setRir: setData.rir,
          setNumber: setData.setNumber,
          overallScore: result.overallScore,
          confidence: result.confidence,
          movementScore: result.movementScore,
          rangeOfMotionScore: result.rangeOfMotionScore,
          tempoScore: result.tempoScore,
          stabilityScore: result.stabilityScore,
          reps: result.reps,
          feedback: result.feedback,
          corrections: result.corrections,
        })
        .onConflictDoNothing({ target: [videoAnalyses.userId, videoAnalyses.clientId] })
        .returning();
      if (inserted) return { analysis: presentAnalysis(inserted), created: true };
      const [existing] = await db
        .select()
        .from(videoAnalyses)
        .where(and(eq(videoAnalyses.userId, userId), eq(videoAnalyses.clientId, request.clientId)));
      if (!existing) throw new Error('video analysis vanished after a conflicting insert');
      return { analysis: presentAnalysis(existing), created: false };
    },
  };
}

export type VideosService = ReturnType<typeof videosService>;
