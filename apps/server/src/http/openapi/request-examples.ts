/**
 * One valid request per route that takes input. The route fuzz (test/bad-input.fuzz.test.ts) swaps
 * one value of these for a bad one, so the others pass validation and the bad value is the one
 * that reaches the service and the database; the API reference shows their bodies, with fixed ids
 * and instants so the document is stable (openapi.test.ts checks each against its route's schema).
 */

export interface RouteExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Ids of rows the examples name: the signed-in user's own in the fuzz, fixed in the reference. */
export interface ExampleIds {
  today: string;
  goalId: string;
  workoutId: string;
  exerciseId: string;
  /**
   * A workout of the week with three exercises or more (today's may have one): its first
   * exercise to swap, and its second, swapped for the phase, for the undo example.
   */
  swapWorkoutId: string;
  swapExerciseId: string;
  phaseSwappedExerciseId: string;
  /** `custom-<uuid>` of a custom exercise of the user. */
  customExerciseId: string;
  sessionId: string;
  setClientId: string;
  mealId: string;
  symptomId: string;
  leapEntryId: string;
  healthEntryId: string;
  settings: Record<string, unknown>;
}

/** New ids and instants: fresh ones for requests that are sent, fixed ones for the document. */
export interface ExampleValues {
  uuid(): string;
  hoursAgo(hours: number): string;
  now(): string;
}

