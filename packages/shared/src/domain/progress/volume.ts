/** Monthly training volume per pillar (docs/progress.md "Monthly training volume"). */
import type { SessionType } from '../programme/types.ts';
import type { MonthlyVolume, PillarVolumes } from '../../schemas/progress.ts';
import { completedUpTo, type DayOf, type SessionFact } from './completed-workouts.ts';

/** The spec's order: Strength, Zone 2, VO2 Max, Stability. */
export const PILLARS = [
  'strength',
  'zone2',
  'vo2max',
  'stability',
] as const satisfies readonly SessionType[];

export const PILLAR_LABELS: Readonly<Record<SessionType, string>> = {
  strength: 'Strength',
  zone2: 'Zone 2',
  vo2max: 'VO2 Max',
  stability: 'Stability',
};

/** One aggregate row: a month's completed sessions of one workout type. */
export interface VolumeRow {
  /** YYYY-MM, the user's local month of the completion. */
  month: string;
  type: SessionType;
  sessions: number;
  minutes: number;
}

/** A session with its workout's planned duration. */
export interface VolumeSession extends SessionFact {
  /** The plan's durationMinutes of the session's workout. */
  minutes: number;
}

/**
 * The completed sessions up to `today` by local month and type: the same sessions the Workouts
 * Completed figure counts (completed-workouts.ts), so a month's sessions here are that month's
 * workouts completed there.
 */
export function volumeRows(
  sessions: Iterable<VolumeSession>,
  today: string,
  dayOf: DayOf,
): VolumeRow[] {
  const rows = new Map<string, VolumeRow>();
  for (const { session, day } of completedUpTo(sessions, today, dayOf)) {
    const month = day.slice(0, 7);
    const key = `${month}|${session.type}`;
    const row = rows.get(key);
    if (row) {
      row.sessions += 1;
      row.minutes += session.minutes;
    } else {
      rows.set(key, { month, type: session.type, sessions: 1, minutes: session.minutes });
    }
  }
  return [...rows.values()];
}

function emptyPillars(): PillarVolumes {
  return {
    strength: { sessions: 0, minutes: 0 },
    zone2: { sessions: 0, minutes: 0 },
    vo2max: { sessions: 0, minutes: 0 },
    stability: { sessions: 0, minutes: 0 },
  };
}

/**
 * Every month of the range in order, with zeros where nothing was completed; rows outside the
 * range or of an unknown type are ignored. Totals add up the months shown.
 */
export function monthlyVolume(
  rows: readonly VolumeRow[],
  months: readonly string[],
): MonthlyVolume {
  const byMonth = new Map(months.map((month) => [month, emptyPillars()]));
  const totals = emptyPillars();
  for (const row of rows) {
    const pillars = byMonth.get(row.month);
    if (!pillars || !(row.type in pillars)) continue;
    pillars[row.type].sessions += row.sessions;
    pillars[row.type].minutes += row.minutes;
    totals[row.type].sessions += row.sessions;
    totals[row.type].minutes += row.minutes;
  }
  return {
    unit: 'planned minutes',
    months: months.map((month) => ({ month, pillars: byMonth.get(month) ?? emptyPillars() })),
    totals,
  };
}

/** Whether any session was completed in the range (the UI's empty state). */
export function hasVolume(volume: MonthlyVolume): boolean {
  return PILLARS.some((pillar) => volume.totals[pillar].sessions > 0);
}
