/**
 * A session's duration counts a timed set from where it began (decision 025, amended
 * 2026-12-03): a Zone 2 walk logged as 30 minutes and finished at once is 30 minutes in History's
 * list, its page and the Strong export, as the finish summary says, not the 0 its sets' span was.
 * Through the real API, as the active workout logs it.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { HistoryPage, SessionDetail } from '@grandfit/shared/schemas/history.ts';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { completeSession, signedInBrowser, type TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { programmeWorkouts } from '../progress/test-programme.ts';
import { json, logSet } from '../training/test-lifter.ts';

// The default journey starts on Sunday 3 Aug 2025; "today" is Thursday 20 Nov 2025 (week 16).
const TODAY = '2025-11-20';

/** A set of `workout`'s exercise `exerciseId`, through the API. */
function logged(
  browser: TestBrowser,
  workout: Workout,
  sessionId: string,
  exerciseId: string,
  reps: number,
  performedAt: string,
) {
  const exerciseIndex = workout.exercises.findIndex((exercise) => exercise.id === exerciseId);
  expect(exerciseIndex, `${exerciseId} in ${workout.name}`).toBeGreaterThanOrEqual(0);
  const exercise = workout.exercises[exerciseIndex]!;
  return logSet(browser, workout, {
    clientId: randomUUID(),
    sessionId,
    exerciseId,
    exerciseIndex,
    setNumber: 1,
    weight: 0,
    weightUnit: 'lb',
    reps,
    rir: null,
    targetWeight: exercise.targetWeight,
    targetReps: exercise.targetReps,
    targetRir: exercise.targetRir,
    performedAt,
  });
}

async function durations(browser: TestBrowser, sessionId: string) {
  const list = await json<HistoryPage>(await browser.api('/api/history?limit=10'));
  const detail = await json<SessionDetail>(await browser.api(`/api/history/sessions/${sessionId}`));
  return {
    list: list.items.find((item) => item.sessionId === sessionId)?.durationSeconds,
    detail: detail.durationSeconds,
  };
}

describeWithServer('history: a session’s duration', (server) => {
  it('times a Zone 2 walk logged as 30 minutes and finished at once as 30 minutes', async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = (await programmeWorkouts(browser, [16], TODAY))('w16d2-zone2');
    const walk = workout.exercises[0]!;
    expect(walk.unit).toBe('minutes');
    const sessionId = randomUUID();
    // "Log minutes (not verified)" with 30 at 07:40, Finish 2 seconds later.
    await logged(browser, workout, sessionId, walk.id, 30, '2025-11-19T07:40:00.000Z');
    await completeSession(browser, workout, sessionId, '2025-11-19T07:40:02.000Z');

    expect(await durations(browser, sessionId)).toEqual({ list: 1802, detail: 1802 });
    const csv = await (await browser.api('/api/user/export/strong.csv?tz=UTC')).text();
    expect(csv.split('\r\n')[1]).toMatch(/^2025-11-19 07:40:00,[^,]+,30m 2s,/);
  });

  it('times a walk before the lifts from where it began, and one after them within their span', async () => {
    const { browser } = await signedInBrowser(server().url);
    const made = await browser.api('/api/workouts/free', {
      method: 'POST',
      json: {
        id: randomUUID(),
        date: new Date().toISOString().slice(0, 10),
        name: 'Hotel gym',
        exerciseIds: ['brisk-walk', 'goblet-squat'],
      },
    });
    expect(made.status).toBe(201);
    const free = (await made.json()) as Workout;
    // A 20-minute walk logged at 07:00 (begun at 06:40), squats to 07:30, Finish at 07:32.
    const first = randomUUID();
    await logged(browser, free, first, 'brisk-walk', 20, '2025-11-18T07:00:00.000Z');
    await logged(browser, free, first, 'goblet-squat', 8, '2025-11-18T07:10:00.000Z');
    await logged(browser, free, first, 'goblet-squat', 8, '2025-11-18T07:30:00.000Z');
    await completeSession(browser, free, first, '2025-11-18T07:32:00.000Z');
    expect(await durations(browser, first)).toEqual({ list: 52 * 60, detail: 52 * 60 });

    // Squats from 07:00 to 07:30, then a 20-minute walk logged at 07:55: 07:00 to 07:56.
    const second = randomUUID();
    await logged(browser, free, second, 'goblet-squat', 8, '2025-11-19T07:00:00.000Z');
    await logged(browser, free, second, 'goblet-squat', 8, '2025-11-19T07:30:00.000Z');
    await logged(browser, free, second, 'brisk-walk', 20, '2025-11-19T07:55:00.000Z');
    await completeSession(browser, free, second, '2025-11-19T07:56:00.000Z');
    expect(await durations(browser, second)).toEqual({ list: 56 * 60, detail: 56 * 60 });
  });
});
