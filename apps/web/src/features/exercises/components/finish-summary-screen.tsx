import { useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CloudOff, Share2, Trophy } from 'lucide-react';
import { describeRecord } from '@grandfit/shared/domain/records/present.ts';
import type { Routine } from '@grandfit/shared/schemas/routines.ts';
import { changeOf, sessionFigures } from '@grandfit/shared/domain/records/session-summary.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SaveRoutineButton } from '../../../components/save-routine-button.tsx';
import { doneAsRoutine, repeatPlan, type RepeatPlan } from '../../../lib/repeat-exercises.ts';
import { useRoutines } from '../../../lib/routines-query.ts';
import {
  distinctRecords,
  forgetFinishSummary,
  type FinishSummaryInput,
  readFinishSummary,
  sessionRecords,
  sessionRecordsVersion,
  subscribeSessionRecords,
} from '../../../lib/finish-summary.ts';
import { formatFigure } from '../../../lib/format.ts';
import { shareAndTell } from '../../../lib/share-text.ts';
import { workoutShareText } from '../utils/workout-share-text.ts';
import { useIsOnline } from '../../../lib/use-online.ts';
import { useLastTime } from '../api/get-last-time.ts';
import { ExercisesDoneCard } from './exercises-done-card.tsx';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { formatMonthDay } from '../../../lib/dates.ts';
import {
  sessionDurationMs,
  sessionSetTimes,
} from '@grandfit/shared/domain/progress/minutes-trained.ts';

function duration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border p-3">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <p className="text-xl font-bold tabular-nums">{value}</p>
    </div>
  );
}

function signed(delta: number, unit: string, percent: number | null) {
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  const tail = percent === null ? '' : ` (${percent > 0 ? '+' : ''}${percent}%)`;
  return `${sign}${formatFigure(Math.abs(delta))} ${unit}${tail}`;
}

/**
 * A free workout's exercises as a routine keeps them: those done, in the workout's order, with
 * the working sets done of each, and the supersets of those still side by side (decision 084).
 */
function summaryRoutine(summary: FinishSummaryInput): RepeatPlan {
  const ids = Array.isArray(summary.exerciseIds) ? summary.exerciseIds : [];
  // Read from the device's storage: only pairs of two ids count.
  const joined = (Array.isArray(summary.supersets) ? summary.supersets : []).filter(
    (pair): pair is [string, string] =>
      Array.isArray(pair) && pair.length === 2 && pair.every((id) => typeof id === 'string'),
  );
  return repeatPlan({
    exercises: ids.map((exerciseId) => ({
      exerciseId,
      sets: summary.sets.filter((set) => set.exerciseId === exerciseId),
    })),
    supersets: joined,
  });
}

/**
 * A free workout's routine button (decisions 076, 078). For a workout of his own, "Save as
 * routine"; for one started from a routine, "Update routine" when what he did differs from it
 * (Strong asks the same of a template), nothing when he did it as it stands: never a second copy
 * of the routine he started.
 */
function SummaryRoutineButton({ summary }: { summary: FinishSummaryInput }) {
  const routines = useRoutines();
  const done = summaryRoutine(summary);
  // The routine as the summary first found it: once updated, the list's refetch holds what he
  // did, and the button must stay to say "Routine updated" rather than vanish.
  const [started, setStarted] = useState<{ routine: Routine | undefined } | null>(null);
  if (started === null && !(summary.routineId && routines.isPending)) {
    const found = routines.data?.routines.find((candidate) => candidate.id === summary.routineId);
    setStarted({ routine: found });
  }
  if (started === null) return null;
  const { routine } = started;
  if (routine && doneAsRoutine(routine, done)) return null;
  return (
    <SaveRoutineButton
      className="mt-2 w-full"
      name={routine?.name ?? summary.workoutName}
      updates={routine?.id}
      {...done}
    />
  );
}

/**
 * /workout/:id/summary: what the session just finished did
 * (docs/decisions/025-training-log-history-records-corrections.md), from the state the active
 * workout left on this device, so it works offline; the records come from the answers to its sets,
 * and the comparison from the last time the workout was done.
 */