/** The valid requests, by "METHOD url" as Fastify registered the route. */
export function routeExamples(
  ids: ExampleIds,
  values: ExampleValues,
): Record<string, RouteExample> {
  const { today } = ids;
  const { uuid, hoursAgo, now } = values;
  const meal = {
    mealType: 'lunch',
    foods: [{ name: 'Apple', foodId: '09003', grams: 120 }, 'Toast'],
    loggedAt: hoursAgo(1),
    location: 'At home',
    notes: 'Ate slowly',
  };
  const symptom = { symptom: 'Bloating', severity: 4, occurredAt: hoursAgo(1), notes: 'Mild' };
  const healthEntry = {
    date: today,
    hrvScore: 55,
    restingHeartRate: 58,
    sleepHours: 7.5,
    sleepQuality: 8,
    vo2Max: 42.5,
  };
  const set = {
    clientId: uuid(),
    sessionId: ids.sessionId,
    exerciseId: ids.exerciseId,
    exerciseIndex: 0,
    setNumber: 2,
    weight: 52.5,
    weightUnit: 'lb',
    reps: 8,
    rir: 2,
    targetWeight: 50,
    targetReps: 8,
    targetRir: 2,
    skipped: false,
    performedAt: hoursAgo(0.5),
  };
  const goalText = {
    activityName: 'Carry groceries',
    testDescription: 'Farmer carry 40 m',
    currentAbility: 'Not tested yet',
    targetAbility: '2 x 20 kg for 40 m',
  };
  return {
    'GET /api/progress/overview': { query: { date: today, months: '6', tz: 'Europe/Paris' } },
    'GET /api/method/overview': { query: { date: today, utcOffset: '60', tz: 'Europe/Paris' } },
    'GET /api/workouts/today': { query: { date: today } },
    'GET /api/workouts': { query: { week: '1', date: today } },
    'GET /api/workouts/:id': { params: { id: ids.workoutId }, query: { date: today } },
    'POST /api/workouts/:id/sets': { params: { id: ids.workoutId }, body: set },
    'POST /api/workouts/free': {
      body: {
        id: uuid(),
        date: today,
        name: 'Evening workout',
        exerciseIds: [ids.exerciseId],
        sets: { [ids.exerciseId]: 4 },
      },
    },
    'PUT /api/routines/:id': {
      params: { id: uuid() },
      body: { name: 'Hotel gym', exerciseIds: [ids.exerciseId], sets: { [ids.exerciseId]: 5 } },
    },
    'POST /api/workouts/:id/swaps': {
      // Not the seeded sets' workout: their examples log its exercises as planned.
      params: { id: ids.swapWorkoutId },
      body: {
        fromExerciseId: ids.swapExerciseId,
        toExerciseId: ids.customExerciseId,
        scope: 'today',
      },
    },
    'DELETE /api/workouts/:id/swaps/:fromExerciseId': {
      params: { id: ids.swapWorkoutId, fromExerciseId: ids.phaseSwappedExerciseId },
      query: { scope: 'phase' },
      body: {},
    },
    'POST /api/tokens': { body: { name: 'Home dashboard', scope: 'read' } },
    'POST /api/custom-exercises': {
      body: { name: 'Sled push', kind: 'weighted', equipment: 'Sled', restSeconds: 90 },
    },
    'PATCH /api/custom-exercises/:id': {
      params: { id: ids.customExerciseId },
      body: { name: 'Sled drag', kind: 'cardio', equipment: null, restSeconds: 60 },
    },
    'POST /api/workouts/:id/complete': {
      params: { id: ids.workoutId },
      body: { sessionId: ids.sessionId, completedAt: now() },
    },
    'PATCH /api/sets/:clientId': {
      params: { clientId: ids.setClientId },
      body: { weight: 55, weightUnit: 'lb', reps: 8, rir: 1, note: 'Paused reps' },
    },
    'GET /api/body-weight': { query: { date: '2026-11-30', months: '3' } },
    'PUT /api/body-weight/:date': { params: { date: '2026-11-30' }, body: { weightKg: 81.4 } },
    'DELETE /api/body-weight/:date': { params: { date: '2026-11-30' }, body: {} },
    'GET /api/body-measurements': { query: { kind: 'waist', date: '2026-11-30', months: '3' } },
    'PUT /api/body-measurements/:kind/:date': {
      params: { kind: 'waist', date: '2026-11-30' },
      body: { value: 88.5 },
    },
    'DELETE /api/body-measurements/:kind/:date': {
      params: { kind: 'waist', date: '2026-11-30' },
      body: {},
    },
    'PUT /api/exercise-rests/:exerciseId': {
      params: { exerciseId: ids.exerciseId },
      body: { restSeconds: 150 },
    },
    'PUT /api/exercise-notes/:exerciseId': {
      params: { exerciseId: ids.exerciseId },
      body: { note: 'Seat 4, pin 7' },
    },
    'PATCH /api/history/sessions/:id': {
      params: { id: ids.sessionId },
      body: { notes: 'Felt strong' },
    },
    'GET /api/history': { query: { limit: '10' } },
    'GET /api/history/calendar': { query: { month: '2026-11', tz: 'Europe/Paris' } },
    'GET /api/records/last-time': {
      query: { workoutId: ids.workoutId, sessionId: ids.sessionId },
    },
    'GET /api/exercises/:exerciseId': {
      params: { exerciseId: ids.exerciseId },
      query: { before: now() },
    },
    'GET /api/exercises/:exerciseId/last-session': {
      params: { exerciseId: ids.exerciseId },
      query: { exclude: ids.sessionId },
    },
    'GET /api/ai/exercise-recommendation/:exerciseId': {
      params: { exerciseId: ids.exerciseId },
      query: { workoutId: ids.workoutId, exerciseIndex: '0', date: today },
    },
    'GET /api/ai/progression-recommendation/:exerciseId': {
      params: { exerciseId: ids.exerciseId },
      query: { date: today },
    },
    'GET /api/goals/centenarian': { query: { date: today } },
    'PUT /api/goals/:id': { params: { id: ids.goalId }, body: goalText },
    'POST /api/goals/quarterly-test': {
      body: {
        clientId: uuid(),
        goalId: ids.goalId,
        testDate: today,
        plannedDate: today,
        testResult: 'Carried 2 x 20 kg for 40 m',
        targetMet: true,
        notes: 'Grip gave out at the end',
        performanceScore: 80,
      },
    },
    'POST /api/food/log-meal': {
      body: { ...meal, clientId: uuid(), inputType: 'text', rawInput: 'an apple, toast' },
    },
    'PUT /api/food/meals/:id': { params: { id: ids.mealId }, body: meal },
    'POST /api/food/symptoms': { body: { ...symptom, clientId: uuid(), mealId: ids.mealId } },
    'PUT /api/food/symptoms/:id': { params: { id: ids.symptomId }, body: symptom },
    'PUT /api/food/leap-list': {
      body: { entries: [{ name: 'Blueberries', category: 'green', foodId: null }] },
    },
    'PUT /api/food/leap-list/:id': {
      params: { id: ids.leapEntryId },
      body: { name: 'Kale', category: 'yellow' },
    },
    'PUT /api/food/leap-corrections': {
      body: { name: 'Almond milk', foodId: '14091', category: 'green' },
    },
    'POST /api/food/leap-list/import': {
      body: { csv: 'food,category\nSpinach,green\n', replace: false },
    },
    'POST /api/food/identify-voice': { body: { audioText: 'a cup of blueberries and toast' } },
    'GET /api/food/search': { query: { q: 'apple', limit: '5' } },
    'POST /api/ai/generate-meal': {
      body: {
        preferences: 'quick',
        mealType: 'dinner',
        timeAvailable: 30,
        restrictions: ['fish'],
        seed: 1,
        allowYellow: false,
      },
    },
    'POST /api/food/recipes': {
      body: {
        clientId: uuid(),
        recipe: {
          name: 'Apple bowl',
          description: 'Sliced apple',
          cookingTime: 10,
          mealType: 'snack',
          servings: 1,
          ingredientItems: [{ foodId: '09003', name: 'Apple', grams: 150, amount: '1 apple' }],
          instructions: ['Slice the apple'],
          source: 'built-in',
        },
      },
    },
    'POST /api/health/manual-entry': { body: healthEntry },
    'PUT /api/health/manual-entries/:id': { params: { id: ids.healthEntryId }, body: healthEntry },
    'GET /api/health/latest': { query: { type: 'all', start: today, end: today } },
    'GET /api/recovery/readiness': { query: { date: today } },
    'POST /api/recovery/readiness': { body: { date: today, energy: 7, mood: 6, soreness: 3 } },
    'POST /api/breathing/sessions': {
      body: {
        clientId: uuid(),
        date: today,
        pattern: 'coherence',
        inhaleSeconds: 5,
        holdSeconds: 0,
        exhaleSeconds: 5,
        plannedSeconds: 600,
        actualSeconds: 600,
        breaths: 60,
        completed: true,
        startedAt: hoursAgo(1),
        endedAt: hoursAgo(0.8),
        hrv: {
          source: 'strap',
          startRmssd: 38,
          endRmssd: 52.5,
          averageRmssd: 46.2,
          sampleCount: 9,
        },
      },
    },
    'PUT /api/user/settings': {
      body: {
        ...ids.settings,
        displayName: 'Sam',
        mission: 'Carry my grandchildren',
        birthDate: '1980-05-01',
        heightCm: 180,
        bodyWeightKg: 80.5,
      },
    },
    'POST /api/user/onboarding': {
      body: {
        units: 'kg',
        birthDate: '1980-05-01',
        bodyWeightKg: 80,
        milestoneAge: 48,
        journeyStartDate: ids.settings.journeyStartDate,
      },
    },
    'POST /api/user/avatar': {
      body: { type: 'initials', initials: 'SC', icon: 'User', color: 'blue' },
    },
    'POST /api/ai/video-analysis': {
      body: {
        clientId: uuid(),
        exerciseId: ids.exerciseId,
        videoUrl: null,
        setData: { weight: 50, reps: 8, rir: 2, setNumber: 1 },
        result: {
          overallScore: 80,
          confidence: 0.9,
          movementScore: 80,
          rangeOfMotionScore: 75,
          tempoScore: 70,
          stabilityScore: 85,
          feedback: ['Good depth'],
          corrections: ['Brace first'],
          reps: 8,
        },
      },
    },
    'POST /api/notifications/subscribe': {
      body: {
        endpoint: 'https://push.example.com/send/abc',
        expirationTime: null,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        timeZone: 'Europe/Paris',
      },
    },
  };
}

