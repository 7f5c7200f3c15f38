/** One MediaPipe Pose landmark: x and y normalised to the frame (0..1, y down), visibility 0..1. */
export interface Landmark {
  x: number;
  y: number;
  z?: number;
  visibility?: number;
}

/** A sampled video frame: its time and its 33 landmarks, or null when no person was found. */
export interface PoseFrame {
  timeSec: number;
  landmarks: Landmark[] | null;
}

/** A sample of the tracked joint angle (degrees); null where the joint was not seen. */
export interface AngleSample {
  t: number;
  angle: number | null;
}

/** One complete rep found in the angle signal. */
export interface Rep {
  /** When the joint left the top band, reached its smallest angle, and came back (s). */
  start: number;
  bottom: number;
  end: number;
  /** The smallest angle of the rep and the largest angle before it (degrees). */
  bottomAngle: number;
  topAngle: number;
}

export interface VideoAnalysis {
  status: 'analyzed';
  overallScore: number;
  /** 0..1. */
  confidence: number;
  movementScore: number;
  rangeOfMotionScore: number;
  tempoScore: number;
  stabilityScore: number;
  feedback: string[];
  corrections: string[];
  reps: number;
  repDetails: Rep[];
}

export interface InsufficientVideo {
  status: 'insufficient';
  /** What was missing, in words the user can act on. */
  reason: string;
}

export type VideoOutcome = VideoAnalysis | InsufficientVideo;
