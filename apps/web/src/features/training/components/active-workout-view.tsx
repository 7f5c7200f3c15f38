import { WEIGHT_SIGN } from '@grandfit/shared/domain/programme/weight-role.ts';
import { pairsOfLinks } from '@grandfit/shared/domain/programme/superset-pairs.ts';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Bot,
  Check,
  Flame,
  House,
  ListPlus,
  Plus,
  RotateCcw,
  SkipForward,
  Video,
} from 'lucide-react';
import type {
  CardioSummaryInput,
  LogSet,
  SessionSets,
  Workout,
} from '@grandfit/shared/schemas/training.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { OutboxStatus } from '../../../components/ui/outbox-status.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { preloadable, usePreloadWhenIdle } from '../../../lib/preloadable.ts';
import { useAfterFirstPaint } from '../../../lib/after-first-paint.ts';
import { TapLoaded, TapOpened } from '../../../components/ui/tap-loaded.tsx';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { saveFinishSummary, type FinishSummaryInput } from '../../../lib/finish-summary.ts';
import { startedRoutineOf } from '../../../lib/free-workout/started-routine.ts';
import { useCompleteWorkout, watchWorkoutDeliveries } from '../api/complete-workout.ts';
import { useExerciseRecommendation } from '../api/get-exercise-recommendation.ts';
import { useSessionSets } from '../api/get-session-sets.ts';
import { useLogSet } from '../api/log-set.ts';
import { useLastSession } from '../../../lib/last-session-query.ts';
import { usePendingSessionWrites, useWorkoutSession } from '../hooks/use-workout-session.ts';
import { clearStoredSession } from '../utils/session-storage.ts';
import {
  formatNumber,
  formatTargetLine,
  initialSetValues,
  isLoadedExercise,
  lastTimeLoad,
  takesAddedWeight,
  takesAssistance,
  parseSetDraft,
  parseWarmUpDraft,
  repsLabel,
  toDraft,
  type SetDraft,
  type SetDraftErrors,
} from '../utils/set-inputs.ts';
import {
  findSet,
  mergeSets,
  nextInRound,
  nextOpenSlot,
  nextWarmUpNumber,
  previousPerformedSet,
  sessionPlan,
  sessionProgress,
  workingSetsDone,
  setDots,
  totalSets,
  warmUpsOf,
  exerciseStarted,
  exerciseProgress,
  type SessionPlan,
  type SessionSet,
  type SetSlot,
  type WorkoutSession,
} from '../utils/workout-session.ts';
import { ActiveWorkoutHeader, type SupersetLine } from './active-workout-header.tsx';
import { completionSupersets, groupKind, groupOf } from '../utils/supersets.ts';
import { SetInputs } from './active-workout-inputs.tsx';
import { HoldTimer } from './hold-timer.tsx';
import { sessionStart } from '../utils/workout-clock.ts';
import { SetDots } from './set-dots.tsx';
import { WarmUps } from './warm-ups.tsx';
import { WarmUpSuggestions } from './warm-up-suggestions.tsx';
import { warmUpRamp } from '../utils/warm-up-ramp.ts';
import { LastSession } from './last-session.tsx';
import { useExerciseRest } from '../../exercise-notes/api/exercise-rests.ts';
import { RestSetting } from '../../exercise-notes/components/rest-setting.tsx';
import { WeightRecommendationCard } from './weight-recommendation-card.tsx';
import { useRestAlarm } from '../hooks/use-rest-alarm.ts';
import { useWeightPrefs } from '../hooks/use-weight-prefs.ts';
import { useAddedExerciseTargets } from '../hooks/use-added-exercise-targets.ts';
import { exerciseInUnit, loadIn } from '../utils/weight-units.ts';
import { finishEarlyDescription } from '../utils/workout-format.ts';
import { LoggedSetsButton } from '../../history/components/logged-sets-button.tsx';
import { usePendingSetCorrections } from '../../history/hooks/use-pending-set-corrections.ts';
import { applyCorrections } from '../../history/utils/set-corrections.ts';
import { SwapControls } from '../../custom-exercises/components/swap-controls.tsx';
import { useTimerSoundUnlock } from '../../../lib/timer-sound.ts';
import { useScreenWakeLock } from '../../../lib/screen-wake-lock.ts';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';

/*
 * The rest timer and the AI Coach bring Radix Dialog and Tabs (about 15 KB gzipped), so they stay
 * out of the screen's first load (budget: docs/benchmarks.md) and are fetched as soon as the screen
 * is idle, well before the first set is done. The service worker precaches them for offline use.
 */
