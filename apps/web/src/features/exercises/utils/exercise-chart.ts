/**
 * The exercise page's chart words (decision 095): one point per session, so the headline says
 * "Latest" for the last session's figure and "best" only for the highest point, which is the
 * record card's best (best e1RM, most reps, longest).
 */
import type { ExercisePage } from '@grandfit/shared/schemas/records.ts';
import { formatFigure } from '../../../lib/format.ts';

type Series = ExercisePage['series'];

/** "8 reps", "1 rep", "60 s", "12 min", "100 kg". */
export function amountText(value: number, unit: string): string {
  if (unit === 'reps') return `${formatFigure(value)} ${value === 1 ? 'rep' : 'reps'}`;
  if (unit === 'seconds') return `${formatFigure(value)} s`;
  if (unit === 'minutes') return `${formatFigure(value)} min`;
  return `${formatFigure(value)} ${unit}`;
}

export interface ChartWords {
  title: string;
  /** Each point's name, in the readout of a day ("Dec 3 · Top set 10 reps") and the table. */
  pointLabel: string;
  /** "Latest 10 reps", "Latest e1RM 120 kg"; null without a point. */
  latest: string | null;
  /** "best 11 reps", the highest point; null with fewer than two sessions. */
  best: string | null;
  /** "18 sessions". */
  sessions: string;
}

export function chartWords(series: Series): ChartWords {
  const { measure, unit, points } = series;
  const title =
    measure === 'e1rm'
      ? 'Estimated one-rep max'
      : measure === 'reps'
        ? 'Most reps in a set, by session'
        : 'Longest set, by session';
  const pointLabel = measure === 'e1rm' ? 'e1RM' : measure === 'reps' ? 'Top set' : 'Longest set';
  const last = points[points.length - 1];
  const prefix = measure === 'e1rm' ? 'Latest e1RM' : 'Latest';
  const highest = points.length > 1 ? Math.max(...points.map((point) => point.value)) : null;
  return {
    title,
    pointLabel,
    latest: last ? `${prefix} ${amountText(last.value, unit)}` : null,
    best: highest === null ? null : `best ${amountText(highest, unit)}`,
    sessions: `${points.length} ${points.length === 1 ? 'session' : 'sessions'}`,
  };
}
