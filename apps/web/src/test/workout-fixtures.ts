import type { TodayWorkouts, WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';

/** A workout as the API answers it, with `exercises` exercises (weights on the odd ones). */
export function workoutFixture(overrides: Partial<Workout> = {}, exercises = 5): Workout {
  return {
    id: '3f2b8c1e-0000-4000-8000-000000000001',
    name: 'Foundation A: Squat & Push',
    phase: 1,
    phaseName: 'Foundation',
    week: 1,
    day: 1,
    date: '2026-11-22',
    type: 'strength',
    durationMinutes: 30,
    completed: false,
    isDeload: false,
    free: false,
    description: 'Learn the squat, the push-up and the row.',
    totalExercises: exercises,
    exercises: Array.from({ length: exercises }, (_, i) => ({
      id: `exercise-${i + 1}`,
      name: `Exercise ${i + 1}`,
      sets: 2,
      targetReps: 10,
      unit: 'reps' as const,
      targetRir: 4,
      targetWeight: i % 2 === 0 ? 25 : 0,
      weightUnit: 'lb',
      restSeconds: 90,
      notes: `Notes ${i + 1}`,
      formCues: [],
      perSide: false,
    })),
    ...overrides,
  };
}

export function todayFixture(overrides: Partial<TodayWorkouts> = {}): TodayWorkouts {
  return {
    date: '2026-11-22',
    week: 1,
    day: 1,
    journeyEnded: false,
    journeyNotStarted: false,
    workout: workoutFixture(),
    others: [],
    resume: null,
    ...overrides,
  };
}

export function weekFixture(overrides: Partial<WeekWorkouts> = {}): WeekWorkouts {
  return {
    week: 1,
    currentWeek: 1,
    startDate: '2026-11-22',
    endDate: '2026-11-28',
    workouts: [workoutFixture()],
    block: {
      strength: { done: 1, planned: 3 },
      zone2: { done: 0, planned: 4 },
      stability: { done: 2, planned: 5 },
      vo2max: { done: 0, planned: 0 },
    },
    ...overrides,
  };
}

/** A fetch stub answering by path: a body (200) or a [status, text] pair. */
export function fetchByPath(routes: Record<string, unknown>) {
  return (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = routes[url.pathname];
    if (answer === undefined) return Promise.resolve(new Response('Not Found', { status: 404 }));
    if (Array.isArray(answer) && typeof answer[0] === 'number') {
      return Promise.resolve(new Response(String(answer[1]), { status: answer[0] }));
    }
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  };
}