const RestTimer = preloadable(() => import('./rest-timer.tsx').then((module) => module.RestTimer));
const AiCoachDialog = preloadable(() =>
  import('./ai-coach-dialog.tsx').then((module) => module.AiCoachDialog),
);
// Only when asked for: the picker brings the exercise library (decision 038).
const AddExerciseDialog = preloadable(() =>
  import('../../custom-exercises/components/exercise-picker.tsx').then(
    (module) => module.AddExerciseDialog,
  ),
);
// Only when asked for: the analysis and, with its first video, MediaPipe (vite-mediapipe-pose.ts).
const VideoAnalysisDialog = preloadable(() =>
  import('./video-analysis-dialog.tsx').then((module) => module.VideoAnalysisDialog),
);

// Only when asked for: the list of the session's exercises, to go to another (decision 057).
const ExerciseListDialog = preloadable(() =>
  import('./exercise-list-dialog.tsx').then((module) => module.ExerciseListDialog),
);

// Only when asked for: Finish before the last set asks first (decision 054).
const ConfirmDialog = preloadable(() =>
  import('../../history/components/confirm-dialog.tsx').then((module) => module.ConfirmDialog),
);

// The lifter's note (decision 052) and its answer come after the first paint: neither the set
// nor its inputs wait for them.
const ExerciseNote = preloadable(() =>
  import('../../exercise-notes/components/exercise-note.tsx').then((module) => module.ExerciseNote),
);

const preloadOverlays = () => Promise.all([RestTimer.preload(), AiCoachDialog.preload()]);

// A Zone 2 or VO2 max session's parts: the strap (Web Bluetooth) and the interval timer, which
// needs the programme and the exercise library. A strength session, most of them, loads none.
const Zone2Session = preloadable(() =>
  import('./cardio-session.tsx').then((module) => module.Zone2Session),
);
const Vo2maxIntervals = preloadable(() =>
  import('./cardio-session.tsx').then((module) => module.Vo2maxIntervals),
);

/** For the screen that knows first that a workout is a cardio session. */
export const preloadCardioSession = () =>
  Promise.all([Zone2Session.preload(), Vo2maxIntervals.preload()]);

export type ActiveWorkoutMode = 'live' | 'demo';

export interface ActiveWorkoutProps {
  workout: Workout;
  initialSession: WorkoutSession;
  /**
   * 'demo' (docs/product.md#active-workout): built-in data, no request of any kind, nothing saved.
   */
  mode: ActiveWorkoutMode;
  /** The user's local calendar day (YYYY-MM-DD), for the coach's recommendation. */
  date: string;
  /** The user the stored session belongs to, for when the signed-in user is unknown (offline). */
  sessionUserId?: string;
}

/** The user's edits to the inputs of one set; a new set starts from its own defaults. */
interface SlotEdits {
  slotKey: string;
  draft: Partial<SetDraft>;
  errors: SetDraftErrors;
  /** Add weight was tapped for this set of bodyweight work (decision 080). */
  addingWeight?: boolean;
}

const slotKeyOf = (session: WorkoutSession) =>
  `${session.sessionId}:${session.exerciseIndex}:${session.setNumber}`;

/** "Set 2 of 3 · Goblet Squat": what comes after the rest. */
function describeSlot(workout: Workout, plan: SessionPlan, slot: SetSlot | null): string {
  if (!slot) return 'Finish the workout';
  const name = workout.exercises[slot.exerciseIndex]?.name ?? '';
  return `Set ${slot.setNumber} of ${plan[slot.exerciseIndex] ?? 0} · ${name}`;
}

/**
 * The active workout (docs/product.md#active-workout, docs/product.md#rest-timer). The session
 * itself is the pure state machine in utils/workout-session.ts; this component shows it
 * and does the writing: each set goes through the outbox, so the session goes on offline.
 */
