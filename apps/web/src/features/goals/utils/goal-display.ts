import {
  GOAL_STATUS_TONES,
  type GoalStatus,
  type GoalTone,
} from '@grandfit/shared/domain/goals/status.ts';
import { isTestDue } from '@grandfit/shared/domain/goals/schedule.ts';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';
import { formatMediumDay } from '../../../lib/dates.ts';

/**
 * On Track green, Needs Work amber, Priority red (docs/product.md#goal-status); shades that stay
 * readable on white.
 */
export const TONE_BADGE_CLASSES: Record<GoalTone, string> = {
  achieved: 'bg-emerald-700 text-white',
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  neutral: 'bg-secondary text-secondary-foreground',
};

export const TONE_BAR_CLASSES: Record<GoalTone, string> = {
  achieved: 'bg-emerald-700',
  green: 'bg-emerald-500',
  amber: 'bg-amber-500',
  red: 'bg-red-500',
  neutral: 'bg-slate-300',
};

/** A goal's progress as its card shows it: "—" for one tested only in words, which has none. */
export const progressText = (status: GoalStatus, progress: number) =>
  status === 'Not scored' ? '—' : `${progress}%`;

export function toneOf(status: GoalStatus): GoalTone {
  return GOAL_STATUS_TONES[status];
}

/**
 * 'Mar 2, 2026' (or '2 Mar 2026', in the device's order: lib/dates.ts) for 2026-03-02, whatever
 * the time zone (written out: no Intl on first paint).
 */
export const formatDay = formatMediumDay;

/** When the goal's next test is: due (today or overdue, with the date) or the date ahead. */
export function nextTestText(
  goal: Pick<Goal, 'nextTestDate' | 'testCount'>,
  today: string,
): string {
  if (!isTestDue(goal.nextTestDate, today)) return `Next test ${formatDay(goal.nextTestDate)}`;
  if (goal.testCount === 0) return 'Baseline test due';
  return goal.nextTestDate === today
    ? 'Test due today'
    : `Test due since ${formatDay(goal.nextTestDate)}`;
}

export function isDue(goal: Pick<Goal, 'nextTestDate'>, today: string): boolean {
  return isTestDue(goal.nextTestDate, today);
}