export function FinishSummaryScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const online = useIsOnline();
  const units = useWeightUnit();
  const [summary] = useState(() => readFinishSummary(id));
  const lastTime = useLastTime(id, summary?.sessionId);

  const figures = useMemo(
    () => (summary ? sessionFigures(summary.sets, units) : null),
    [summary, units],
  );
  // The last set's answer may arrive after this screen opens.
  const version = useSyncExternalStore(subscribeSessionRecords, sessionRecordsVersion);
  const records = useMemo(
    () => (summary && version >= 0 ? distinctRecords(sessionRecords(summary.sessionId)) : []),
    [summary, version],
  );

  function done() {
    forgetFinishSummary(id, summary?.sessionId);
    void navigate('/', { replace: true });
  }

  if (!summary || !figures) {
    return (
      <>
        <PageHeader title="Workout complete" />
        <Card className="grid gap-4 p-5 text-sm text-muted-foreground">
          This workout&apos;s summary is no longer on this device.
          <Link to="/" className="font-semibold text-primary">
            Back to Today
          </Link>
        </Card>
      </>
    );
  }

  const times = summary.sets.map((set) => Date.parse(set.performedAt)).filter(Number.isFinite);
  const start = times.length ? Math.min(...times) : Date.parse(summary.finishedAt);
  const exerciseName = new Map(summary.sets.map((set) => [set.exerciseId, set.exerciseName]));
  const unsent = summary.queued || records.length === 0 ? !online : false;
  const previous = lastTime.data?.previous;
  // As History and Progress time it: a workout finished long after its last set is its sets'
  // time, and a cardio block logged at its end began its minutes before (decision 025).
  const took = duration(
    sessionDurationMs(
      start,
      Date.parse(summary.finishedAt),
      sessionSetTimes(
        summary.sets.map((set) => ({ ...set, performedAt: Date.parse(set.performedAt) })),
        (set) => set.exerciseUnit,
      ),
    ),
  );
  const share = () =>
    shareAndTell(
      workoutShareText({
        workoutName: summary.workoutName,
        duration: took,
        setsDone: figures.setsDone,
        volume: figures.volume,
        weightUnit: figures.weightUnit,
        records: records.map((record) => ({
          exerciseName: exerciseName.get(record.exerciseId) ?? record.exerciseId,
          text: describeRecord(record),
        })),
      }),
      summary.workoutName,
    );

  return (
    <>
      <PageHeader
        title="Workout complete"
        subtitle={summary.workoutName}
        // At the top: the completion toast sits at the bottom of a phone's screen.
        actions={
          <Button size="lg" onClick={done}>
            Done
          </Button>
        }
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <Card role="region" aria-label="Summary" className="p-5">
          <div className="grid grid-cols-2 gap-2">
            <Tile label="Duration" value={took} />
            <Tile label="Sets done" value={`${figures.setsDone} / ${summary.plannedSets}`} />
            {figures.volume > 0 ? (
              <Tile
                label="Volume"
                value={`${formatFigure(figures.volume)} ${figures.weightUnit}`}
              />
            ) : null}
            {figures.timeUnderLoadSeconds > 0 ? (
              <Tile
                label="Time under load"
                value={`${formatFigure(figures.timeUnderLoadSeconds)} s`}
              />
            ) : null}
            {figures.cardioMinutes > 0 ? (
              <Tile label="Cardio" value={`${formatFigure(figures.cardioMinutes)} min`} />
            ) : null}
          </div>
          {figures.volume > 0 ? (
            <p className="mt-2 text-xs text-muted-foreground">
              Volume counts weight × reps of lifts; holds and carries count as time under load.
            </p>
          ) : null}
          <Button variant="outline" className="mt-4 w-full" onClick={() => void share()}>
            <Share2 className="size-4" aria-hidden="true" />
            Share workout
          </Button>
          {summary.free ? <SummaryRoutineButton summary={summary} /> : null}
        </Card>

        <Card role="region" aria-label="Personal records" className="p-5">
          <h2 className="mb-3 flex items-center gap-2 text-base font-semibold">
            <Trophy className="size-4 text-accent" aria-hidden="true" />
            Personal records
          </h2>
          {records.length > 0 ? (
            <ul className="grid gap-2">
              {records.map((record) => (
                <li
                  key={`${record.exerciseId}-${record.kind}-${record.weight ?? ''}`}
                  className="flex flex-wrap items-center gap-2 text-sm"
                >
                  <Badge>PR</Badge>
                  <Link
                    to={`/exercises/${encodeURIComponent(record.exerciseId)}`}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    {exerciseName.get(record.exerciseId) ?? record.exerciseId}
                  </Link>
                  <span>{describeRecord(record)}</span>
                </li>
              ))}
            </ul>
          ) : unsent ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <CloudOff className="size-4" aria-hidden="true" />
              Personal records will show once your sets are synced.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">No new records this time.</p>
          )}
        </Card>

        <ExercisesDoneCard sets={summary.sets} units={units} />

        <Card role="region" aria-label="Since last time" className="p-5">
          <h2 className="mb-3 text-base font-semibold">Since last time</h2>
          {lastTime.data ? (
            previous ? (
              <ul className="grid gap-1 text-sm tabular-nums">
                <li>
                  Sets:{' '}
                  {(() => {
                    const change = changeOf(figures.setsDone, previous.setsDone);
                    return signed(
                      change.delta,
                      change.delta === 1 || change.delta === -1 ? 'set' : 'sets',
                      null,
                    );
                  })()}
                </li>
                {figures.volume > 0 || previous.volume > 0 ? (
                  <li>
                    Volume:{' '}
                    {(() => {
                      const change = changeOf(figures.volume, previous.volume);
                      return signed(change.delta, figures.weightUnit, change.percent);
                    })()}
                  </li>
                ) : null}
                <li className="text-xs text-muted-foreground">
                  Against {previous.workoutName} on {formatMonthDay(new Date(previous.completedAt))}
                </li>
              </ul>
            ) : (
              <p className="text-sm">First time: this session is the one to beat.</p>
            )
          ) : !online ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <CloudOff className="size-4" aria-hidden="true" />
              The comparison with last time shows when you&apos;re back online.
            </p>
          ) : lastTime.error ? (
            <p className="text-sm text-muted-foreground">{lastTime.error.message}</p>
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              Loading...
            </p>
          )}
        </Card>
      </div>
    </>
  );
}