export function ActiveWorkout({
  workout: plannedWorkout,
  initialSession,
  mode,
  date,
  sessionUserId,
}: ActiveWorkoutProps) {
  const live = mode === 'live';
  const { user } = useAuth();
  // Without a connection at boot the server cannot say who is signed in: the session's user.
  const userId = user?.id ?? sessionUserId;
  // The workout as this session does it: with the exercises and sets added to it.
  const { plan, session, dispatch, workout } = useWorkoutSession(plannedWorkout, initialSession, {
    persist: live,
    userId,
  });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (live) watchWorkoutDeliveries(queryClient);
  }, [live, queryClient]);
  usePreloadWhenIdle(preloadOverlays);
  useTimerSoundUnlock();
  // The rest and hold timers stay in sight on a phone left on the bench (decision 070).
  useScreenWakeLock();

  // What the server and the outbox know of this session, merged with what this device logged:
  // another tab's sets show too, and a set stays "done" while it moves from queue to server.
  const setsQuery = useSessionSets(workout.id, { enabled: live });
  const pending = usePendingSessionWrites(workout.id, userId);
  // Corrections waiting in the outbox (Logged sets) show as if the server had them.
  const corrections = usePendingSetCorrections(userId);
  const logged = useMemo(
    () =>
      applyCorrections(
        mergeSets(
          serverSetsOf(setsQuery.data, session.sessionId),
          pending.sets.filter((set) => set.sessionId === session.sessionId),
          session.logged,
        ),
        corrections,
      ),
    [setsQuery.data, pending.sets, session.sessionId, session.logged, corrections],
  );
  // An exercise added during the session takes his last reps of it once known (decision 094).
  useAddedExerciseTargets({
    exercises: workout.exercises,
    plannedCount: plannedWorkout.exercises.length,
    sessionId: session.sessionId,
    logged,
    dispatch,
    enabled: live,
  });

  const exerciseIndex = session.exerciseIndex;
  // Weights are entered and shown in the user's unit, on the user's step (decision 024).
  const planned = workout.exercises[exerciseIndex];
  const prefs = useWeightPrefs(planned?.weightUnit ?? 'lb', live);
  const exercise = planned && exerciseInUnit(planned, prefs);
  // The lifter's own rest for the exercise (decision 059), else the plan's.
  const ownRest = useExerciseRest(exercise?.id ?? '', userId, live);
  const sets = plan[exerciseIndex] ?? 0;
  const slot: SetSlot = { exerciseIndex, setNumber: session.setNumber };

  const recommendationQuery = useExerciseRecommendation(
    { exerciseId: exercise?.id ?? '', workoutId: workout.id, exerciseIndex, date },
    { enabled: live && exercise !== undefined },
  );
  // A failed recommendation (the coach is down, 404) simply means no card and no autofill.
  const recommendation = recommendationQuery.data;
  const recommendedWeight = recommendation
    ? loadIn(recommendation.recommendedWeight, recommendation.weightUnit, prefs)
    : 0;

  const loaded = exercise !== undefined && isLoadedExercise(exercise, recommendedWeight);
  // Bodyweight work starts a session with the load he added last time (decision 080), assisted
  // work with the help he had (decision 083): last time's sets, the query the Last time line reads.
  const addsWeight = exercise !== undefined && takesAddedWeight(exercise, loaded);
  const assists = exercise !== undefined && takesAssistance(exercise, loaded);
  const lastTime = useLastSession(
    exercise?.id ?? '',
    session.sessionId,
    live && (addsWeight || assists),
  ).data?.lastSession;

  const [edits, setEdits] = useState<SlotEdits | null>(null);
  const [coachOpen, setCoachOpen] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const [addingExercise, setAddingExercise] = useState(false);
  const [confirmingFinish, setConfirmingFinish] = useState(false);
  const [choosingExercise, setChoosingExercise] = useState(false);
  const slotKey = slotKeyOf(session);
  const currentEdits = edits?.slotKey === slotKey ? edits : null;

  const logSet = useLogSet({
    onError: (error, set) => {
      // The server refused the set for good (a 4xx): it was not saved, so it is not shown as done.
      dispatch({ type: 'forget-set', clientId: set.clientId });
      toast({
        variant: 'destructive',
        title: 'Set not saved',
        description: error.message,
      });
    },
  });

  const finish = useFinishWorkout({ workout, session, mode, userId });
  // The interval timer runs the easy minutes between VO2 max intervals: no rest overlay on top.
  const [intervalsRunning, setIntervalsRunning] = useState(false);
  // A hold being timed (decision 063): the set is logged after Stop, not under it.
  const [holding, setHolding] = useState(false);

  const onRestEnd = useCallback(() => dispatch({ type: 'end-rest' }), [dispatch]);
  useRestAlarm(
    live ? (session.rest?.endsAt ?? null) : null,
    describeSlot(workout, plan, nextOpenSlot(plan, logged, session, session.links)),
    `/workout/${encodeURIComponent(workout.id)}`,
  );

  if (!exercise) return null;

  const existing = findSet(logged, slot);
  const done =
    (existing && !existing.skipped ? existing : previousPerformedSet(logged, slot)) ??
    (addsWeight || assists ? lastTimeLoad(lastTime?.sets, session.setNumber) : undefined);
  const previous = done && {
    ...done,
    weight: done.weight === null ? null : loadIn(done.weight, done.weightUnit ?? 'lb', prefs),
  };
  // Until the user types, the inputs follow the defaults: when the recommendation arrives during
  // set 1 the weight field takes it (docs/product.md#active-workout), without overwriting anything
  // the user entered.
  const defaults = toDraft(initialSetValues(exercise, { recommendedWeight, previous }));
  const draft: SetDraft = { ...defaults, ...currentEdits?.draft };
  // The Added weight field shows once tapped, or with a load already in it.
  const weighted = addsWeight && (currentEdits?.addingWeight === true || Number(draft.weight) > 0);
  const errors = currentEdits?.errors ?? {};
  const { done: setsDone, total } = sessionProgress(plan, logged);
  const lifted = workingSetsDone(logged);
  const busy = session.rest !== null || session.finished;
  const superset = supersetLine(workout, plan, logged, session);

  function editDraft(patch: Partial<SetDraft>, addingWeight = currentEdits?.addingWeight) {
    setEdits({ slotKey, draft: { ...currentEdits?.draft, ...patch }, errors: {}, addingWeight });
  }

  // A Zone 2 or VO2 max session of a cardio exercise (decision 033): timed, with heart rate.
  const cardioKind =
    exercise.unit === 'minutes' && (workout.type === 'zone2' || workout.type === 'vo2max')
      ? workout.type
      : null;

  function buildSet(
    values: Pick<LogSet, 'weight' | 'reps' | 'rir' | 'skipped'>,
    cardio?: CardioSummaryInput,
  ): LogSet {
    if (!exercise) throw new Error('no exercise');
    return {
      // The slot's earlier client id when it is done again: the server replaces, not adds.
      clientId: existing?.clientId ?? newClientId(),
      sessionId: session.sessionId,
      exerciseId: exercise.id,
      exerciseIndex,
      setNumber: session.setNumber,
      targetWeight: exercise.targetWeight > 0 ? exercise.targetWeight : null,
      targetReps: exercise.targetReps,
      targetRir: exercise.targetRir,
      performedAt: new Date().toISOString(),
      weightUnit: prefs.unit,
      setType: 'normal',
      ...values,
      ...(cardio ? { cardio } : {}),
    };
  }

  /**
   * "25 lb × 10 reps", "+10 kg × 8 reps" with a load added to the body, "−20 kg × 8 reps" with
   * help, or "10 reps".
   */
  function describeLoggedSet(set: LogSet): string {
    const amount = `${set.reps ?? 0} ${exercise ? repsLabel(exercise).toLowerCase() : ''}`;
    const load = `${formatNumber(set.weight ?? 0)} ${set.weightUnit} × ${amount}`;
    if (loaded) return load;
    const sign = WEIGHT_SIGN[assists ? 'assistance' : 'added'];
    return (set.weight ?? 0) > 0 ? `${sign}${load}` : amount;
  }

  function record(set: LogSet) {
    if (!live || !exercise) return;
    const what = set.skipped ? 'skipped' : describeLoggedSet(set);
    const kind = set.setType === 'warmup' ? 'warm-up' : 'set';
    logSet.mutate({
      workoutId: workout.id,
      set,
      userId,
      label: `${exercise.name}, ${kind} ${set.setNumber} (${what})`,
    });
  }

  function completeSet(timed?: { minutes: number; cardio: CardioSummaryInput }) {
    if (busy || !exercise) return;
    const input = timed ? { ...draft, reps: String(timed.minutes) } : draft;
    const parsed = parseSetDraft(input, exercise, {
      loaded: loaded || weighted || assists,
      unit: prefs.unit,
    });
    if (!parsed.ok) {
      setEdits({ ...currentEdits, slotKey, draft: input, errors: parsed.errors });
      return;
    }
    // Zone 2 minutes typed in are kept as such: not verified (no heart rate behind them).
    const cardio =
      timed?.cardio ??
      (cardioKind === 'zone2'
        ? {
            source: 'manual' as const,
            durationSeconds: parsed.values.reps * 60,
            samples: 0,
            inZoneSamples: 0,
            averageHr: null,
            timeInZoneSeconds: 0,
            zoneLow: null,
            zoneHigh: null,
          }
        : undefined);
    const set = buildSet({ ...parsed.values, skipped: false }, cardio);
    record(set);
    dispatch({
      type: 'complete-set',
      set: toSessionSet(set),
      restSeconds:
        cardioKind === 'vo2max' && intervalsRunning
          ? 0
          : ((cardioKind === null ? ownRest : null) ?? exercise.restSeconds),
      now: Date.now(),
    });
  }

  /**
   * A warm-up (decision 051): the inputs' weight and reps, beside the plan. The session stays on
   * its set with no rest, and the inputs go back to that set's own values, so the working set is
   * never logged at a warm-up's weight by mistake. `from` is a suggested warm-up's numbers
   * (decision 056) in place of the inputs.
   */
  function logWarmUp(from: SetDraft = draft) {
    if (busy || !exercise) return;
    const parsed = parseWarmUpDraft(from, exercise, { loaded, unit: prefs.unit });
    if (!parsed.ok) {
      setEdits({ ...currentEdits, slotKey, draft: from, errors: parsed.errors });
      return;
    }
    const set: LogSet = {
      ...buildSet({ ...parsed.values, skipped: false }),
      clientId: newClientId(),
      setNumber: nextWarmUpNumber(logged, exerciseIndex),
      setType: 'warmup',
      targetWeight: null,
      targetReps: null,
      targetRir: null,
    };
    record(set);
    dispatch({ type: 'log-warm-up', set: toSessionSet(set) });
    setEdits(null);
    // The list of warm-ups sits above the inputs, out of sight on a phone scrolled to the button.
    toast({
      title: `Warm-up ${set.setNumber} logged`,
      description: describeLoggedSet(set),
      // Short: it may cover Complete Set, the next tap.
      duration: 2500,
    });
  }

  function skipSet() {
    if (busy) return;
    const set = buildSet({ weight: null, reps: null, rir: null, skipped: true });
    record(set);
    dispatch({ type: 'skip-set', set: toSessionSet(set) });
  }

  // Before the exercise's first working set, the ramp to the weight in the inputs, less the
  // steps already logged as warm-ups (decision 056).
  const warmUps = warmUpsOf(logged, exerciseIndex);
  const suggestedWarmUps =
    loaded && !exercise.cardio && !exerciseStarted(logged, exerciseIndex)
      ? warmUpRamp(Number(draft.weight), exercise, prefs).filter(
          (step) =>
            !warmUps.some(
              (set) =>
                set.weight !== null &&
                loadIn(set.weight, set.weightUnit ?? 'lb', prefs) === step.weight,
            ),
        )
      : [];

  const showWeightCard =
    recommendation !== undefined &&
    recommendation.exerciseId === exercise.id &&
    (exercise.targetWeight > 0 || recommendedWeight > 0);

  return (
    // grid-cols-1 is minmax(0, 1fr): a long workout name truncates instead of widening the page.
    <div className="grid grid-cols-1 gap-4">
      <ActiveWorkoutHeader
        workoutName={workout.name}
        exerciseNumber={exerciseIndex + 1}
        totalExercises={workout.exercises.length}
        setsDone={setsDone}
        totalSets={total}
        exerciseName={exercise.name}
        exerciseId={exercise.id}
        setNumber={session.setNumber}
        sets={sets}
        perSide={exercise.perSide}
        demo={!live}
        onFinishEarly={
          lifted > 0 && !session.finished ? () => setConfirmingFinish(true) : undefined
        }
        startedAt={
          session.finished
            ? null
            : sessionStart(logged, (set) => workout.exercises[set.exerciseIndex]?.unit)
        }
        superset={session.finished ? null : superset}
        onChooseExercise={
          workout.exercises.length > 1 && !session.finished
            ? () => setChoosingExercise(true)
            : undefined
        }
      />

      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-[minmax(0,1fr)_17rem]">
        <Card className="grid gap-5 p-4 sm:p-5">
          <div className="grid gap-2.5">
            <SetDots states={setDots(plan, session, logged)} />
            <WarmUps sets={warmUps} exercise={exercise} loaded={loaded} prefs={prefs} />
            <WarmUpSuggestions
              suggestions={suggestedWarmUps}
              exercise={exercise}
              prefs={prefs}
              disabled={busy}
              onLog={(suggestion) => logWarmUp(toDraft({ ...suggestion, rir: null }))}
            />
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-muted-foreground tabular-nums">
                {formatTargetLine(exercise, sets)}
              </p>
              {live && cardioKind === null && !session.finished ? (
                <RestSetting
                  exerciseId={exercise.id}
                  exerciseName={exercise.name}
                  planSeconds={exercise.restSeconds}
                  ownSeconds={ownRest}
                  userId={userId}
                />
              ) : null}
            </div>
            {live ? (
              <AfterFirstPaint>
                <LastSession
                  exerciseId={exercise.id}
                  sessionId={session.sessionId}
                  exercise={exercise}
                  loaded={loaded}
                  prefs={prefs}
                  setNumber={session.setNumber}
                />
              </AfterFirstPaint>
            ) : null}
            {/*
             * Swap and the note share a row: one above the other, they pushed Complete Set under
             * the bottom navigation of a 390 x 844 phone. A note written takes the row's width.
             */}
            <div className="flex flex-wrap items-start gap-x-1 gap-y-2">
              {/* A planned exercise can be swapped; one added to the session is simply this one. */}
              {live && exerciseIndex < plannedWorkout.exercises.length && !session.finished ? (
                <SwapControls workout={workout} exercise={planned!} date={date} />
              ) : null}
              {live ? (
                <AfterFirstPaint>
                  <ExerciseNote
                    key={exercise.id}
                    exerciseId={exercise.id}
                    exerciseName={exercise.name}
                    userId={userId}
                  />
                </AfterFirstPaint>
              ) : null}
            </div>
          </div>

          {session.finished ? (
            <FinishPanel finish={finish} />
          ) : (
            <>
              {cardioKind ? (
                <Suspense fallback={<Spinner />}>
                  {cardioKind === 'zone2' ? (
                    <Zone2Session
                      date={date}
                      live={live}
                      disabled={busy}
                      onFinish={(timed) => completeSet(timed)}
                    />
                  ) : (
                    <Vo2maxIntervals
                      workout={workout}
                      exercise={exercise}
                      onRunningChange={setIntervalsRunning}
                    />
                  )}
                </Suspense>
              ) : null}
              {cardioKind === 'zone2' ? (
                <p className="text-sm text-muted-foreground">
                  No strap? Enter the minutes: they are logged as{' '}
                  <strong className="font-semibold text-foreground">not verified</strong>.
                </p>
              ) : null}
              {exercise.unit === 'seconds' ? (
                <HoldTimer
                  key={slotKey}
                  targetSeconds={exercise.targetReps}
                  perSide={exercise.perSide}
                  disabled={busy}
                  onHeld={(seconds) => editDraft({ reps: String(seconds) })}
                  onRunningChange={setHolding}
                />
              ) : null}
              <SetInputs
                exercise={exercise}
                loaded={loaded}
                draft={draft}
                errors={errors}
                onChange={editDraft}
                prefs={prefs}
                load={exercise}
                assistance={assists}
                addedWeight={
                  addsWeight
                    ? {
                        shown: weighted,
                        onShownChange: (shown) => editDraft({ weight: shown ? '' : '0' }, shown),
                      }
                    : undefined
                }
              />
              <div className="grid gap-2.5">
                <Button
                  size="lg"
                  variant={cardioKind === 'zone2' ? 'outline' : undefined}
                  onClick={() => completeSet()}
                  disabled={busy || holding}
                >
                  <Check className="size-5" aria-hidden="true" />
                  {cardioKind === 'zone2' ? 'Log minutes (not verified)' : 'Complete Set'}
                </Button>
                <div className="grid grid-cols-2 gap-2.5">
                  <Button variant="outline" onClick={() => setCoachOpen(true)}>
                    <Bot className="size-4" aria-hidden="true" />
                    AI Coach
                  </Button>
                  {/* Cardio has no form to film: time and heart rate coach it (decision 036). */}
                  {exercise.cardio ? null : (
                    <Button variant="outline" onClick={() => setVideoOpen(true)}>
                      <Video className="size-4" aria-hidden="true" />
                      Video Analysis
                    </Button>
                  )}
                  {/* A cardio exercise warms up in its own easy minutes. */}
                  {exercise.cardio ? null : (
                    <Button variant="ghost" onClick={() => logWarmUp()} disabled={busy || holding}>
                      <Flame className="size-4" aria-hidden="true" />
                      Log Warm-up
                    </Button>
                  )}
                  <Button variant="ghost" onClick={skipSet} disabled={busy || holding}>
                    <SkipForward className="size-4" aria-hidden="true" />
                    Skip Set
                  </Button>
                </div>
                <div className="grid grid-cols-2 gap-2.5 border-t border-border pt-2.5">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => dispatch({ type: 'add-set', exerciseIndex })}
                  >
                    <Plus className="size-4" aria-hidden="true" />
                    Add set
                  </Button>
                  {live ? (
                    <Button variant="outline" size="sm" onClick={() => setAddingExercise(true)}>
                      <ListPlus className="size-4" aria-hidden="true" />
                      Add exercise
                    </Button>
                  ) : null}
                </div>
              </div>
            </>
          )}
        </Card>

        <div className="grid grid-cols-1 gap-4">
          {showWeightCard ? (
            <WeightRecommendationCard
              recommendation={recommendation}
              inUse={loaded && Number(draft.weight) === recommendedWeight}
              onUse={() => editDraft({ weight: formatNumber(recommendedWeight) })}
            />
          ) : null}
          <FormCuesCard notes={exercise.notes} cues={exercise.formCues} />
          {live && logged.length > 0 ? (
            <LoggedSetsButton
              exercises={workout.exercises}
              sets={logged}
              userId={userId}
              onCorrected={(clientId, values) =>
                dispatch({ type: 'correct-set', clientId, values })
              }
              onDeleted={(clientId) => dispatch({ type: 'forget-set', clientId })}
            />
          ) : null}
        </div>
      </div>

      {session.rest ? (
        // Until its code is there, a plain backdrop answers the tap at once; without it (offline
        // before the service worker held it), the set stays logged and the rest ends.
        <TapLoaded onFailed={onRestEnd}>
          <Suspense fallback={<div className="fixed inset-0 z-50 bg-ink" />}>
            <RestTimer
              rest={session.rest}
              next={describeSlot(workout, plan, nextOpenSlot(plan, logged, session, session.links))}
              onExtend={() => dispatch({ type: 'extend-rest', now: Date.now() })}
              onEnd={onRestEnd}
              status={live ? <OutboxStatus /> : undefined}
            />
          </Suspense>
        </TapLoaded>
      ) : null}

      {coachOpen ? (
        <TapOpened onFailed={() => setCoachOpen(false)}>
          <AiCoachDialog exercise={exercise} demo={!live} open onOpenChange={setCoachOpen} />
        </TapOpened>
      ) : null}
      {choosingExercise ? (
        <TapOpened onFailed={() => setChoosingExercise(false)}>
          <ExerciseListDialog
            exercises={workout.exercises.map((item, index) => ({
              exercise: item,
              done: exerciseProgress(plan, logged, index),
              sets: plan[index] ?? 0,
            }))}
            current={exerciseIndex}
            links={session.links ?? []}
            onOpenChange={setChoosingExercise}
            onGoTo={(index) => dispatch({ type: 'go-to-exercise', exerciseIndex: index })}
            onLink={(index, joined) =>
              dispatch({ type: 'link-exercises', exerciseIndex: index, joined })
            }
          />
        </TapOpened>
      ) : null}
      {confirmingFinish ? (
        <TapOpened onFailed={() => setConfirmingFinish(false)}>
          <ConfirmDialog
            open
            onOpenChange={setConfirmingFinish}
            title="Finish workout?"
            description={finishEarlyDescription(lifted, setsDone, total)}
            confirmLabel="Finish workout"
            cancelLabel="Keep going"
            destructive={false}
            onConfirm={() => dispatch({ type: 'finish-early' })}
          />
        </TapOpened>
      ) : null}
      {addingExercise ? (
        <TapOpened onFailed={() => setAddingExercise(false)}>
          <AddExerciseDialog
            open
            onOpenChange={setAddingExercise}
            weightUnit={prefs.unit}
            onAdd={(added) => dispatch({ type: 'add-exercise', exercise: added })}
          />
        </TapOpened>
      ) : null}
      {videoOpen ? (
        <TapOpened onFailed={() => setVideoOpen(false)}>
          <VideoAnalysisDialog
            exercise={exercise}
            setNumber={session.setNumber}
            draft={draft}
            demo={!live}
            open
            onOpenChange={setVideoOpen}
          />
        </TapOpened>
      ) : null}
    </div>
  );
}

