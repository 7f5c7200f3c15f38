/**
 * Video form analysis (docs/product.md#video-routes; docs/decisions/018-video-analysis.md;
 * docs/video-analysis.md). The analysis runs on the device (MediaPipe Pose); the server stores the
 * video and the result with the set it belongs to.
 */
import { z } from 'zod';
import { numberSchema, textSchema } from './safe-input.ts';

import { VIDEO_TYPES } from '../domain/form-video/video-upload.ts';

export {
  VIDEOS_URL,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  type VideoType,
} from '../domain/form-video/video-upload.ts';

export const uploadedVideoSchema = z.object({
  id: z.uuid(),
  /** Where the owner can fetch it: `/api/videos/{id}`; the analysis refers to it by this url. */
  url: z.string(),
  contentType: z.enum(VIDEO_TYPES),
  byteSize: z.number().int(),
  createdAt: z.string(),
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;

export const videoParamsSchema = z.object({ id: textSchema('The video id', { max: 100 }) });

const score = numberSchema('A score').min(0).max(100);

/** A video analysis result (docs/product.md#video-scores), plus the reps the analysis found. */
export const videoAnalysisResultSchema = z.object({
  overallScore: score,
  confidence: numberSchema('The confidence').min(0).max(1),
  movementScore: score,
  rangeOfMotionScore: score,
  tempoScore: score,
  stabilityScore: score,
  feedback: z.array(textSchema('Feedback', { max: 500 })).max(20),
  corrections: z.array(textSchema('A correction', { max: 500 })).max(20),
  /** Addition: complete reps found in the video. */
  reps: z.number().int().min(1).max(100),
});
export type VideoAnalysisResult = z.infer<typeof videoAnalysisResultSchema>;

/** The set the video shows, as the Active workout's inputs held it (any may be empty). */
export const videoSetDataSchema = z.object({
  weight: numberSchema('Weight').min(0, 'Weight cannot be negative').max(2000).nullable(),
  reps: z.number().int().min(0).max(50, 'Reps must be 50 or fewer').nullable(),
  rir: z.number().int().min(0).max(10, 'RIR must be between 0 and 10').nullable(),
  setNumber: z.number().int().min(1).max(20).nullable(),
});

/**
 * docs/product.md#video-routes: exerciseId, videoUrl and setData; here also the device's result
 * (the analysis runs there) and a client id, so a repeated request stores one analysis.
 */
export const videoAnalysisRequestSchema = z.object({
  clientId: z.uuid('clientId must be a UUID'),
  exerciseId: textSchema('The exercise id', { min: 1, max: 100 }),
  /** `/api/videos/{id}` of the user's own upload, or null when the video stayed on the device. */
  videoUrl: textSchema('The video url', { max: 200 }).nullable(),
  setData: videoSetDataSchema,
  result: videoAnalysisResultSchema,
});
export type VideoAnalysisRequest = z.infer<typeof videoAnalysisRequestSchema>;

export const storedVideoAnalysisSchema = videoAnalysisResultSchema.extend({
  id: z.uuid(),
  exerciseId: z.string(),
  videoUrl: z.string().nullable(),
  setData: videoSetDataSchema,
  createdAt: z.string(),
});
export type StoredVideoAnalysis = z.infer<typeof storedVideoAnalysisSchema>;
