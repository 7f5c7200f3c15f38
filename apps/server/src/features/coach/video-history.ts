import { and, desc, eq } from 'drizzle-orm';
import type { VideoFormInput } from '@grandfit/shared/domain/coach/video-form.ts';
import type { Db } from '../../db/client.ts';
import { videoAnalyses } from '../../db/schema/video.ts';

/** The user's newest video analysis of the exercise, for the form analysis; null without one. */
export async function latestVideoAnalysis(
  db: Db,
  userId: string,
  exerciseId: string,
): Promise<VideoFormInput | null> {
  const [row] = await db
    .select({
      createdAt: videoAnalyses.createdAt,
      overallScore: videoAnalyses.overallScore,
      movementScore: videoAnalyses.movementScore,
      rangeOfMotionScore: videoAnalyses.rangeOfMotionScore,
      tempoScore: videoAnalyses.tempoScore,
      stabilityScore: videoAnalyses.stabilityScore,
      reps: videoAnalyses.reps,
      corrections: videoAnalyses.corrections,
    })
    .from(videoAnalyses)
    .where(and(eq(videoAnalyses.userId, userId), eq(videoAnalyses.exerciseId, exerciseId)))
    .orderBy(desc(videoAnalyses.createdAt))
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}