/** The current exercise's superset or circuit and what follows it in the round (decision 068). */
function supersetLine(
  workout: Workout,
  plan: SessionPlan,
  logged: readonly SessionSet[],
  session: WorkoutSession,
): SupersetLine | null {
  const links = session.links ?? [];
  const kind = groupKind(groupOf(links, plan.length, session.exerciseIndex));
  if (!kind) return null;
  const next = nextInRound(plan, logged, session, links);
  return { kind, next: next ? (workout.exercises[next.exerciseIndex]?.name ?? null) : null };
}

function serverSetsOf(data: SessionSets | undefined, sessionId: string): SessionSet[] {
  return data?.sessionId === sessionId ? data.sets : [];
}

function toSessionSet(set: LogSet): SessionSet {
  return {
    clientId: set.clientId,
    sessionId: set.sessionId,
    exerciseIndex: set.exerciseIndex,
    setNumber: set.setNumber,
    skipped: set.skipped ?? false,
    weight: set.weight,
    weightUnit: set.weightUnit,
    reps: set.reps,
    rir: set.rir,
    setType: set.setType,
    performedAt: set.performedAt,
  };
}

/**
 * A part the first paint does not wait for (the note, last time's sets): it mounts, and asks for
 * its answer, once the screen is painted; only it renders again when that comes.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

function FormCuesCard({ notes, cues }: { notes: string; cues: readonly string[] }) {
  if (!notes && cues.length === 0) return null;
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-sm font-semibold">Form cues</h2>
      {notes ? <p className="mt-1.5 text-sm text-muted-foreground">{notes}</p> : null}
      {cues.length > 0 ? (
        <ul className="mt-2.5 grid gap-2">
          {cues.map((cue) => (
            <li key={cue} className="flex gap-2.5 text-sm leading-relaxed">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {cue}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

type FinishState =
  { status: 'finishing' } | { status: 'failed'; message: string; retry: () => void };

/** What the finish summary needs of the session, kept on the device so it works offline. */
function finishSummaryOf(
  workout: Workout,
  session: WorkoutSession,
  queued: boolean,
): FinishSummaryInput {
  return {
    workoutId: workout.id,
    workoutName: workout.name,
    sessionId: session.sessionId,
    finishedAt: new Date().toISOString(),
    plannedSets: totalSets(sessionPlan(workout.exercises)),
    queued,
    free: workout.free,
    exerciseIds: workout.exercises.map((exercise) => exercise.id),
    routineId: startedRoutineOf(workout.id) ?? undefined,
    supersets: pairsOfLinks(
      workout.exercises.map((exercise) => exercise.id),
      session.links,
    ),
    sets: session.logged.map((set) => {
      const exercise = workout.exercises[set.exerciseIndex];
      return {
        exerciseId: exercise?.id ?? '',
        exerciseName: exercise?.name ?? '',
        exerciseUnit: exercise?.unit ?? 'reps',
        clientId: set.clientId,
        weight: set.weight,
        weightUnit: set.weightUnit,
        reps: set.reps,
        skipped: set.skipped,
        setType: set.setType,
        performedAt: set.performedAt,
      };
    }),
  };
}

