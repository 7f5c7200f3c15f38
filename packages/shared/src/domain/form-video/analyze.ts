import { exerciseById } from '../programme/exercises.ts';
import { angleSeries, meanVisibility, MIN_VISIBILITY } from './angles.ts';
import { feedbackFor } from './feedback.ts';
import { LANDMARKS, profileFor } from './profiles.ts';
import { findReps } from './reps.ts';
import { mean, standardDeviation } from '../numbers.ts';
import {
  movementScore,
  overallScore,
  rangeOfMotionScore,
  stabilityScore,
  tempoScore,
} from './scores.ts';
import { fillGaps, smooth } from './signal.ts';
import type { Landmark, PoseFrame, Rep, VideoOutcome } from './types.ts';

/** A pose must be found in half the frames, the joint seen in half, and 2 reps completed. */
export const MIN_POSE_SHARE = 0.5;
export const MIN_REPS = 2;

const round = (value: number) => Math.round(value);
const seen = (landmark: Landmark | undefined): landmark is Landmark =>
  landmark !== undefined && (landmark.visibility ?? 1) >= MIN_VISIBILITY;

/** The hips' and shoulders' mid-points in one frame (x scaled by the aspect), or null. */
function trunk(landmarks: Landmark[], aspect: number) {
  const [lh, rh, ls, rs] = [
    landmarks[LANDMARKS.hip[0]],
    landmarks[LANDMARKS.hip[1]],
    landmarks[LANDMARKS.shoulder[0]],
    landmarks[LANDMARKS.shoulder[1]],
  ];
  if (!seen(lh) || !seen(rh) || !seen(ls) || !seen(rs)) return null;
  const hip = { x: ((lh.x + rh.x) / 2) * aspect, y: (lh.y + rh.y) / 2 };
  const shoulder = { x: ((ls.x + rs.x) / 2) * aspect, y: (ls.y + rs.y) / 2 };
  return { hipX: hip.x, torso: Math.hypot(hip.x - shoulder.x, hip.y - shoulder.y) };
}

/**
 * Drift between reps: the spread (sd) of the hips' mid-point x at the reps' tops and at their
 * bottoms, in torso lengths. Within a rep the hips move by design (back in a squat seen from the
 * side); drift is the same position moving from rep to rep. Null when the trunk is not seen.
 */
function swayOf(reps: readonly Rep[], frames: readonly PoseFrame[], aspect: number): number | null {
  const at = (time: number) => {
    const frame = frames.find((f) => f.timeSec === time);
    return frame?.landmarks ? trunk(frame.landmarks, aspect) : null;
  };
  const tops = reps.map((rep) => at(rep.start));
  const bottoms = reps.map((rep) => at(rep.bottom));
  const all = [...tops, ...bottoms];
  if (all.some((point) => point === null)) return null;
  const points = all as { hipX: number; torso: number }[];
  const torso = mean(points.map((p) => p.torso));
  if (torso <= 0) return null;
  const spread = (list: readonly ({ hipX: number } | null)[]) =>
    standardDeviation((list as { hipX: number }[]).map((p) => p.hipX));
  return (spread(tops) + spread(bottoms)) / 2 / torso;
}

/**
 * The video analysis of one set (docs/decisions/018-video-analysis.md; docs/video-analysis.md):
 * pose frames → the profile's joint angle → reps → scores, feedback and corrections. `aspect` is
 * the video's width / height, so angles measured on normalised coordinates are true angles.
 */
export function analyzeVideo(
  exerciseId: string,
  frames: readonly PoseFrame[],
  options: { aspect: number } = { aspect: 1 },
): VideoOutcome {
  const profile = profileFor(exerciseId);
  if (!profile) {
    const name = exerciseById(exerciseId)?.name ?? 'This exercise';
    return {
      status: 'insufficient',
      reason: `The video analysis covers squats, lunges, hinges, pushes and pulls; ${name} is not one of them.`,
    };
  }
  const withPose = frames.filter((frame) => frame.landmarks !== null).length;
  if (frames.length === 0 || withPose / frames.length < MIN_POSE_SHARE) {
    return {
      status: 'insufficient',
      reason: 'No person was found in most of the video. Film your whole body, in good light.',
    };
  }
  const raw = angleSeries(frames, profile, options.aspect);
  const measured = raw.filter((sample) => sample.angle !== null).length;
  if (measured / frames.length < MIN_POSE_SHARE) {
    return {
      status: 'insufficient',
      reason: `Your ${profile.joint.join(', ')} points were not clearly visible in most frames. Film from the side or the front with your whole body in view.`,
    };
  }
  const reps = findReps(smooth(fillGaps(raw)));
  if (reps.length < MIN_REPS) {
    return {
      status: 'insufficient',
      reason: `${reps.length === 0 ? 'No' : 'Only 1'} complete rep found: film at least ${MIN_REPS} reps, from the start position back to it.`,
    };
  }
  const sway = swayOf(reps, frames, options.aspect);
  const movement = movementScore(reps);
  const rangeOfMotion = rangeOfMotionScore(reps, profile);
  const tempo = tempoScore(reps, profile);
  // Unseen trunk: stability cannot be judged, so it neither helps nor hurts (the mean of the rest).
  const stability = sway === null ? (movement + rangeOfMotion + tempo) / 3 : stabilityScore(sway);
  const parts = { movement, rangeOfMotion, tempo, stability };
  const { feedback, corrections } = feedbackFor(reps, profile, parts, sway);
  if (sway === null) {
    feedback.push('Stability was not measured: both hips and shoulders must be in view.');
  }
  const confidence =
    Math.round(100 * meanVisibility(frames, profile) * (withPose / frames.length)) / 100;
  return {
    status: 'analyzed',
    overallScore: round(overallScore(parts)),
    confidence,
    movementScore: round(parts.movement),
    rangeOfMotionScore: round(parts.rangeOfMotion),
    tempoScore: round(parts.tempo),
    stabilityScore: round(parts.stability),
    feedback,
    corrections,
    reps: reps.length,
    repDetails: reps,
  };
}
