import { weightRoleOf, type WeightRole } from '@grandfit/shared/domain/programme/weight-role.ts';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock, Link2, Plus, SearchX, Trash2 } from 'lucide-react';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import type { HistoryExercise, SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { SESSION_NOTES_MAX } from '@grandfit/shared/domain/session-notes.ts';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField, TEXTAREA_CLASSES, describedBy } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { useDeleteSession, useRetimeSession, useSaveSessionNotes } from '../api/correct-session.ts';
import { useDeleteSet, useUpdateSet } from '../api/correct-set.ts';
import { useAddSet } from '../api/add-set.ts';
import {
  addedExercise,
  addedSet,
  addedSetTemplate,
  hasWorkingSet,
  nextExerciseIndex,
  nextSetNumber,
} from '../utils/added-set.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';
import { useSessionDetail } from '../api/get-session-detail.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { getLastSessionQueryOptions } from '../../../lib/last-session-query.ts';
import {
  formatHistoryDate,
  formatSessionDuration,
  formatVolume,
  setName,
} from '../utils/history-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EditSetDialog } from './edit-set-dialog.tsx';
import { EditSessionTimeDialog } from './edit-session-time-dialog.tsx';
import { RecordBadge, SetLine, type SetLineSet } from './set-line.tsx';
import { SourceBadge } from '../../../components/source-badge.tsx';
import { RepeatSessionButton } from './repeat-session-button.tsx';
import { SaveRoutineButton } from '../../../components/save-routine-button.tsx';
import { repeatPlan } from '../../../lib/repeat-exercises.ts';
import { cn } from '../../../lib/utils.ts';
import {
  sessionJoins,
  sessionSupersetPairs,
  type ExerciseJoin,
} from '../utils/session-supersets.ts';
import { TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { preloadable } from '../../../lib/preloadable.ts';

// Only when asked for: the picker brings the exercise library (decision 038).
const AddExerciseDialog = preloadable(() =>
  import('../../custom-exercises/components/exercise-picker.tsx').then(
    (module) => module.AddExerciseDialog,
  ),
);

const TYPE_LABELS: Record<SessionDetail['type'], string> = {
  strength: 'Strength',
  zone2: 'Zone 2',
  stability: 'Stability',
  vo2max: 'VO2 Max',
};

/** A set done as work: History's "sets done" and the server's count leave warm-ups out. */
const isWorkingSet = (set: { skipped: boolean; setType: string }) =>
  !set.skipped && set.setType !== 'warmup';

const isNotFound = (error: Error | null) => apiErrorOf(error)?.status === 404;

/**
 * A past session as done (docs/decisions/025-training-log-history-records-corrections.md): every
 * exercise and set against its target, and corrections.
 */
export function SessionDetailScreen() {
  const { sessionId = '' } = useParams();
  const query = useSessionDetail(sessionId);
  if (query.data) return <SessionDetailView detail={query.data} />;
  if (isNotFound(query.error)) {
    return (
      <Card className="flex flex-col items-center px-6 py-10 text-center">
        <SearchX className="mb-3 size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-bold tracking-tight">Session not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">It may have been deleted.</p>
        <Link to="/history" className={buttonClasses('default', 'default', 'mt-5')}>
          Back to History
        </Link>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5">
        <h1 className="text-xl font-bold tracking-tight">Couldn&apos;t load this session</h1>
        <p className="text-sm break-words text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Card>
    );
  }
  return (
    <AwaitingData>
      <div role="status" className="flex flex-col items-center gap-4 py-16">
        <Spinner />
        <p className="text-sm font-medium text-muted-foreground">Loading session...</p>
      </div>
    </AwaitingData>
  );
}

interface EditTarget {
  set: SetLineSet;
  exerciseName: string;
  unit: ExerciseUnit;
  /** What its weight is: a load, added to the body (decision 080), or help (decision 083). */
  role: WeightRole;
}

function SessionDetailView({ detail }: { detail: SessionDetail }) {
  const userUnit = useWeightUnit();
  const { user } = useAuth();
  const userId = user?.id;
  const navigate = useNavigate();
  const [editing, setEditing] = useState<EditTarget | null>(null);
  // The exercise a forgotten set is being added to (decision 082), and the new set's client id.
  const [adding, setAdding] = useState<{ exercise: HistoryExercise; clientId: string } | null>(
    null,
  );
  // Picking an exercise he did and forgot to log at all (decision 085): its first set follows.
  const [pickingExercise, setPickingExercise] = useState(false);
  const [deletingSet, setDeletingSet] = useState<EditTarget | null>(null);
  const [deletingSession, setDeletingSession] = useState(false);
  const [editingTime, setEditingTime] = useState(false);
  const onError = (title: string) => (error: Error) =>
    toast({ variant: 'destructive', title, description: error.message });
  const updateSet = useUpdateSet({ onError: onError('Set not saved') });
  const deleteSet = useDeleteSet({ onError: onError('Set not deleted') });
  const deleteSession = useDeleteSession({ onError: onError('Session not deleted') });
  const addSet = useAddSet({ onError: onError('Set not added') });
  const retime = useRetimeSession({ onError: onError('Time not saved') });
  const { workoutId } = detail;
  // An imported session has no workout to log into (decision 037).
  const canAddExercise = workoutId !== null && nextExerciseIndex(detail) !== null;
  // The first set of an exercise with none here starts from the last session it was lifted in.
  const needsEarlier = adding !== null && !hasWorkingSet(adding.exercise);
  const earlier = useQuery({
    ...getLastSessionQueryOptions(adding?.exercise.exerciseId ?? '', detail.sessionId),
    enabled: needsEarlier,
  });
  // The form takes its start once: it opens when that answer is in, failed, or will not come
  // (offline), so it never opens empty a moment before the numbers arrive.
  const addingTemplate =
    adding && (!needsEarlier || earlier.fetchStatus !== 'fetching')
      ? addedSetTemplate(adding.exercise, adding.clientId, earlier.data?.lastSession)
      : null;

  const repeat = repeatPlan({
    exercises: detail.exercises,
    supersets: sessionSupersetPairs(detail),
  });
  const joins = sessionJoins(detail);
  const setsDone = detail.exercises.reduce(
    (sum, exercise) => sum + exercise.sets.filter(isWorkingSet).length,
    0,
  );
  const facts: Array<[string, string]> = [
    ['Duration', formatSessionDuration(detail.durationSeconds)],
    ['Sets done', String(setsDone)],
    ['Volume', formatVolume(detail.volume)],
    [
      'Readiness',
      detail.readiness ? `${detail.readiness.score} · ${detail.readiness.band}` : 'Not recorded',
    ],
  ];

  return (
    <div className="grid gap-5">
      <div>
        <p className="mb-1 text-sm font-medium text-muted-foreground">
          {TYPE_LABELS[detail.type]} · {formatHistoryDate(detail.date)}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">{detail.workoutName}</h1>
        {detail.source !== 'grandfit' ? (
          <p className="mt-1.5 flex items-center gap-2 text-sm text-muted-foreground">
            <SourceBadge source={detail.source} />
            <span>Imported: counts in your progress, not in your programme.</span>
          </p>
        ) : null}
        {detail.prCount > 0 ? (
          <p className="mt-1 text-sm font-semibold text-amber-800">
            {detail.prCount} personal record{detail.prCount === 1 ? '' : 's'}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <RepeatSessionButton name={detail.workoutName} plan={repeat} />
          <SaveRoutineButton name={detail.workoutName} {...repeat} />
          {/* A session under way has no finish to move yet (decision 093). */}
          {detail.completedAt !== null ? (
            <Button variant="outline" onClick={() => setEditingTime(true)}>
              <Clock className="size-4" aria-hidden="true" />
              Edit time
            </Button>
          ) : null}
        </div>
      </div>

      <Card className="p-4 sm:p-5">
        <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-muted px-3.5 py-2.5">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="text-base font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <NotesCard detail={detail} userId={userId} />

      <section aria-labelledby="session-exercises" className="grid gap-3">
        <h2 id="session-exercises" className="px-1 text-lg font-bold tracking-tight">
          Exercises
        </h2>
        {detail.exercises.map((exercise, position) => (
          <ExerciseCard
            key={`${exercise.exerciseIndex}-${exercise.exerciseId}`}
            exercise={exercise}
            join={joins[position]}
            userUnit={userUnit}
            onEdit={(set) => setEditing({ set, ...targetOf(exercise) })}
            onDelete={(set) => setDeletingSet({ set, ...targetOf(exercise) })}
            // An imported session has no workout to log into; a full exercise has no room.
            onAdd={
              workoutId !== null && nextSetNumber(exercise, false) !== null
                ? () => setAdding({ exercise, clientId: newClientId() })
                : undefined
            }
          />
        ))}
        {canAddExercise ? (
          <div>
            <Button variant="outline" size="sm" onClick={() => setPickingExercise(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Add exercise
            </Button>
          </div>
        ) : null}
      </section>

      <div>
        <Button
          variant="outline"
          className="text-destructive"
          onClick={() => setDeletingSession(true)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete session
        </Button>
      </div>

      <EditSessionTimeDialog
        session={detail}
        open={editingTime}
        onOpenChange={setEditingTime}
        onSave={(change) =>
          retime.mutate(
            {
              sessionId: detail.sessionId,
              change,
              userId,
              label: `${detail.workoutName} (time)`,
            },
            {
              onSuccess: (result) => {
                if (result.status === 'queued') {
                  toast({ title: 'Time changed', description: SAVED_OFFLINE });
                }
              },
            },
          )
        }
      />
      <EditSetDialog
        set={editing?.set ?? null}
        exerciseName={editing?.exerciseName ?? ''}
        exerciseUnit={editing?.unit ?? 'reps'}
        role={editing?.role}
        userUnit={userUnit}
        withNote
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onSave={(values) => {
          if (!editing) return;
          updateSet.mutate({
            clientId: editing.set.clientId,
            values,
            userId,
            label: `${editing.exerciseName}, ${setName(editing.set)} (edit)`,
          });
        }}
      />
      <EditSetDialog
        set={addingTemplate}
        title="Add a set"
        exerciseName={adding?.exercise.name ?? ''}
        exerciseUnit={adding?.exercise.unit ?? 'reps'}
        role={adding ? weightRoleOf(adding.exercise) : 'load'}
        userUnit={userUnit}
        onOpenChange={(open) => {
          if (!open) setAdding(null);
        }}
        onSave={(values) => {
          if (!adding || workoutId === null) return;
          const set = addedSet(
            detail,
            adding.exercise,
            { ...values, weightUnit: userUnit },
            adding.clientId,
          );
          if (!set) return;
          addSet.mutate(
            {
              workoutId,
              set,
              exercise: adding.exercise,
              userId,
              label: `${adding.exercise.name}, ${setName(set)} (added)`,
            },
            {
              onSuccess: (result) => {
                if (result.status === 'queued') {
                  toast({ title: 'Set added', description: SAVED_OFFLINE });
                }
              },
            },
          );
        }}
      />
      {pickingExercise ? (
        <TapOpened onFailed={() => setPickingExercise(false)}>
          <AddExerciseDialog
            open
            onOpenChange={setPickingExercise}
            weightUnit={userUnit}
            onAdd={(picked) => {
              const exercise = addedExercise(detail, picked);
              if (exercise) setAdding({ exercise, clientId: newClientId() });
            }}
          />
        </TapOpened>
      ) : null}
      <ConfirmDialog
        open={deletingSet !== null}
        title={deletingSet ? `Delete ${setName(deletingSet.set)}?` : 'Delete set?'}
        description={`${deletingSet?.exerciseName ?? ''}: the set leaves your log, your records and your progress.`}
        confirmLabel="Delete set"
        onOpenChange={(open) => {
          if (!open) setDeletingSet(null);
        }}
        onConfirm={() => {
          if (!deletingSet) return;
          deleteSet.mutate({
            clientId: deletingSet.set.clientId,
            userId,
            label: `${deletingSet.exerciseName}, ${setName(deletingSet.set)} (delete)`,
          });
        }}
      />
      <ConfirmDialog
        open={deletingSession}
        title="Delete this session?"
        description={`${detail.workoutName} on ${formatHistoryDate(detail.date)}, with every set logged in it. This cannot be undone.`}
        confirmLabel="Delete session"
        onOpenChange={setDeletingSession}
        onConfirm={() => {
          void navigate('/history');
          deleteSession.mutate({
            sessionId: detail.sessionId,
            userId,
            label: `${detail.workoutName} (delete session)`,
          });
        }}
      />
    </div>
  );
}

/** An exercise as the set dialogs name it. */
const targetOf = (exercise: HistoryExercise): Omit<EditTarget, 'set'> => ({
  exerciseName: exercise.name,
  unit: exercise.unit,
  role: weightRoleOf(exercise),
});

function ExerciseCard({
  exercise,
  join,
  userUnit,
  onEdit,
  onDelete,
  onAdd,
}: {
  exercise: HistoryExercise;
  /** Done back to back with its neighbours (decision 086). */
  join: ExerciseJoin | undefined;
  userUnit: ReturnType<typeof useWeightUnit>;
  onEdit: (set: SetLineSet) => void;
  onDelete: (set: SetLineSet) => void;
  /** A set he forgot to log (decision 082); absent where none can be added. */
  onAdd?: () => void;
}) {
  return (
    <>
      <Card className={cn('p-4 sm:p-5', join?.grouped && 'border-l-4 border-l-accent')}>
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="font-semibold">
            <Link
              to={`/exercises/${encodeURIComponent(exercise.exerciseId)}`}
              className="underline-offset-4 hover:underline"
            >
              {exercise.name}
            </Link>
          </h3>
          {exercise.plannedSets !== null ? (
            <span className="shrink-0 text-xs font-medium text-muted-foreground">
              {exercise.sets.filter(isWorkingSet).length}/{exercise.plannedSets} sets
            </span>
          ) : null}
        </div>
        {exercise.sessionRecords?.length ? (
          <p className="mt-1 flex flex-wrap gap-1">
            {exercise.sessionRecords.map((kind) => (
              <RecordBadge key={kind} kind={kind} role={weightRoleOf(exercise)} />
            ))}
          </p>
        ) : null}
        {exercise.sets.length > 0 ? (
          <ul className="mt-1 divide-y divide-border">
            {exercise.sets.map((set) => (
              <SetLine
                key={set.clientId}
                set={set}
                exerciseName={exercise.name}
                unit={exercise.unit}
                role={weightRoleOf(exercise)}
                userUnit={userUnit}
                onEdit={() => onEdit(set)}
                onDelete={() => onDelete(set)}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">Not done in this session.</p>
        )}
        {onAdd ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 -ml-2"
            aria-label={`Add a set of ${exercise.name}`}
            onClick={onAdd}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add set
          </Button>
        ) : null}
      </Card>
      {join?.toNext ? (
        <p className="-my-1.5 flex justify-center">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold">
            <Link2 className="size-4 text-primary dark:text-accent" aria-hidden="true" />
            {join.toNext}
          </span>
        </p>
      ) : null}
    </>
  );
}

function NotesCard({ detail, userId }: { detail: SessionDetail; userId: string | undefined }) {
  const id = useId();
  const [draft, setDraft] = useState(detail.notes ?? '');
  const save = useSaveSessionNotes({
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Notes not saved', description: error.message }),
  });
  const tooLong = draft.length > SESSION_NOTES_MAX;
  const error = tooLong ? `At most ${SESSION_NOTES_MAX} characters` : undefined;
  const changed = draft !== (detail.notes ?? '');
  return (
    <Card className="p-4 sm:p-5">
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong || !changed) return;
          save.mutate(
            {
              sessionId: detail.sessionId,
              notes: draft.trim() ? draft : null,
              userId,
              label: 'Session notes',
            },
            { onSuccess: () => toast({ title: 'Notes saved' }) },
          );
        }}
      >
        <FormField
          id={id}
          label="Notes"
          error={error}
          hint={`${draft.length}/${SESSION_NOTES_MAX}`}
        >
          <textarea
            id={id}
            rows={3}
            className={TEXTAREA_CLASSES}
            value={draft}
            placeholder="How did it feel?"
            onChange={(event) => setDraft(event.target.value)}
            {...describedBy(id, error, `${draft.length}/${SESSION_NOTES_MAX}`)}
          />
        </FormField>
        <div>
          <Button type="submit" size="sm" variant="outline" disabled={!changed || tooLong}>
            Save notes
          </Button>
        </div>
      </form>
    </Card>
  );
}
