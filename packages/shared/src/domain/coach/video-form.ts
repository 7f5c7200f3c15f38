/**
 * The form analysis (GET /api/ai/form-analysis/{exerciseId}) enriched by the latest video analysis
 * of the exercise (docs/decisions/018-video-analysis.md; docs/video-analysis.md "In the coach's
 * form analysis").
 */
import { RECENT_WINDOW_DAYS } from './history.ts';
import { analyseForm, type FormKind } from './form-analysis.ts';
import type { CoachUnits } from './units.ts';
import type { FormAnalysis, LoggedSet } from './types.ts';

export interface VideoFormInput {
  /** When the analysis was stored, ISO. */
  createdAt: string;
  overallScore: number;
  movementScore: number;
  rangeOfMotionScore: number;
  tempoScore: number;
  stabilityScore: number;
  reps: number;
  corrections: string[];
}

/** A video score under this becomes a risk factor (the video badge's destructive band is < 70). */
export const VIDEO_RISK_BELOW = 60;
/** At most this many of the video's corrections lead the recommendations. */
const VIDEO_CORRECTIONS = 3;
const DAY_MS = 86_400_000;

const VIDEO_PARTS = [
  ['movementScore', 'movement consistency'],
  ['rangeOfMotionScore', 'range of motion'],
  ['tempoScore', 'tempo'],
  ['stabilityScore', 'stability'],
] as const;

/**
 * The set-based analysis plus a video of the last 42 days (the coach's recent window): the form
 * score is the video's overall score (logged sets cannot see form, so they never enter it; they
 * give the separate effort accuracy); the video's scores join the feedback, its corrections lead
 * the recommendations, and any part below 60 is a risk factor. An older video is left out, and
 * the form score is then null ("no data yet").
 */
export function analyseFormWithVideo(input: {
  history: LoggedSet[];
  now: string;
  video: VideoFormInput | null;
  units?: CoachUnits;
  kind?: FormKind;
}): FormAnalysis {
  const fromSets = analyseForm(input);
  const { video } = input;
  if (input.kind === 'cardio') return fromSets;
  if (!video || Date.parse(input.now) - Date.parse(video.createdAt) > RECENT_WINDOW_DAYS * DAY_MS) {
    return fromSets;
  }
  const videoScore = Math.round(video.overallScore);
  const parts = VIDEO_PARTS.map(([key, label]) => `${label} ${Math.round(video[key])}`).join(', ');
  return {
    overallScore: videoScore,
    effortAccuracy: fromSets.effortAccuracy,
    feedback: [
      ...fromSets.feedback,
      `Latest video (${video.createdAt.slice(0, 10)}, ${video.reps} reps): overall ${videoScore}; ${parts}.`,
    ],
    recommendations: [
      ...video.corrections.slice(0, VIDEO_CORRECTIONS),
      ...fromSets.recommendations,
    ],
    riskFactors: [
      ...fromSets.riskFactors,
      ...VIDEO_PARTS.filter(([key]) => video[key] < VIDEO_RISK_BELOW).map(
        ([key, label]) =>
          `Video: ${label} scored ${Math.round(video[key])} (below ${VIDEO_RISK_BELOW}).`,
      ),
    ],
  };
}
