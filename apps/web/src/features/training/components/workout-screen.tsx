import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Dumbbell, House, SearchX } from 'lucide-react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth-user.ts';
import { isNetworkFailure } from '../../../lib/network.ts';
import { getSettingsQueryOptions } from '../../../lib/settings-query.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { useSessionSets } from '../api/get-session-sets.ts';
import { useWorkout } from '../api/get-workout.ts';
import { useFirstRecommendation } from '../hooks/use-first-recommendation.ts';
import { useOutboxReady, usePendingSessionWrites } from '../hooks/use-workout-session.ts';
import type { ExerciseRecommendationParams } from '../api/get-exercise-recommendation.ts';
import { DEMO_WORKOUT, isDemoWorkoutId } from '../utils/demo-workout.ts';
import { readStoredSession } from '../utils/session-storage.ts';
import { defaultLinks } from '../utils/supersets.ts';
import { isNotFoundError } from '../utils/workout-format.ts';
import {
  freshSession,
  resumeSession,
  sessionPlan,
  workoutWith,
  type WorkoutSession,
} from '../utils/workout-session.ts';
import { ActiveWorkout, preloadCardioSession } from './active-workout-view.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';

/**
 * /workout/{id}: the active workout session (docs/product.md#active-workout); 'demo' runs on
 * built-in data.
 */
export function WorkoutScreen() {
  const { id = '' } = useParams();
  // The local day the session opened on: it picks the prescription, even past midnight.
  const [date] = useState(() => toLocalIsoDate(new Date()));
  if (isDemoWorkoutId(id)) return <DemoWorkout date={date} />;
  return <LiveWorkout key={id} id={id} date={date} />;
}

/** The id 'demo' uses built-in sample data and makes no fetch. Nothing is stored. */
function DemoWorkout({ date }: { date: string }) {
  const [initialSession] = useState(() => freshSession(newClientId(), defaultLinks(DEMO_WORKOUT)));
  return (
    <ActiveWorkout workout={DEMO_WORKOUT} initialSession={initialSession} mode="demo" date={date} />
  );
}

/**
 * No answer and none coming soon: the browser says it is offline (TanStack Query v5 only learns
 * that from 'offline' events, so at boot it would first spend its retries), the query is paused,
 * or it failed on the network.
 */
function isUnreachable(query: UseQueryResult<unknown>): boolean {
  if (query.data !== undefined) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return query.fetchStatus === 'paused' || (query.isError && isNetworkFailure(query.error));
}

/** An answer that is in, failed, or will not come soon: the screen need not wait for it. */
function isSettled(query: UseQueryResult<unknown>): boolean {
  return query.isSuccess || query.isError || isUnreachable(query);
}

/** The session as it opens, decided once: later refetches must not restart the screen. */
interface OpeningState {
  workout: Workout;
  initialSession: WorkoutSession;
}

/** The recommendation the session screen asks for first: its current exercise's. */
function firstRecommendation(
  opening: OpeningState | null,
  date: string,
): ExerciseRecommendationParams | null {
  if (!opening) return null;
  const { workout, initialSession } = opening;
  const exercise = workoutWith(workout, initialSession).exercises[initialSession.exerciseIndex];
  if (!exercise) return null;
  return {
    exerciseId: exercise.id,
    workoutId: workout.id,
    exerciseIndex: initialSession.exerciseIndex,
    date,
  };
}