/**
 * After the last set: complete the session (through the outbox, so it works offline), forget the
 * stored session, refresh the workouts and show the finish summary
 * (docs/decisions/025-training-log-history-records-corrections.md).
 */
function useFinishWorkout({
  workout,
  session,
  mode,
  userId,
}: {
  workout: Workout;
  session: WorkoutSession;
  mode: ActiveWorkoutMode;
  userId: string | undefined;
}): FinishState {
  const navigate = useNavigate();
  const { mutateAsync: completeWorkout } = useCompleteWorkout();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { finished, sessionId } = session;

  const run = useCallback(async () => {
    if (mode === 'demo') {
      toast({
        title: 'Demo complete',
        description: 'Nothing was saved. Your own workouts are on Today.',
      });
      void navigate('/', { replace: true });
      return;
    }
    try {
      const result = await completeWorkout({
        workoutId: workout.id,
        // Its joins as they stand, none included: one undone stays undone in History (086).
        completion: {
          sessionId,
          completedAt: new Date().toISOString(),
          supersets: completionSupersets(session.links),
        },
        userId,
        label: `${workout.name}: completed`,
      });
      clearStoredSession(workout.id);
      toast({
        title: 'Workout complete!',
        description:
          result.status === 'queued' ? SAVED_OFFLINE : `${workout.name} is done. Great work.`,
      });
      // The finish summary (docs/product.md#finish-summary) from the session's own state, so it
      // works offline too.
      saveFinishSummary(finishSummaryOf(workout, session, result.status === 'queued'));
      // Replace: Back from the summary should not reopen a finished session.
      void navigate(`/workout/${encodeURIComponent(workout.id)}/summary`, { replace: true });
    } catch (error) {
      started.current = false;
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }, [completeWorkout, mode, navigate, session, sessionId, userId, workout]);

  useEffect(() => {
    if (!finished || started.current) return;
    started.current = true;
    void run();
  }, [finished, run]);

  if (failure !== null) {
    return {
      status: 'failed',
      message: failure,
      retry: () => {
        setFailure(null);
        started.current = true;
        void run();
      },
    };
  }
  return { status: 'finishing' };
}

function FinishPanel({ finish }: { finish: FinishState }) {
  if (finish.status === 'finishing') {
    return (
      <div role="status" className="flex items-center gap-3 py-4 text-sm font-medium">
        <Spinner className="size-5" />
        Finishing workout...
      </div>
    );
  }
  return (
    <div role="alert" className="grid gap-3">
      <p className="font-semibold">Couldn&apos;t finish the workout</p>
      <p className="text-sm break-words text-muted-foreground">{finish.message}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={finish.retry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try Again
        </Button>
        <Link to="/" className={buttonClasses('outline')}>
          <House className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </div>
  );
}
