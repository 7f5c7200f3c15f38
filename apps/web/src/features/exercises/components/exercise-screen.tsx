import {
  WEIGHT_SIGN,
  weightRoleOf,
  type WeightRole,
} from '@grandfit/shared/domain/programme/weight-role.ts';
import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { Trophy } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { describeRecord, recordKindName } from '@grandfit/shared/domain/records/present.ts';
import type {
  ExerciseBest,
  ExercisePage,
  ExerciseSession,
} from '@grandfit/shared/schemas/records.ts';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { SourceBadge } from '../../../components/source-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CardEmpty } from '../../../components/ui/card-empty.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuth } from '../../../lib/auth-user.ts';
import { ExerciseNote } from '../../exercise-notes/components/exercise-note.tsx';
import { ChartFigure, type FigureSeries } from '../../../components/charts/chart-figure.tsx';
import { formatDay, formatFigure } from '../../../lib/format.ts';
import { useExercise } from '../api/get-exercise.ts';
import { amountText, chartWords } from '../utils/exercise-chart.ts';

const currentYear = new Date().getFullYear();
const dayOf = (iso: string) => toLocalIsoDate(new Date(iso));

function SectionCard({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="p-5">
      <h2 id={id} className="mb-3 text-base font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function ProgressChart({ page }: { page: ExercisePage }) {
  const { series } = page;
  const words = chartWords(series);
  const label = words.pointLabel;
  const days = useMemo(() => series.points.map((point) => dayOf(point.at)), [series.points]);
  const lines = useMemo<FigureSeries[]>(
    () => [
      {
        label,
        unit: series.unit,
        color: 'var(--color-chart-strength)',
        style: 'line',
        values: series.points.map((point) => point.value),
      },
    ],
    [label, series.points, series.unit],
  );
  if (words.latest === null) return null;
  return (
    <ChartFigure
      title={words.title}
      days={days}
      series={lines}
      currentYear={currentYear}
      height={180}
      summary={
        <>
          {/* "Latest": the last session's figure; "best" is the highest, as the records say. */}
          <span className="font-semibold text-foreground">{words.latest}</span>
          {words.best ? ` · ${words.best}` : ''}
          {` · ${words.sessions}`}
        </>
      }
    />
  );
}

/**
 * Bodyweight work's load is what the lifter added to his body (a belt, a vest: decision 073),
 * assisted work's the help of a band or a machine (decision 083).
 */
const roleOf = (page: ExercisePage) => weightRoleOf(page.exercise);

function BestTile({ best, role }: { best: ExerciseBest; role: WeightRole }) {
  return (
    <div className="rounded-xl border border-border p-3">
      <p className="text-xs font-medium text-muted-foreground">{recordKindName(best.kind, role)}</p>
      <p className="text-lg font-bold tabular-nums">{amountText(best.value, best.unit)}</p>
      <p className="text-xs text-muted-foreground">
        {formatDay(dayOf(best.achievedAt), currentYear)}
      </p>
    </div>
  );
}

function SessionRows({ session, page }: { session: ExerciseSession; page: ExercisePage }) {
  const unit = page.exercise.unit;
  const role = roleOf(page);
  return (
    <li className="border-t border-border py-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-sm font-semibold">
          {formatDay(dayOf(session.startedAt), currentYear)}
          <span className="font-normal text-muted-foreground"> · {session.workoutName}</span>
          <SourceBadge source={session.source} className="ml-2 align-middle" />
        </p>
        {session.volume > 0 ? (
          <p className="text-xs text-muted-foreground tabular-nums">
            Volume {formatFigure(session.volume)} {page.weightUnit}
            {session.volumeRecord ? (
              <Badge className="ml-1.5" aria-label="Volume record">
                PR
              </Badge>
            ) : null}
          </p>
        ) : null}
      </div>
      <ol className="mt-1.5 grid gap-1">
        {session.sets.map((set) => (
          <li key={set.setId} className="flex items-center gap-2 text-sm tabular-nums">
            <span className="w-12 text-muted-foreground">Set {set.setNumber}</span>
            {set.skipped ? (
              <span className="text-muted-foreground">Skipped</span>
            ) : (
              <span>
                {set.weight && set.weight > 0
                  ? `${WEIGHT_SIGN[role]}${formatFigure(set.weight)} ${page.weightUnit} × `
                  : ''}
                {amountText(set.reps ?? 0, unit === 'reps' ? 'reps' : unit)}
                {set.rir !== null ? (
                  <span className="text-muted-foreground"> @ {set.rir} RIR</span>
                ) : null}
                {set.setType === 'warmup' ? (
                  <span className="text-muted-foreground"> · warm-up</span>
                ) : set.setType === 'drop' ? (
                  <span className="text-muted-foreground"> · drop set</span>
                ) : set.setType === 'failure' ? (
                  <span className="text-muted-foreground"> · to failure</span>
                ) : null}
              </span>
            )}
            {set.records.length > 0 ? (
              <Badge
                aria-label={`Personal record: ${set.records.map((kind) => recordKindName(kind, role)).join(', ')}`}
              >
                <Trophy className="mr-1 size-3" aria-hidden="true" />
                PR
              </Badge>
            ) : null}
          </li>
        ))}
      </ol>
    </li>
  );
}

/**
 * /exercises/:exerciseId: every set of one exercise, its bests, records and chart
 * (docs/decisions/025-training-log-history-records-corrections.md).
 */
export function ExerciseScreen() {
  const { exerciseId = '' } = useParams();
  const { user } = useAuth();
  const query = useExercise(exerciseId);
  const first = query.data?.pages[0];
  const sessions = query.data?.pages.flatMap((page) => page.sessions) ?? [];

  if (query.error) {
    const missing = query.error.message === 'Exercise not found';
    return (
      <>
        <PageHeader title={missing ? 'Exercise not found' : 'Exercise'} />
        <Card className="p-5 text-sm text-muted-foreground">
          {missing ? 'There is no exercise with this name in the library.' : query.error.message}
        </Card>
      </>
    );
  }
  if (!first) {
    return (
      <AwaitingData>
        <div role="status" aria-label="Loading the exercise" className="grid gap-5">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-40 animate-pulse rounded-[var(--radius-card)] bg-muted" />
          ))}
        </div>
      </AwaitingData>
    );
  }

  const role = roleOf(first);
  // The record that leads: a loaded lift's best e1RM, bodyweight work's most reps (decision 095).
  const headline = first.bestE1rm ?? first.bests.find((best) => best.kind === 'reps') ?? null;
  return (
    <>
      <PageHeader
        title={first.exercise.name}
        subtitle={
          first.totalSets === 0
            ? 'Not logged yet'
            : `${first.totalSets} ${first.totalSets === 1 ? 'set' : 'sets'} in ${first.totalSessions} ${first.totalSessions === 1 ? 'session' : 'sessions'}`
        }
      />
      <Card className="grid p-4">
        <ExerciseNote
          exerciseId={first.exercise.id}
          exerciseName={first.exercise.name}
          userId={user?.id}
        />
      </Card>
      {first.totalSets === 0 ? (
        <Card className="p-5">
          <CardEmpty icon={<Trophy className="size-5" />} title="No sets of this exercise yet">
            Log it in a workout: its history, best lifts and records appear here from the first
            session.
          </CardEmpty>
        </Card>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <SectionCard title="Personal records">
            {headline ? (
              <p className="mb-3 text-sm">
                {recordKindName(headline.kind, role)}{' '}
                <span className="text-2xl font-extrabold tabular-nums">
                  {amountText(headline.value, headline.unit)}
                </span>
              </p>
            ) : null}
            <div className="grid grid-cols-2 gap-2">
              {first.bests
                .filter((best) => best.kind !== headline?.kind)
                .map((best) => (
                  <BestTile key={best.kind} best={best} role={role} />
                ))}
            </div>
            {first.records.length > 0 ? (
              <>
                <h3 className="mt-4 mb-1.5 text-sm font-semibold">Records broken</h3>
                <ul className="grid gap-1 text-sm">
                  {first.records.slice(0, 8).map((record) => (
                    <li
                      key={`${record.kind}-${record.setId ?? record.sessionId}`}
                      className="flex justify-between gap-3"
                    >
                      <span>{describeRecord(record, role)}</span>
                      <span className="shrink-0 text-muted-foreground">
                        {formatDay(dayOf(record.achievedAt), currentYear)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-3 text-xs text-muted-foreground">
                Your first session sets the bests; what beats them later is a record.
              </p>
            )}
          </SectionCard>

          <SectionCard title="Progress">
            <ProgressChart page={first} />
          </SectionCard>

          {first.bestByReps.length > 0 ? (
            <SectionCard
              title={role === 'added' ? 'Best added weight by reps' : 'Best weight by reps'}
            >
              <table className="w-full text-sm tabular-nums">
                <thead>
                  <tr className="text-left text-xs text-muted-foreground">
                    <th className="py-1 font-medium">Reps</th>
                    <th className="py-1 font-medium">{role === 'added' ? 'Added' : 'Weight'}</th>
                    <th className="py-1 text-right font-medium">When</th>
                  </tr>
                </thead>
                <tbody>
                  {first.bestByReps.map((best) => (
                    <tr key={best.reps} className="border-t border-border">
                      <td className="py-1.5">{best.reps}</td>
                      <td className="py-1.5 font-semibold">
                        {formatFigure(best.weight)} {first.weightUnit}
                      </td>
                      <td className="py-1.5 text-right text-muted-foreground">
                        {formatDay(dayOf(best.achievedAt), currentYear)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </SectionCard>
          ) : null}

          <SectionCard title="History">
            <ol>
              {sessions.map((session) => (
                <SessionRows key={session.sessionId} session={session} page={first} />
              ))}
            </ol>
            {query.hasNextPage ? (
              <Button
                variant="outline"
                className="mt-3 w-full"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Show older sessions'}
              </Button>
            ) : null}
          </SectionCard>
        </div>
      )}
    </>
  );
}