const FIXED_ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const FIXED_DAY = '2026-03-02';
const FIXED_INSTANT = `${FIXED_DAY}T07:30:00.000Z`;

/** The reference's request bodies, by "METHOD url" (write routes only: the others have none). */
export const requestExamples: Record<string, unknown> = Object.fromEntries(
  Object.entries(
    routeExamples(
      {
        today: FIXED_DAY,
        goalId: FIXED_ID(1),
        workoutId: FIXED_ID(2),
        exerciseId: 'goblet-squat',
        swapWorkoutId: FIXED_ID(3),
        swapExerciseId: 'goblet-squat',
        phaseSwappedExerciseId: 'goblet-squat',
        customExerciseId: `custom-${FIXED_ID(4)}`,
        sessionId: FIXED_ID(5),
        setClientId: FIXED_ID(6),
        mealId: FIXED_ID(7),
        symptomId: FIXED_ID(8),
        leapEntryId: FIXED_ID(9),
        healthEntryId: FIXED_ID(10),
        settings: {
          units: 'kg',
          journeyStartDate: FIXED_DAY,
          milestoneAge: 48,
          reminderTime: '07:30',
        },
      },
      { uuid: () => FIXED_ID(11), hoursAgo: () => FIXED_INSTANT, now: () => FIXED_INSTANT },
    ),
  )
    .filter(([route, example]) => !route.startsWith('GET ') && example.body !== undefined)
    .map(([route, example]) => [route, example.body]),
);
