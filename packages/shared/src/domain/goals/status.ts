/**
 * docs/product.md#goal-status: 90 or more 'Achieved'; 70 or more 'On Track' (green); 50 to 69
 * 'Needs Work' (amber); below 50 'Priority' (red). A goal that has never been tested has no
 * measured progress, so it is 'Not tested' rather than an invented 'Priority'
 * (docs/decisions/012-decathlon-goals.md); one tested only in words (no score, target not met)
 * is 'Not scored' for the same reason (decision 012, amended 2026-12-03).
 */
export const GOAL_STATUSES = [
  'Achieved',
  'On Track',
  'Needs Work',
  'Priority',
  'Not tested',
  'Not scored',
] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export type GoalTone = 'achieved' | 'green' | 'amber' | 'red' | 'neutral';

export const GOAL_STATUS_TONES: Record<GoalStatus, GoalTone> = {
  Achieved: 'achieved',
  'On Track': 'green',
  'Needs Work': 'amber',
  Priority: 'red',
  'Not tested': 'neutral',
  'Not scored': 'neutral',
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
 * A goal as every screen reads it: its progress (0-100; the API holds it as a string,
 * docs/product.md#goals-routes) and how many quarterly tests it has.
 */
export interface GoalStanding {
  progressPercentage: number | string;
  testCount: number;
  /** Its tests with a score or the target met; absent: every test measured it. */
  scoredTestCount?: number;
}

/** The goal's progress, whole and within 0-100. */
export function goalProgress(goal: Pick<GoalStanding, 'progressPercentage'>): number {
  return clampPercent(Number(goal.progressPercentage));
}

/**
 * The one label of a goal, on Goals, Today, Method and Analytics alike
 * (docs/decisions/022-one-definition-per-number.md). The original Today card read 'On Track' for
 * 70 or more; an achieved goal reading 'On Track' on Today and 'Achieved' on Goals was the
 * disagreement that decision records, so Today shows this label too.
 */
export function goalStatusOf(goal: GoalStanding): GoalStatus {
  if (goal.testCount > 0 && goal.scoredTestCount === 0) return 'Not scored';
  return goalStatus(goalProgress(goal), goal.testCount > 0);
}

export interface GoalsReached {
  /** Goals whose status is 'Achieved'. */
  achieved: number;
  /** Goals in the decathlon (ten, unless the user has fewer stored). */
  total: number;
}

/** "Goals reached": the goals whose status is 'Achieved', out of all of them. */
export function goalsReached(goals: readonly GoalStanding[]): GoalsReached {
  return {
    achieved: goals.filter((goal) => goalStatusOf(goal) === 'Achieved').length,
    total: goals.length,
  };
}

/** The words every screen uses for it: "1 of 10 goals achieved". */
export function goalsReachedText({ achieved, total }: GoalsReached): string {
  return `${achieved} of ${total} ${total === 1 ? 'goal' : 'goals'} achieved`;
}

/** 0..100 and whole; anything that is not a finite number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), 100));
}
