import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ProgressOverview } from '@grandfit/shared/schemas/progress.ts';
import type { MethodOverview } from '@grandfit/shared/schemas/method.ts';
import { programmeWeek } from '@grandfit/shared/domain/programme/programme.ts';
import type {
  LoggedSetView,
  SessionSets,
  TodayWorkouts,
  Workout,
} from '@grandfit/shared/schemas/training.ts';
import { cardioSummaries } from '../../db/schema/training.ts';
import { type TestBrowser, setJourneyStart, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

// Week 1 day 2 of a journey started on Sunday 3 Aug 2025 is a Zone 2 session.
const START = '2025-08-03';
const ZONE2_DAY = '2025-08-04';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** 30 minutes on a strap at 1 Hz, `inZone` of the 1800 samples within 117-135 bpm. */
function strapSummary(inZone: number) {
  return {
    source: 'strap',
    durationSeconds: 1800,
    samples: 1800,
    inZoneSamples: inZone,
    averageHr: 128,
    timeInZoneSeconds: inZone,
    zoneLow: 117,
    zoneHigh: 135,
  };
}

function cardioSet(workout: Workout, cardio: unknown, overrides: Record<string, unknown> = {}) {
  const exercise = workout.exercises[0]!;
  return {
    clientId: randomUUID(),
    sessionId: randomUUID(),
    exerciseId: exercise.id,
    exerciseIndex: 0,
    setNumber: 1,
    weight: 0,
    reps: 30,
    rir: null,
    targetWeight: null,
    targetReps: exercise.targetReps,
    targetRir: null,
    performedAt: `${ZONE2_DAY}T07:30:00.000Z`,
    cardio,
    ...overrides,
  };
}

describeWithServer('cardio sessions (decision 033)', (server) => {
  /** 40 on the Zone 2 day (born 1 January 1985): HRmax 180, range 117-135 bpm. */
  async function journeyUser(birthDate: string | null = '1985-01-01') {
    const user = await signedInBrowser(server().url);
    await setJourneyStart(user.browser, START);
    const settings = (await (await user.browser.api('/api/user/settings')).json()) as object;
    await json(
      await user.browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, birthDate },
      }),
    );
    return user;
  }
  async function zone2Workout(browser: TestBrowser) {
    const today = await json<TodayWorkouts>(
      await browser.api(`/api/workouts/today?date=${ZONE2_DAY}`),
    );
    expect(today.workout?.type).toBe('zone2');
    return today.workout!;
  }
  const post = (browser: TestBrowser, workout: Workout, body: unknown) =>
    browser.api(`/api/workouts/${workout.id}/sets`, { method: 'POST', json: body });

  it('verifies a strap session with >= 70 % of samples in zone (1260 of 1800), not 1259', async () => {
    const { browser } = await journeyUser();
    const workout = await zone2Workout(browser);
    const set = cardioSet(workout, strapSummary(1260));
    const logged = await json<LoggedSetView>(await post(browser, workout, set));
    expect(logged.cardio).toMatchObject({
      source: 'strap',
      samples: 1800,
      inZoneFraction: 0.7,
      timeInZoneSeconds: 1260,
      averageHr: 128,
      verified: true,
    });

    // The same client id again (an outbox replay) changes nothing; a correction replaces.
    await json(await post(browser, workout, set));
    const corrected = await json<LoggedSetView>(
      await post(browser, workout, { ...set, cardio: strapSummary(1259) }),
    );
    expect(corrected.cardio?.verified).toBe(false);
    const stored = await server().database.db.select({ rows: count() }).from(cardioSummaries);
    expect(stored[0]?.rows).toBe(1);

    const sets = await json<SessionSets>(await browser.api(`/api/workouts/${workout.id}/sets`));
    expect(sets.sets[0]?.cardio).toMatchObject({ inZoneSamples: 1259, verified: false });

    // The user's export carries it with the set, without the owner's or the row's ids.
    const exported = await json<{ trainingSets: { cardio: Record<string, unknown> | null }[] }>(
      await browser.api('/api/user/export.json'),
    );
    expect(exported.trainingSets[0]?.cardio).toMatchObject({
      source: 'strap',
      inZoneSamples: 1259,
      verified: false,
    });
    expect(exported.trainingSets[0]?.cardio).not.toHaveProperty('userId');
  });

  it('never verifies typed-in minutes, a session without a range, or under a minute of samples', async () => {
    const { browser } = await journeyUser();
    const workout = await zone2Workout(browser);
    const manual = { ...strapSummary(0), source: 'manual', samples: 0, averageHr: null };
    const noRange = { ...strapSummary(1800), zoneLow: null, zoneHigh: null };
    const short = { ...strapSummary(59), samples: 59, durationSeconds: 59 };
    for (const cardio of [manual, noRange, short]) {
      const logged = await json<LoggedSetView>(
        await post(browser, workout, cardioSet(workout, cardio)),
      );
      expect(logged.cardio?.verified, JSON.stringify(cardio)).toBe(false);
    }
    // A range that is not the user's (widened to take everything) verifies nothing.
    const widened = { ...strapSummary(1800), zoneLow: 30, zoneHigh: 240 };
    const wide = await json<LoggedSetView>(
      await post(browser, workout, cardioSet(workout, widened)),
    );
    expect(wide.cardio?.verified).toBe(false);
    // Even a manual entry claiming 100 % in zone.
    const claimed = { ...strapSummary(1800), source: 'manual' };
    const logged = await json<LoggedSetView>(
      await post(browser, workout, cardioSet(workout, claimed)),
    );
    expect(logged.cardio?.verified).toBe(false);
  });

  it('verifies nothing for a user without a birth date, whatever range is sent', async () => {
    const { browser } = await journeyUser(null);
    const workout = await zone2Workout(browser);
    const logged = await json<LoggedSetView>(
      await post(browser, workout, cardioSet(workout, strapSummary(1800))),
    );
    expect(logged.cardio).toMatchObject({ inZoneFraction: 1, verified: false });
  });

  it('answers 400 for a summary that cannot be, or on an exercise that is not cardio', async () => {
    const { browser } = await journeyUser();
    const workout = await zone2Workout(browser);
    const bad = [
      { ...strapSummary(1801) },
      { ...strapSummary(100), timeInZoneSeconds: 5000 },
      { ...strapSummary(100), averageHr: 400 },
      { ...strapSummary(100), zoneLow: null },
      { ...strapSummary(100), zoneLow: 140 },
      { ...strapSummary(100), source: 'watch' },
      { ...strapSummary(100), samples: -1 },
    ];
    for (const cardio of bad) {
      const response = await post(browser, workout, cardioSet(workout, cardio));
      expect(response.status, JSON.stringify(cardio)).toBe(400);
    }
    const strength = (
      await json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${START}`))
    ).workout!;
    const onLift = await post(browser, strength, {
      ...cardioSet(strength, strapSummary(1500)),
      exerciseId: strength.exercises[0]!.id,
      weight: 35,
      reps: 10,
      rir: 2,
    });
    expect(onLift.status).toBe(400);
  });

  it('counts the Zone 2 minutes logged (20 of 30 planned) in Progress and Method, verified apart', async () => {
    const { browser } = await journeyUser();
    const workout = await zone2Workout(browser);
    expect(workout.durationMinutes).not.toBe(20);
    const set = cardioSet(
      workout,
      { ...strapSummary(1000), durationSeconds: 1200, samples: 1200 },
      {
        reps: 20,
      },
    );
    await json(await post(browser, workout, set));
    await json(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { sessionId: set.sessionId, completedAt: `${ZONE2_DAY}T08:00:00.000Z` },
      }),
    );
    const progress = await json<ProgressOverview>(
      await browser.api(`/api/progress/overview?date=${ZONE2_DAY}&tz=UTC`),
    );
    // Progress counts minutes trained (decisions 091, 025 amended): the walk logged at 07:30 began
    // at 07:10, and the finish at 08:00 counts up to 10 minutes after it: 07:10-07:40.
    expect(progress.monthlyVolume.totals.zone2).toMatchObject({ sessions: 1, minutes: 30 });

    // Method: this journey week's 20 minutes against the week's planned Zone 2 minutes, verified.
    const method = await json<MethodOverview>(
      await browser.api(`/api/method/overview?date=${ZONE2_DAY}&utcOffset=0&tz=UTC`),
    );
    const consistency = method.pillars.find((p) => p.key === 'consistency')!;
    const planned = programmeWeek(1)
      .filter((w) => w.type === 'zone2')
      .reduce((sum, w) => sum + w.durationMinutes, 0);
    expect(consistency.stats.find((s) => s.key === 'zone2Minutes')).toMatchObject({
      current: 20,
      goal: planned,
      unit: 'min',
      state: 'value',
      note: '20 min verified by heart rate · 1 of 1 session verified',
    });
  });

  it("never shows or changes another user's cardio summary", async () => {
    const owner = await journeyUser();
    const other = await journeyUser();
    const workout = await zone2Workout(owner.browser);
    const set = cardioSet(workout, strapSummary(1500));
    await json(await post(owner.browser, workout, set));

    expect((await other.browser.api(`/api/workouts/${workout.id}/sets`)).status).toBe(404);
    // Not through the owner's workout, and not by reusing the set's client id on their own.
    expect((await post(other.browser, workout, { ...set, cardio: strapSummary(0) })).status).toBe(
      404,
    );
    const theirs = await zone2Workout(other.browser);
    const taken = await post(other.browser, theirs, {
      ...cardioSet(theirs, strapSummary(0)),
      clientId: set.clientId,
    });
    // Client ids are per user: that is a set of their own, and the owner's is untouched.
    expect(taken.status).toBe(200);
    const ownerSets = await json<SessionSets>(
      await owner.browser.api(`/api/workouts/${workout.id}/sets`),
    );
    expect(ownerSets.sets[0]?.cardio).toMatchObject({ inZoneSamples: 1500, verified: true });
  });
});
