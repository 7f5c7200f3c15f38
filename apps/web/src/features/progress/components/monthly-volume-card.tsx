import { useId } from 'react';
import { Link } from 'react-router';
import { BarChart3, ChevronRight } from 'lucide-react';
import { PILLARS, PILLAR_LABELS, hasVolume } from '@grandfit/shared/domain/progress/volume.ts';
import type { MonthlyVolume, PillarVolumes } from '@grandfit/shared/schemas/progress.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatLongMonth, formatMonth, plural } from '../../../lib/format.ts';
import { CardEmpty } from '../../../components/ui/card-empty.tsx';
import { PILLAR_COLORS } from '../../../lib/pillar-colors.ts';

const monthYear = (month: string) => `${formatMonth(month)} ${month.slice(0, 4)}`;

type Summed = 'sessions' | 'minutes' | 'untimedSessions' | 'minutesFromPlan';

/** The pillars' sum of a figure; 0 for one an answer from before it lacks. */
const sum = (pillars: PillarVolumes, key: Summed) =>
  PILLARS.reduce((total, pillar) => total + (pillars[pillar][key] ?? 0), 0);

/** ", 45 of them planned" when some minutes are a plan's (sessions without a time of their own). */
const plannedPart = (minutesFromPlan: number | undefined) =>
  minutesFromPlan ? `, ${minutesFromPlan} of them planned` : '';

