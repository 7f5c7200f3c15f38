/**
 * Spec 4 "Goal status by progress": 90 or more 'Achieved'; 70 or more 'On Track' (green); 50 to
 * 69 'Needs Work' (amber); below 50 'Priority' (red). A goal that has never been tested has no
 * measured progress, so it is 'Not tested' rather than an invented 'Priority' (DESIGN 4.2,
 * docs/decisions/012-decathlon-goals.md).
 */
export const GOAL_STATUSES = [
  'Achieved',
  'On Track',
  'Needs Work',
  'Priority',
  'Not tested',
] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export type GoalTone = 'achieved' | 'green' | 'amber' | 'red' | 'neutral';

export const GOAL_STATUS_TONES: Record<GoalStatus, GoalTone> = {
  Achieved: 'achieved',
  'On Track': 'green',
  'Needs Work': 'amber',
  Priority: 'red',
  'Not tested': 'neutral',
};

/** The Goals screen's label for a progress of 0-100 (values outside are clamped). */
export function goalStatus(progress: number, tested = true): GoalStatus {
  if (!tested) return 'Not tested';
  const value = clampPercent(progress);
  if (value >= 90) return 'Achieved';
  if (value >= 70) return 'On Track';
  if (value >= 50) return 'Needs Work';
  return 'Priority';
}

/**
 * Spec 4: the Today card's label reads 'On Track' for 70 or more (an achieved goal included);
 * below that it is the Goals screen's label, so both screens agree.
 */
export function todayGoalStatus(progress: number, tested = true): GoalStatus {
  const status = goalStatus(progress, tested);
  return status === 'Achieved' ? 'On Track' : status;
}

/** 0..100 and whole; anything that is not a finite number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), 100));
}
