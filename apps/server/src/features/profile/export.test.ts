import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { signedInBrowser, TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { exerciseMappings } from '../../db/schema/training.ts';
import { seedCustomExercise, seedImportedSessions } from '../history/test-seed.ts';

/** On the default journey start (3 Aug 2025), whose first workout opens with goblet squats. */
async function logOneSetAndOneSkip(browser: TestBrowser) {
  const today = (await (await browser.api('/api/workouts/today?date=2025-08-03')).json()) as {
    workout: { id: string; exercises: { id: string }[] };
  };
  const sessionId = randomUUID();
  const base = {
    sessionId,
    exerciseId: today.workout.exercises[0]!.id,
    exerciseIndex: 0,
    targetWeight: null,
    targetReps: 10,
    targetRir: null,
  };
  for (const set of [
    { setNumber: 1, weight: 40, reps: 10, rir: 3, performedAt: '2025-08-03T07:30:00.000Z' },
    {
      setNumber: 2,
      weight: null,
      reps: null,
      rir: null,
      skipped: true,
      performedAt: '2025-08-03T07:33:00.000Z',
    },
  ]) {
    const response = await browser.api(`/api/workouts/${today.workout.id}/sets`, {
      method: 'POST',
      json: { ...base, ...set, clientId: randomUUID() },
    });
    expect(response.status).toBe(200);
  }
}

describeWithServer('export', (server) => {
  it('answers 401 without a session', async () => {
    const browser = new TestBrowser(server().url);
    for (const path of [
      '/api/user/export.json',
      '/api/user/export/health.csv',
      '/api/user/export/readiness.csv',
      '/api/user/export/training.csv',
    ]) {
      expect((await browser.api(path)).status).toBe(401);
    }
  });

  it('exports everything as JSON, as the database holds it at that moment', async () => {
    const { browser, account } = await signedInBrowser(server().url);
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: '2026-11-21', hrvScore: 55, sleepHours: 7.5 },
    });
    await browser.api('/api/recovery/readiness', {
      method: 'POST',
      json: { date: '2026-11-21', energy: 6, mood: 7, soreness: 2 },
    });
    await browser.api('/api/body-weight/2026-11-21', { method: 'PUT', json: { weightKg: 81.4 } });
    await browser.api('/api/body-measurements/waist/2026-11-21', {
      method: 'PUT',
      json: { value: 91.5 },
    });
    const response = await browser.api('/api/user/export.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="grandfit-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      product: 'GrandFit',
      user: { email: account.email.toLowerCase() },
      settings: { milestoneAge: 48 },
      healthMetrics: [{ date: '2026-11-21', source: 'manual', hrvMs: 55, sleepHours: 7.5 }],
      readinessCheckins: [{ date: '2026-11-21', energy: 6, mood: 7, soreness: 2 }],
      bodyWeights: [{ date: '2026-11-21', weightKg: 81.4 }],
      bodyMeasurements: [{ kind: 'waist', date: '2026-11-21', value: 91.5 }],
      healthImports: [],
      healthPlatformConnection: null,
    });

    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: '2026-11-22', hrvScore: 60 },
    });
    const later = (await (await browser.api('/api/user/export.json')).json()) as {
      healthMetrics: unknown[];
    };
    expect(later.healthMetrics).toHaveLength(2);
  });

  it('exports the health and readiness histories as CSV', async () => {
    const { browser } = await signedInBrowser(server().url);
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: '2026-11-20', restingHeartRate: 58, vo2Max: 44.1 },
    });
    const health = await browser.api('/api/user/export/health.csv');
    expect(health.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await health.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'date,source,hrv_ms,hrv_method,resting_heart_rate_bpm,sleep_hours,sleep_quality,vo2_max,updated_at',
    );
    expect(lines[1]).toMatch(/^2026-11-20,manual,,,58,,,44.1,\d{4}-/);
    const readiness = await (await browser.api('/api/user/export/readiness.csv')).text();
    expect(readiness.trim()).toBe('date,energy,mood,soreness,updated_at');
  });

  it('exports every set as training CSV and in the JSON, as stored at that moment', async () => {
    const { browser } = await signedInBrowser(server().url);
    await logOneSetAndOneSkip(browser);
    const csv = (await (await browser.api('/api/user/export/training.csv')).text()).trim();
    const [header, first, second] = csv.split('\n');
    expect(header).toBe(
      'performed_at,workout,source,type,week,day,session_id,session_completed_at,exercise_id,exercise,set_number,skipped,weight,weight_unit,reps,rir,target_weight,target_reps,target_rir,weight_lb',
    );
    expect(first).toMatch(
      /^2025-08-03T07:30:00\.000Z,Foundation A: Squat & Push,grandfit,strength,1,1,[0-9a-f-]{36},,goblet-squat,Goblet Squat,1,false,40,lb,10,3,,10,,40$/,
    );
    expect(second).toMatch(/,goblet-squat,Goblet Squat,2,true,,lb,,,/);
    const json = (await (await browser.api('/api/user/export.json')).json()) as {
      trainingSets: { exerciseId: string; weight: number | null; workoutName: string }[];
    };
    expect(json.trainingSets).toHaveLength(2);
    expect(json.trainingSets[0]).toMatchObject({
      exerciseId: 'goblet-squat',
      weight: 40,
      workoutName: 'Foundation A: Squat & Push',
    });
  });

  it('exports imported sets with their app and names, custom exercises, mappings and swaps', async () => {
    const { browser } = await signedInBrowser(server().url);
    const { id } = (await (await browser.api('/api/auth/user')).json()) as { id: string };
    const db = server().database.db;
    // Names from another app's file are user text: one that reads as a formula stays text.
    const custom = await seedCustomExercise(db, id, { name: '=HYPERLINK("x")', kind: 'weighted' });
    await db
      .insert(exerciseMappings)
      .values({ userId: id, sourceName: 'cable fly', exerciseId: custom });
    const [session] = await seedImportedSessions(db, id, [
      {
        source: 'hevy',
        title: '+Push',
        startedAt: new Date('2025-08-05T17:00:00.000Z'),
        completedAt: new Date('2025-08-05T18:00:00.000Z'),
        sets: [
          {
            exerciseId: custom,
            exerciseIndex: 0,
            setNumber: 1,
            weight: 40,
            weightUnit: 'kg',
            reps: 12,
            performedAt: new Date('2025-08-05T17:10:00.000Z'),
          },
        ],
      },
    ]);
    const csv = (await (await browser.api('/api/user/export/training.csv')).text()).trim();
    const [, row] = csv.split('\n');
    expect(row).toBe(
      `2025-08-05T17:10:00.000Z,'+Push,hevy,strength,,,${session!.sessionId},2025-08-05T18:00:00.000Z,${custom},"'=HYPERLINK(""x"")",1,false,40,kg,12,,,,,88.2`,
    );
    // The user's note on his own exercise (decision 052) goes with it.
    const noted = await browser.api(`/api/exercise-notes/${custom}`, {
      method: 'PUT',
      json: { note: 'Two plates a side' },
    });
    expect(noted.status).toBe(200);
    const rested = await browser.api(`/api/exercise-rests/${custom}`, {
      method: 'PUT',
      json: { restSeconds: 180 },
    });
    expect(rested.status).toBe(200);
    // And his routine (decision 076).
    const routineId = randomUUID();
    const routine = await browser.api(`/api/routines/${routineId}`, {
      method: 'PUT',
      json: { name: 'Hotel gym', exerciseIds: [custom, 'push-up'] },
    });
    expect(routine.status).toBe(201);
    const json = (await (await browser.api('/api/user/export.json')).json()) as {
      trainingSets: { exerciseId: string; workoutName: string; source: string }[];
      customExercises: { id: string; name: string }[];
      exerciseMappings: { sourceName: string; exerciseId: string }[];
      exerciseSwaps: unknown[];
      exerciseNotes: { exerciseId: string; note: string }[];
      exerciseRests: { exerciseId: string; restSeconds: number }[];
      routines: { id: string; name: string; exerciseIds: string[] }[];
    };
    expect(json.routines).toEqual([
      expect.objectContaining({
        id: routineId,
        name: 'Hotel gym',
        exerciseIds: [custom, 'push-up'],
      }),
    ]);
    expect(json.exerciseNotes).toEqual([
      expect.objectContaining({ exerciseId: custom, note: 'Two plates a side' }),
    ]);
    expect(json.exerciseRests).toEqual([
      expect.objectContaining({ exerciseId: custom, restSeconds: 180 }),
    ]);
    expect(json.trainingSets).toEqual([
      expect.objectContaining({ exerciseId: custom, workoutName: '+Push', source: 'hevy' }),
    ]);
    expect(json.customExercises).toEqual([
      expect.objectContaining({ id: custom, name: '=HYPERLINK("x")', kind: 'weighted' }),
    ]);
    expect(json.exerciseMappings).toEqual([
      expect.objectContaining({ sourceName: 'cable fly', exerciseId: custom }),
    ]);
    expect(json.exerciseSwaps).toEqual([]);
    const other = await signedInBrowser(server().url);
    const theirs = (await (await other.browser.api('/api/user/export.json')).json()) as {
      trainingSets: unknown[];
      customExercises: unknown[];
      exerciseNotes: unknown[];
    };
    expect([theirs.trainingSets, theirs.customExercises, theirs.exerciseNotes]).toEqual([
      [],
      [],
      [],
    ]);
  });

  it("never includes another user's data", async () => {
    const alice = await signedInBrowser(server().url);
    const bob = await signedInBrowser(server().url);
    await logOneSetAndOneSkip(alice.browser);
    expect(
      (await (await bob.browser.api('/api/user/export/training.csv')).text()).trim().split('\n'),
    ).toHaveLength(1);
    await alice.browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: '2026-11-21', hrvScore: 55 },
    });
    await alice.browser.api('/api/body-weight/2026-11-21', {
      method: 'PUT',
      json: { weightKg: 70 },
    });
    await alice.browser.api('/api/body-measurements/waist/2026-11-21', {
      method: 'PUT',
      json: { value: 80 },
    });
    const bobs = (await (await bob.browser.api('/api/user/export.json')).json()) as {
      healthMetrics: unknown[];
      bodyWeights: unknown[];
      bodyMeasurements: unknown[];
      user: { email: string };
    };
    expect(bobs.healthMetrics).toEqual([]);
    expect(bobs.bodyWeights).toEqual([]);
    expect(bobs.bodyMeasurements).toEqual([]);
    expect(bobs.user.email).toBe(bob.account.email.toLowerCase());
    expect(
      (await (await bob.browser.api('/api/user/export/health.csv')).text()).trim().split('\n'),
    ).toHaveLength(1);
  });

  it("exports goals, nutrition and breathing too, and only the user's own", async () => {
    const alice = await signedInBrowser(server().url);
    const bob = await signedInBrowser(server().url);
    const meal = await alice.browser.api('/api/food/log-meal', {
      method: 'POST',
      json: {
        clientId: randomUUID(),
        mealType: 'lunch',
        foods: ['salmon', 'spinach'],
        inputType: 'text',
        rawInput: 'salmon, spinach',
        location: 'Home',
        notes: '',
      },
    });
    expect(meal.status, await meal.clone().text()).toBe(200);
    const symptom = await alice.browser.api('/api/food/symptoms', {
      method: 'POST',
      json: {
        clientId: randomUUID(),
        symptom: 'Bloating',
        severity: 4,
        occurredAt: '2026-11-21T14:00:00.000Z',
      },
    });
    expect(symptom.status, await symptom.clone().text()).toBe(200);
    const correction = await alice.browser.api('/api/food/leap-corrections', {
      method: 'PUT',
      json: { name: 'Almond milk', category: 'yellow' },
    });
    expect(correction.status, await correction.clone().text()).toBe(200);
    const breathing = await alice.browser.api('/api/breathing/sessions', {
      method: 'POST',
      json: {
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
      },
    });
    expect(breathing.status, await breathing.clone().text()).toBe(200);
    const video = await alice.browser.api('/api/ai/video-analysis', {
      method: 'POST',
      json: {
        clientId: randomUUID(),
        exerciseId: 'back-squat',
        videoUrl: null,
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
      },
    });
    expect(video.status, await video.clone().text()).toBe(201);
    await alice.browser.api('/api/goals/centenarian');

    type Export = {
      decathlonGoals: unknown[];
      meals: { mealType: string; foods: { name: string }[] }[];
      symptoms: { symptom: string }[];
      leapCorrections: { name: string; category: string }[];
      breathingSessions: { breaths: number }[];
      videoAnalyses: { exerciseId: string; reps: number }[];
    };
    const mine = (await (await alice.browser.api('/api/user/export.json')).json()) as Export;
    expect(mine.decathlonGoals).toHaveLength(10);
    expect(mine.meals.map((m) => [m.mealType, m.foods.map((f) => f.name)])).toEqual([
      ['lunch', ['salmon', 'spinach']],
    ]);
    expect(mine.symptoms.map((s) => s.symptom)).toEqual(['Bloating']);
    expect(mine.leapCorrections.map((c) => [c.name, c.category])).toEqual([
      ['Almond milk', 'yellow'],
    ]);
    expect(mine.breathingSessions.map((b) => b.breaths)).toEqual([30]);
    expect(mine.videoAnalyses.map((v) => [v.exerciseId, v.reps])).toEqual([['back-squat', 5]]);
    expect(JSON.stringify(mine)).not.toContain('userId');

    const bobs = (await (await bob.browser.api('/api/user/export.json')).json()) as Export;
    expect(bobs.leapCorrections).toEqual([]);
    expect([bobs.meals, bobs.symptoms, bobs.breathingSessions, bobs.videoAnalyses]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});