/** "12,345" without Intl, which costs 25-40 ms on first use (lib/format.ts). */
const grouped = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "4 min 30 s" of timed work; whole minutes from an hour up. */
export function formatUnderLoad(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 || minutes >= 60 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

const breakdown = (pillars: PillarVolumes) =>
  PILLARS.filter((pillar) => pillars[pillar].sessions > 0)
    .map(
      (pillar) =>
        `${PILLAR_LABELS[pillar]} ${plural(pillars[pillar].sessions, 'session')}, ${pillars[pillar].minutes} min${plannedPart(pillars[pillar].minutesFromPlan)}`,
    )
    .join('; ') || 'nothing completed';

/**
 * What the minutes are (decision 091). An answer kept on the device from before it has no
 * untimed sessions, and its minutes were the plan's.
 */
function minutesNote(volume: MonthlyVolume): string {
  if (volume.totals.strength.untimedSessions === undefined) {
    return "Minutes are each workout's planned duration";
  }
  const untimed = sum(volume.totals, 'untimedSessions');
  const note =
    'Minutes are the time each session took, from its first set to its finish (an imported ' +
    "session's as its app timed it, a ride as logged)";
  if (untimed === 0) return note;
  const planned = sum(volume.totals, 'minutesFromPlan');
  const one = untimed === 1;
  return (
    `${note}. ${plural(untimed, 'session')} without a time of ${one ? 'its' : 'their'} own ` +
    `(no time logged, or over 4 hours) ` +
    (planned > 0 ? `count${one ? 's' : ''} the plan's ${planned} min` : 'add no minutes')
  );
}

/**
 * The monthly training volume of docs/product.md#progress-screen (Strength, Zone 2, VO2 Max,
 * Stability): this month's sessions and minutes trained per pillar, then each month of the range
 * as a stacked bar with its numbers.
 */
export function MonthlyVolumeCard({ volume }: { volume: MonthlyVolume }) {
  const titleId = useId();
  const current = volume.months[volume.months.length - 1];
  const busiest = Math.max(1, ...volume.months.map((month) => sum(month.pillars, 'minutes')));

  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <div className="mb-4 flex flex-col gap-0.5">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          Monthly Training Volume
        </h2>
        <p className="text-sm text-muted-foreground">
          Completed sessions and the minutes they took
        </p>
      </div>
      {!hasVolume(volume) || !current ? (
        <CardEmpty
          icon={<BarChart3 className="size-5" />}
          title="Complete a workout to see your volume"
        >
          <Link
            to="/workouts"
            className="inline-flex items-center font-semibold text-primary hover:underline"
          >
            See this week&apos;s workouts
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </CardEmpty>
      ) : (
        <div className="grid gap-5">
          <section aria-labelledby={`${titleId}-month`}>
            <h3 id={`${titleId}-month`} className="mb-2 text-sm font-semibold">
              {formatLongMonth(current.month)}
            </h3>
            <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
              {PILLARS.map((pillar) => (
                <div key={pillar} className="flex flex-col gap-0.5 rounded-xl bg-muted px-3.5 py-3">
                  <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
                    <span
                      aria-hidden="true"
                      className="size-2.5 rounded-full"
                      style={{ backgroundColor: PILLAR_COLORS[pillar] }}
                    />
                    {PILLAR_LABELS[pillar]}
                  </dt>
                  <dd className="text-2xl leading-tight font-extrabold tabular-nums">
                    {current.pillars[pillar].sessions}
                    <span className="text-sm font-semibold">
                      {current.pillars[pillar].sessions === 1 ? ' session' : ' sessions'}
                    </span>
                  </dd>
                  <dd className="text-xs font-medium text-muted-foreground tabular-nums">
                    {current.pillars[pillar].minutes} min
                    {current.pillars[pillar].minutesFromPlan
                      ? ` · ${current.pillars[pillar].minutesFromPlan} planned`
                      : null}
                  </dd>
                  {current.pillars[pillar].load > 0 ? (
                    <dd className="text-xs font-medium text-muted-foreground tabular-nums">
                      {grouped(current.pillars[pillar].load)} {volume.loadUnit} lifted
                    </dd>
                  ) : null}
                  {current.pillars[pillar].timeUnderLoadSeconds > 0 ? (
                    <dd className="text-xs font-medium text-muted-foreground tabular-nums">
                      {formatUnderLoad(current.pillars[pillar].timeUnderLoadSeconds)} under load
                    </dd>
                  ) : null}
                </div>
              ))}
            </dl>
          </section>

          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-sm font-semibold">
              Last {plural(volume.months.length, 'month')}
              <span className="font-normal text-muted-foreground">
                {` · ${monthYear(volume.months[0]?.month ?? current.month)} to ${monthYear(current.month)}`}
              </span>
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Month</th>
                <th scope="col">By pillar</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {volume.months.map(({ month, pillars }) => {
                const minutes = sum(pillars, 'minutes');
                return (
                  <tr key={month}>
                    <th scope="row" className="w-12 text-left font-medium text-muted-foreground">
                      <span aria-hidden="true">{formatMonth(month)}</span>
                      <span className="sr-only">{formatLongMonth(month)}</span>
                    </th>
                    <td className="px-3">
                      <span className="sr-only">{breakdown(pillars)}</span>
                      <span
                        aria-hidden="true"
                        className="flex h-2 overflow-hidden rounded-full bg-muted"
                      >
                        {PILLARS.map((pillar) =>
                          pillars[pillar].minutes > 0 ? (
                            <span
                              key={pillar}
                              style={{
                                backgroundColor: PILLAR_COLORS[pillar],
                                width: `${(pillars[pillar].minutes / busiest) * 100}%`,
                              }}
                            />
                          ) : null,
                        )}
                      </span>
                    </td>
                    <td className="w-20 py-1 text-right tabular-nums">
                      <span className="block font-semibold">{minutes} min</span>
                      <span className="block text-xs text-muted-foreground">
                        {plural(sum(pillars, 'sessions'), 'session')}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <ul
            aria-hidden="true"
            className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
          >
            {PILLARS.map((pillar) => (
              <li key={pillar} className="flex items-center gap-1.5">
                <span
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: PILLAR_COLORS[pillar] }}
                />
                {PILLAR_LABELS[pillar]}
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            {minutesNote(volume)}; a redone workout counts again. Lifted is weight × reps of working
            sets; timed work (carries, holds, planks) counts as time under load, never as weight.
          </p>
        </div>
      )}
    </Card>
  );
}
