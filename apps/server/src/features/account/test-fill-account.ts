/**
 * Gives a signed-in test user a row in every user table and a file of each kind in storage:
 * through the API where a screen writes it, straight into the database where the server writes
 * it by itself (imports, reminders, platform links). Test code only.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goals, quarterlyTests } from '../../db/schema/journey.ts';
import {
  notificationPreferences,
  notificationSends,
  pushSubscriptions,
} from '../../db/schema/notifications.ts';
import { foods, recipeIngredients, recipes } from '../../db/schema/nutrition.ts';
import {
  healthImports,
  healthPlatformAuthorizations,
  healthPlatformConnections,
} from '../../db/schema/recovery.ts';
import { users } from '../../db/schema/users.ts';
import {
  cardioSummaries,
  exerciseMappings,
  exerciseSwaps,
  workoutSets,
} from '../../db/schema/training.ts';
import { localAccounts, pendingSignUps } from '../../db/schema/auth.ts';
import { createResetToken } from '../../auth/provider/password-reset.ts';
import { issueNativeCode, s256 } from '../../auth/native-sign-in.ts';
import { seedCustomExercise, seedHistory, seedStrongPushDay } from '../history/test-seed.ts';
import { setJourneyStart, type TestBrowser } from '../../../test/browser.ts';

const box = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(16),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);

async function ok(response: Promise<Response>, what: string) {
  const done = await response;
  if (done.status >= 300) throw new Error(`${what}: ${done.status} ${await done.text()}`);
  return done;
}

export async function fillAccount(db: Db, browser: TestBrowser): Promise<string> {
  const user = (await (await browser.api('/api/auth/user')).json()) as { id: string };
  const post = (path: string, json: unknown) =>
    ok(browser.api(path, { method: 'POST', json }), path);
  await post('/api/health/manual-entry', { date: '2026-11-21', hrvScore: 55, sleepHours: 7.5 });
  await post('/api/recovery/readiness', { date: '2026-11-21', energy: 6, mood: 7, soreness: 2 });
  await ok(
    browser.api('/api/body-weight/2026-11-21', { method: 'PUT', json: { weightKg: 81.4 } }),
    'weigh-in',
  );
  await ok(
    browser.api('/api/body-measurements/waist/2026-11-21', { method: 'PUT', json: { value: 91 } }),
    'waist',
  );
  const meal = await post('/api/food/log-meal', {
    clientId: randomUUID(),
    mealType: 'lunch',
    foods: ['salmon', 'spinach'],
    inputType: 'text',
    rawInput: 'salmon, spinach',
    location: 'Home',
    notes: '',
  });
  await meal.text();
  await (await post('/api/tokens', { name: 'Backup script', scope: 'read' })).text();
  await post('/api/food/symptoms', {
    clientId: randomUUID(),
    symptom: 'Bloating',
    severity: 4,
    occurredAt: '2026-11-21T14:00:00.000Z',
  });
  await ok(
    browser.api('/api/food/leap-list', {
      method: 'PUT',
      json: { entries: [{ name: 'Blueberries', category: 'green' }] },
    }),
    'leap list',
  );
  await ok(
    browser.api('/api/food/leap-corrections', {
      method: 'PUT',
      json: { name: 'Almond milk', category: 'green' },
    }),
    'leap correction',
  );
  await post('/api/breathing/sessions', {
    clientId: randomUUID(),
    date: '2026-11-21',
    pattern: 'coherence',
    inhaleSeconds: 5,
    holdSeconds: 0,
    exhaleSeconds: 5,
    plannedSeconds: 300,
    actualSeconds: 300,
    breaths: 30,
    completed: true,
    startedAt: '2026-11-21T07:00:00.000Z',
    endedAt: '2026-11-21T07:05:00.000Z',
    hrv: { source: 'demo' },
  });
  const video = (await (
    await ok(
      browser.api('/api/videos/upload', { method: 'POST', body: box, contentType: 'video/mp4' }),
      'video',
    )
  ).json()) as { id: string };
  await post('/api/ai/video-analysis', {
    clientId: randomUUID(),
    exerciseId: 'back-squat',
    videoUrl: `/api/videos/${video.id}`,
    setData: { weight: 135, reps: 5, rir: 2, setNumber: 1 },
    result: {
      overallScore: 80,
      confidence: 0.9,
      movementScore: 80,
      rangeOfMotionScore: 80,
      tempoScore: 80,
      stabilityScore: 80,
      feedback: [],
      corrections: [],
      reps: 5,
    },
  });
  await ok(
    browser.api('/api/method/photos?date=2026-11-21', {
      method: 'POST',
      body: JPEG,
      contentType: 'image/jpeg',
    }),
    'photo',
  );
  await (await ok(browser.api('/api/goals/centenarian'), 'goals')).text();

  // A set logged on the first workout of a journey started on 3 Aug 2025 (its bests and figures).
  await setJourneyStart(browser, '2025-08-03');
  const today = (await (await browser.api('/api/workouts/today?date=2025-08-03')).json()) as {
    workout: { id: string; exercises: { id: string }[] };
  };
  await post(`/api/workouts/${today.workout.id}/sets`, {
    sessionId: randomUUID(),
    clientId: randomUUID(),
    exerciseId: today.workout.exercises[0]?.id,
    exerciseIndex: 0,
    setNumber: 1,
    weight: 40,
    reps: 10,
    rir: 3,
    targetWeight: null,
    targetReps: 10,
    targetRir: null,
    performedAt: '2025-08-03T07:30:00.000Z',
  });
  // His note on the exercise (decision 052).
  await ok(
    browser.api(`/api/exercise-notes/${today.workout.exercises[0]?.id}`, {
      method: 'PUT',
      json: { note: 'Heels on the plates' },
    }),
    'exercise note',
  );
  // His rest for it (decision 059).
  await ok(
    browser.api(`/api/exercise-rests/${today.workout.exercises[0]?.id}`, {
      method: 'PUT',
      json: { restSeconds: 150 },
    }),
    'exercise rest',
  );
  // A routine (decision 076).
  await ok(
    browser.api(`/api/routines/${randomUUID()}`, {
      method: 'PUT',
      json: { name: 'Hotel gym', exerciseIds: ['push-up'] },
    }),
    'routine',
  );

  // Training history with its records.
  const performedAt = new Date('2026-11-20T07:30:00Z');
  const [ownSession] = await seedHistory(db, user.id, [
    {
      journeyStart: '2026-11-16',
      week: 1,
      day: 1,
      type: 'strength',
      startedAt: performedAt,
      completedAt: performedAt,
      sets: [
        {
          exerciseId: 'goblet-squat',
          exerciseIndex: 0,
          setNumber: 1,
          weight: 40,
          reps: 10,
          performedAt,
          // The set's own note (decision 096).
          note: 'Paused reps',
          records: ['weight'],
        },
      ],
    },
  ]);

  // A Strong import (decision 037): its custom exercise, the names it mapped, a session without a
  // workout; and a swap of the programme's squat for the custom exercise.
  const custom = await seedCustomExercise(db, user.id, { name: 'Hack Squat', kind: 'weighted' });
  await db.insert(exerciseMappings).values([
    { userId: user.id, sourceName: 'hack squat (machine)', exerciseId: custom },
    { userId: user.id, sourceName: 'bench press (barbell)', exerciseId: 'bench-press' },
  ]);
  await seedStrongPushDay(db, user.id, {
    startedAt: new Date('2026-11-18T17:00:00Z'),
    customExerciseId: custom,
  });
  await db.insert(exerciseSwaps).values({
    userId: user.id,
    fromExerciseId: 'goblet-squat',
    toExerciseId: custom,
    workoutId: ownSession?.workoutId ?? null,
  });

  // What the server writes by itself.
  const [goal] = await db.select().from(goals).where(eq(goals.userId, user.id)).limit(1);
  if (!goal) throw new Error('no goal');
  await db.insert(quarterlyTests).values({
    userId: user.id,
    goalId: goal.id,
    testDate: '2026-11-21',
    testResult: '10 reps',
    nextTestDate: '2027-02-21',
  });
  await db
    .insert(foods)
    .values({
      id: 'test-food',
      name: 'Test food',
      groupCode: '99',
      calories: 1,
      protein: 0,
      carbs: 0,
      fat: 0,
      fibre: 0,
      portions: [],
    })
    .onConflictDoNothing();
  const [recipe] = await db
    .insert(recipes)
    .values({
      userId: user.id,
      name: 'Soup',
      description: 'Soup',
      cookingTime: 10,
      mealType: 'dinner',
      servings: 1,
      instructions: ['Cook'],
      source: 'test',
    })
    .returning();
  await db.insert(recipeIngredients).values({
    userId: user.id,
    recipeId: recipe!.id,
    position: 0,
    name: 'Test food',
    foodId: 'test-food',
    grams: 100,
    amount: '100 g',
  });
  await db.insert(pushSubscriptions).values({
    userId: user.id,
    endpoint: `https://push.example/${randomUUID()}`,
    p256dh: 'key',
    auth: 'auth',
  });
  await db.insert(notificationPreferences).values({ userId: user.id, timeZone: 'Europe/Paris' });
  await db.insert(notificationSends).values({
    userId: user.id,
    kind: 'workout',
    localDate: '2026-11-21',
    title: 'Train',
    body: 'Today',
    url: '/',
    status: 'sent',
  });
  await db.insert(healthImports).values({
    userId: user.id,
    source: 'apple-health',
    recordCount: 1,
    dayCount: 1,
    summary: {},
  });
  await db
    .insert(healthPlatformConnections)
    .values({ userId: user.id, platform: 'Test', accessTokenEncrypted: 'x' });
  await db
    .insert(healthPlatformAuthorizations)
    .values({ state: randomUUID(), userId: user.id, codeVerifier: 'v' });
  // A cardio set's heart-rate summary, as the server stores it beside a logged Zone 2 set.
  const [aSet] = await db
    .select({ id: workoutSets.id })
    .from(workoutSets)
    .where(eq(workoutSets.userId, user.id))
    .limit(1);
  await db.insert(cardioSummaries).values({
    setId: aSet?.id ?? '',
    userId: user.id,
    source: 'manual',
    durationSeconds: 600,
    samples: 0,
    inZoneSamples: 0,
    timeInZoneSeconds: 0,
    verified: false,
  });
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  await createResetToken(db, row?.subject ?? '');
  // The used link of a sign-up confirmed by e-mail, as if the account had been made that way.
  const [account] = await db
    .select()
    .from(localAccounts)
    .where(eq(localAccounts.id, row?.subject ?? ''));
  await db.insert(pendingSignUps).values({
    id: randomUUID(),
    email: account?.email ?? '',
    name: account?.name ?? '',
    passwordHash: account?.passwordHash ?? '',
    expiresAt: new Date(Date.now() + 86_400_000),
    usedAt: new Date(),
  });
  // A native app's sign-in whose code the app has not redeemed yet (decision 041).
  await issueNativeCode(db, {
    userId: user.id,
    idToken: null,
    challenge: s256(randomUUID() + randomUUID()),
  });
  return user.id;
}