function LiveWorkout({ id, date }: { id: string; date: string }) {
  const [searchParams] = useSearchParams();
  const redo = searchParams.get('redo') === '1';
  // Read once: from here on the screen's own state is the session, and it writes this record.
  const [stored] = useState(() => readStoredSession(id));
  const { user } = useAuth();
  const userId = user?.id ?? stored?.userId;
  const workoutQuery = useWorkout(id, date);
  const setsQuery = useSessionSets(id);
  // The unit, step and plates the session shows its weights in (decision 024). Asked for here,
  // with the workout (the server preloads all three), the session opens in the user's unit: asked
  // for by the session screen, it opened in the plan's and rendered again when they came.
  const settingsQuery = useQuery(getSettingsQueryOptions());
  const pending = usePendingSessionWrites(id, userId);
  const outboxReady = useOutboxReady();
  const [opening, setOpening] = useState<OpeningState | null>(null);
  // The session resumes as of the moment the screen opened (a rest that ran out by then is over).
  const [openedAt] = useState(() => Date.now());

  // Without a connection, the copy kept with the session lets a started workout go on.
  const workout =
    workoutQuery.data ?? (stored && isUnreachable(workoutQuery) ? stored.workout : undefined);
  // The server's sets only help to resume; without them the stored session is enough.
  const setsSettled = isSettled(setsQuery);
  // Without them (an error, offline and never fetched) the session opens in the plan's unit.
  const settingsSettled = isSettled(settingsQuery);
  // A cardio session's parts are their own chunk: asked for as soon as the workout says it is one.
  const cardio = workout?.type === 'zone2' || workout?.type === 'vo2max';
  useEffect(() => {
    if (cardio) void preloadCardioSession().catch(() => undefined);
  }, [cardio]);

  const recommendationReady = useFirstRecommendation(firstRecommendation(opening, date));
  // The session screen mounts in a deferred render, which React renders in slices that yield to
  // the browser: the answers arrive through useSyncExternalStore, whose updates render in one
  // blocking piece (150-230 ms observed on a slow machine, before Lighthouse's 4x; decision 045).
  const shownOpening = useDeferredValue(recommendationReady ? opening : null);

  // Once open, the session stays open: a refetch that fails or waits (offline) must not put the
  // screen back to loading, which would throw the session state away.
  if (opening) {
    if (!shownOpening) return <LoadingWorkout />;
    return (
      <ResumedWorkout
        workout={workoutQuery.data ?? shownOpening.workout}
        initialSession={shownOpening.initialSession}
        sessionUserId={stored?.userId}
        redo={redo}
        date={date}
      />
    );
  }
  if (
    workout &&
    setsSettled &&
    settingsSettled &&
    outboxReady &&
    workout.exercises.length > 0 &&
    !isNotFoundError(setsQuery.error)
  ) {
    // Derived state, set during render (React re-renders at once, before the browser paints).
    setOpening({
      workout,
      initialSession: resumeSession({
        plan: sessionPlan(workout.exercises),
        stored: stored?.session ?? null,
        server: setsQuery.data,
        pendingSets: pending.sets,
        pendingCompletions: pending.completions,
        redo,
        links: defaultLinks(workout),
        now: openedAt,
        newSessionId: newClientId,
      }),
    });
    return <LoadingWorkout />;
  }

  if (isNotFoundError(workoutQuery.error) || isNotFoundError(setsQuery.error)) {
    return <WorkoutNotFound />;
  }

  if (!workout) {
    if (workoutQuery.isError) {
      return (
        <Card role="alert" className="flex flex-col items-start gap-3 p-5">
          <h1 className="text-xl font-bold tracking-tight">Couldn&apos;t load this workout</h1>
          <p className="text-sm break-words text-muted-foreground">
            {isUnreachable(workoutQuery)
              ? "You're offline and this workout was not opened on this device before."
              : workoutQuery.error.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void workoutQuery.refetch()}>
              Retry
            </Button>
            <Link to="/" className={buttonClasses('ghost', 'sm')}>
              Back to Home
            </Link>
          </div>
        </Card>
      );
    }
    return <LoadingWorkout />;
  }
  if (workout.exercises.length === 0) {
    return (
      <EmptyState icon={<Dumbbell />} title="Nothing to log here">
        This workout has no exercises.{' '}
        <Link to="/" className="font-semibold text-primary underline">
          Back to Home
        </Link>
      </EmptyState>
    );
  }
  return <LoadingWorkout />;
}

/** The session screen of the session decided at opening (resumed, or a new one). */
function ResumedWorkout({
  workout,
  initialSession,
  sessionUserId,
  redo,
  date,
}: {
  workout: Workout;
  initialSession: WorkoutSession;
  sessionUserId: string | undefined;
  redo: boolean;
  date: string;
}) {
  const navigate = useNavigate();

  useEffect(() => {
    // The Redo is decided: a reload from here must resume this new session, not start another.
    if (redo) void navigate(`/workout/${encodeURIComponent(workout.id)}`, { replace: true });
  }, [redo, navigate, workout.id]);

  return (
    <ActiveWorkout
      workout={workout}
      initialSession={initialSession}
      mode="live"
      date={date}
      sessionUserId={sessionUserId}
    />
  );
}

function LoadingWorkout() {
  return (
    <AwaitingData>
      <div role="status" className="flex flex-col items-center gap-4 py-16">
        <Spinner />
        <p className="text-sm font-medium text-muted-foreground">Loading workout...</p>
      </div>
    </AwaitingData>
  );
}

function WorkoutNotFound() {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <div
        className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground"
        aria-hidden="true"
      >
        <SearchX className="size-7" />
      </div>
      <h1 className="text-xl font-bold tracking-tight">Workout not found</h1>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        This workout doesn&apos;t exist or isn&apos;t part of your programme.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonClasses('default')}>
          <House className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <Link to="/workouts" className={buttonClasses('outline')}>
          See Your Workouts
        </Link>
      </div>
    </Card>
  );
}
