/**
 * Working sets per movement pattern (Progress, decision 062): how the week's training spreads over
 * squatting, hinging, lunging, pushing, pulling, carrying and the core. A set counts when it was
 * done (not skipped) and is not a warm-up, as in the volume (volume.ts setWork); the day is the
 * one it was done on in the user's zone.
 */
import { addDays, mondayOf } from '../dates.ts';
import { daysBetween } from '../journey.ts';
import type { MovementPattern } from '../programme/types.ts';

/** The patterns of lifting, in the order a lifter reads his week: legs, then upper body, then the rest. */
export const LIFT_PATTERNS = [
  'squat',
  'hinge',
  'lunge',
  'push',
  'pull',
  'carry',
  'core',
] as const satisfies readonly MovementPattern[];
export type LiftPattern = (typeof LIFT_PATTERNS)[number];

export const LIFT_PATTERN_LABELS: Readonly<Record<LiftPattern, string>> = {
  squat: 'Squat',
  hinge: 'Hinge',
  lunge: 'Lunge',
  push: 'Push',
  pull: 'Pull',
  carry: 'Carry',
  core: 'Core',
};

/** Working sets of one exercise on one day. */
export interface ExerciseDaySets {
  exerciseId: string;
  /** YYYY-MM-DD, the user's local day. */
  date: string;
  sets: number;
}

export interface PatternSets {
  pattern: LiftPattern;
  /** Working sets over the range. */
  total: number;
  /** The range's total over its weeks (`weeks`), one decimal. */
  perWeek: number;
  /** Monday to today. */
  thisWeek: number;
  /**
   * Each of the last RECENT_WEEKS weeks (Monday to Sunday; fewer when the range is shorter or
   * began later), oldest first: the last is this week's, the first may start with the range.
   */
  recent: number[];
}

export interface MovementSets {
  /** Only patterns with a set in the range, in LIFT_PATTERNS order. */
  patterns: PatternSets[];
  /** Days from `since` to today over 7, at least 1. */
  weeks: number;
  /**
   * Where the average and the weekly bars begin: the range's start, or the Monday of the week of
   * the lifter's first set when that is later (a lifter three weeks in averages his three weeks,
   * not six months of which five were before he began).
   */
  since: string;
}

/** How many weeks the card draws, one small bar each. */
export const RECENT_WEEKS = 8;

const round1 = (value: number) => Math.round(value * 10) / 10;
const isLiftPattern = (pattern: MovementPattern | undefined): pattern is LiftPattern =>
  (LIFT_PATTERNS as readonly string[]).includes(pattern ?? '');

/**
 * Sets by pattern from `start` to `end` (both inclusive); `firstSetDay` is the local day of the
 * lifter's first set ever (null without one). `patternOf` names an exercise's
 * pattern; an exercise without one of the lifting patterns (balance, mobility, cardio, a
 * lifter's own exercise) is left out.
 */
export function movementSets(
  rows: readonly ExerciseDaySets[],
  range: { start: string; end: string; firstSetDay: string | null },
  patternOf: (exerciseId: string) => MovementPattern | undefined,
): MovementSets {
  const firstWeek = range.firstSetDay === null ? null : mondayOf(range.firstSetDay);
  const since = firstWeek !== null && firstWeek > range.start ? firstWeek : range.start;
  // At least a week: a range's first days are not a fraction of a week's training.
  const weeks = Math.max(7, daysBetween(since, range.end) + 1) / 7;
  const weekStart = mondayOf(range.end);
  const recentWeeks = Math.max(
    1,
    Math.min(RECENT_WEEKS, daysBetween(mondayOf(since), weekStart) / 7 + 1),
  );
  const recentStart = addDays(weekStart, -7 * (recentWeeks - 1));
  const totals = new Map<LiftPattern, { total: number; thisWeek: number; recent: number[] }>();
  for (const row of rows) {
    if (row.date < range.start || row.date > range.end) continue;
    const pattern = patternOf(row.exerciseId);
    if (!isLiftPattern(pattern)) continue;
    const entry = totals.get(pattern) ?? {
      total: 0,
      thisWeek: 0,
      recent: Array.from({ length: recentWeeks }, () => 0),
    };
    entry.total += row.sets;
    if (row.date >= weekStart) entry.thisWeek += row.sets;
    if (row.date >= recentStart) {
      entry.recent[Math.floor(daysBetween(recentStart, row.date) / 7)]! += row.sets;
    }
    totals.set(pattern, entry);
  }
  return {
    weeks: round1(weeks),
    since,
    patterns: LIFT_PATTERNS.flatMap((pattern) => {
      const entry = totals.get(pattern);
      return entry
        ? [
            {
              pattern,
              total: entry.total,
              perWeek: round1(entry.total / weeks),
              thisWeek: entry.thisWeek,
              recent: entry.recent,
            },
          ]
        : [];
    }),
  };
}
