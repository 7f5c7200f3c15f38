import type { MethodOverview, MethodStat, StatKey } from '@grandfit/shared/schemas/method.ts';
import { formatMediumDay } from '../../../lib/dates.ts';

/**
 * "Nov 20, 2026" (or "20 Nov 2026", in the device's order: lib/dates.ts) from a calendar day,
 * read as written (no time zone can shift it).
 */
export const formatDay = formatMediumDay;

export const STAT_LABELS: Record<StatKey, string> = {
  pullUps: 'Pull-ups',
  deadlift: 'Deadlift e1RM',
  hrv: 'HRV',
  sleep: 'Sleep',
  leapScore: 'LEAP Score',
  powerFoods: 'Power Foods',
  streak: 'Day Streak',
  mealsLogged: 'Meals Logged',
  zone2Minutes: 'Zone 2 This Week',
};

const UNIT_TEXT: Record<MethodStat['unit'], string> = {
  reps: 'reps',
  lb: 'lb',
  kg: 'kg',
  ms: 'ms',
  h: 'h',
  days: 'days',
  points: '',
  foods: '',
  meals: '',
  min: 'min',
};

/** A number as shown: whole numbers plain, others to one decimal. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "3 / 10 reps", or the goal alone ("/ 95") when there is no current value. */
export function formatGoal(stat: MethodStat): string {
  const unit = UNIT_TEXT[stat.unit];
  return `/ ${formatNumber(stat.goal)}${unit ? ` ${unit}` : ''}`;
}

/** 41st, 42nd, 43rd, 44th, 111th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** "Days to 48" and what the tile shows for each milestone state. */
export function milestoneTile(milestone: MethodOverview['milestone']): {
  label: string;
  value: string;
  caption: string;
} {
  const label = `Days to ${milestone.age}`;
  switch (milestone.status) {
    case 'upcoming':
      return {
        label,
        value: String(milestone.daysTo),
        caption: milestone.date ? formatDay(milestone.date) : '',
      };
    case 'today':
      return { label, value: '0', caption: `Happy ${ordinal(milestone.age)} birthday!` };
    case 'passed':
      return { label, value: 'Reached', caption: 'Set your next milestone age' };
    default:
      return { label, value: '—', caption: 'Add your birth date' };
  }
}
