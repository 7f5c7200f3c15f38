/**
 * The monthly volume's minutes are the minutes trained (decision 091): each kind of session
 * through the real API (or as the importer leaves it), and what it adds.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { PillarVolume, ProgressOverview } from '@grandfit/shared/schemas/progress.ts';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { signedInBrowser, type TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { logSession } from '../training/test-lifter.ts';
import { programmeWorkouts } from './test-programme.ts';
import { seedImportedSessions, type SeedImportedSet } from '../history/test-seed.ts';

// The default journey starts on Sunday 3 Aug 2025; "today" is Thursday 20 Nov 2025, in UTC.
const TODAY = '2025-11-20';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

const programme = (browser: TestBrowser, weeks: number[]) =>
  programmeWorkouts(browser, weeks, TODAY);

/**
 * One session of `workout` through the real API: a set of its first exercise at each time given
 * (`reps` each: minutes for a cardio exercise), then the completion.
 */
async function session(
  browser: TestBrowser,
  workout: Workout,
  setTimes: string[],
  completedAt: string,
  reps = 5,
) {
  const sets = setTimes.map((performedAt) => ({
    weight: 0,
    weightUnit: 'lb' as const,
    reps,
    performedAt,
  }));
  await logSession(browser, workout, sets, { completedAt });
}

/** An empty workout of the lifter's own (decision 075), made today (the server's day). */
async function freeWorkout(browser: TestBrowser) {
  return json<Workout>(
    await browser.api('/api/workouts/free', {
      method: 'POST',
      json: {
        id: randomUUID(),
        date: new Date().toISOString().slice(0, 10),
        name: 'Hotel gym',
        exerciseIds: ['goblet-squat'],
      },
    }),
  );
}

async function volume(browser: TestBrowser) {
  const answer = await json<ProgressOverview>(
    await browser.api(`/api/progress/overview?date=${TODAY}&months=6&tz=UTC`),
  );
  const month = (yyyymm: string) => answer.monthlyVolume.months.find((m) => m.month === yyyymm)!;
  return { answer, month };
}

const pillar = (
  sessions: number,
  minutes: number,
  untimed: { sessions: number; minutes: number } = { sessions: 0, minutes: 0 },
): Pick<PillarVolume, 'sessions' | 'minutes' | 'untimedSessions' | 'minutesFromPlan'> => ({
  sessions,
  minutes,
  untimedSessions: untimed.sessions,
  minutesFromPlan: untimed.minutes,
});

const set = (performedAt: Date, over: Partial<SeedImportedSet> = {}): SeedImportedSet => ({
  exerciseId: 'bench-press',
  exerciseIndex: 0,
  setNumber: 1,
  weight: 100,
  reps: 5,
  performedAt,
  ...over,
});

describeWithServer('progress: minutes trained', (server) => {
  const db = () => server().database.db;

  async function userId(browser: TestBrowser) {
    return (await json<{ id: string }>(await browser.api('/api/auth/user'))).id;
  }

  it('counts each session’s own time, its timed sets when longer, and its plan only without a time', async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = await programme(browser, [13, 14, 15, 16]);
    const planned = (id: string) => workout(id).durationMinutes;

    // June: three sessions imported from Strong and Hevy (strength). Strong timed the first,
    // 3125 s: 52 minutes. Hevy gave no duration for the second: no time, and no plan. The third
    // was left running 13 hours in Strong: not believed, so no time either.
    const june = (day: number, hour: number) => new Date(Date.UTC(2025, 5, day, hour));
    await seedImportedSessions(db(), await userId(browser), [
      {
        source: 'strong',
        title: 'Push Day',
        startedAt: june(2, 17),
        completedAt: new Date(june(2, 17).getTime() + 3125_000),
        durationSeconds: 3125,
        sets: [set(june(2, 17))],
      },
      {
        source: 'hevy',
        title: 'Pull Day',
        startedAt: june(4, 17),
        completedAt: june(4, 17),
        durationSeconds: null,
        sets: [set(june(4, 17))],
      },
      {
        source: 'strong',
        title: 'Legs',
        startedAt: june(6, 17),
        completedAt: new Date(june(6, 17).getTime() + 13 * 3600_000),
        durationSeconds: 13 * 3600,
        sets: [set(june(6, 17))],
      },
    ]);

    // July: two empty workouts (decision 075). One from its first set to its finish, 35 minutes;
    // one completed with nothing logged, whose plan has no minutes (0).
    const hotel = await freeWorkout(browser);
    await session(
      browser,
      hotel,
      ['2025-07-10T10:00:00Z', '2025-07-10T10:20:00Z', '2025-07-10T10:30:00Z'],
      '2025-07-10T10:35:00Z',
    );
    await session(browser, await freeWorkout(browser), [], '2025-07-12T10:00:00Z');

    // October: a programme workout, 08:00 to 08:38, then its Redo, 18:00 to 18:22: each its own
    // time, the Redo again, never the plan's.
    const w13 = workout('w13d1-strength');
    await session(
      browser,
      w13,
      ['2025-10-26T08:00:00Z', '2025-10-26T08:10:00Z', '2025-10-26T08:35:00Z'],
      '2025-10-26T08:38:00Z',
    );
    await session(
      browser,
      w13,
      ['2025-10-28T18:00:00Z', '2025-10-28T18:20:00Z'],
      '2025-10-28T18:22:00Z',
    );

    // November, strength: finished early after 2 sets of the plan's, 08:00 to 08:06; left open
    // overnight, sets from 18:00 to 18:50 and Finish at 07:00 the next morning: 18:00 to 19:00
    // (10 minutes after the last set at most); sets 5 hours apart (resumed in the afternoon):
    // over 4 hours, not believed, so the plan's minutes.
    await session(
      browser,
      workout('w14d1-strength'),
      ['2025-11-02T08:00:00Z', '2025-11-02T08:04:00Z'],
      '2025-11-02T08:06:00Z',
    );
    await session(
      browser,
      workout('w15d1-strength'),
      ['2025-11-17T18:00:00Z', '2025-11-17T18:50:00Z'],
      '2025-11-18T07:00:00Z',
    );
    await session(
      browser,
      workout('w16d1-strength'),
      ['2025-11-19T07:00:00Z', '2025-11-19T12:00:00Z'],
      '2025-11-19T12:05:00Z',
    );

    // November, Zone 2: a ride of 35 minutes logged at its end (decision 033), finished a minute
    // later: from where the ride began to the finish, 36, not the minute its clock saw (decision
    // 025, amended 2026-12-03). Another completed with nothing logged: the plan's minutes.
    const ride = workout('w16d2-zone2');
    expect(ride.exercises[0]!.unit).toBe('minutes');
    await session(browser, ride, ['2025-11-19T07:40:00Z'], '2025-11-19T07:41:00Z', 35);
    await session(browser, workout('w16d4-zone2'), [], '2025-11-20T06:00:00Z');

    const { answer, month } = await volume(browser);
    expect(answer.monthlyVolume.unit).toBe('minutes trained');
    expect(month('2025-06').pillars.strength).toMatchObject(
      pillar(3, 52, { sessions: 2, minutes: 0 }),
    );
    expect(month('2025-07').pillars.strength).toMatchObject(
      pillar(2, 35, { sessions: 1, minutes: 0 }),
    );
    expect(month('2025-10').pillars.strength).toMatchObject(pillar(2, 38 + 22));
    expect(month('2025-11').pillars.strength).toMatchObject(
      pillar(3, 6 + 60 + planned('w16d1-strength'), {
        sessions: 1,
        minutes: planned('w16d1-strength'),
      }),
    );
    expect(month('2025-11').pillars.zone2).toMatchObject(
      pillar(2, 36 + planned('w16d4-zone2'), { sessions: 1, minutes: planned('w16d4-zone2') }),
    );
    // The totals add up the months, the untimed sessions included.
    expect(answer.monthlyVolume.totals.strength).toMatchObject(
      pillar(10, 52 + 35 + 60 + 66 + planned('w16d1-strength'), {
        sessions: 4,
        minutes: planned('w16d1-strength'),
      }),
    );
    // Not what the plan says: October would have been its minutes twice.
    expect(2 * planned('w13d1-strength')).not.toBe(38 + 22);
  });

  it("never times a session with another user's sets", async () => {
    const owner = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    // The owner's sets run on to 09:00, after the other user's session finished.
    const mine = await programme(owner.browser, [13]);
    await session(
      owner.browser,
      mine('w13d1-strength'),
      ['2025-11-10T08:00:00Z', '2025-11-10T08:30:00Z', '2025-11-10T09:00:00Z'],
      '2025-11-10T09:05:00Z',
    );
    const theirs = await programme(other.browser, [13]);
    await session(
      other.browser,
      theirs('w13d1-strength'),
      ['2025-11-10T08:00:00Z', '2025-11-10T08:20:00Z'],
      '2025-11-10T08:25:00Z',
    );
    const seen = await volume(other.browser);
    expect(seen.month('2025-11').pillars.strength).toMatchObject(pillar(1, 25));
    const own = await volume(owner.browser);
    expect(own.month('2025-11').pillars.strength).toMatchObject(pillar(1, 65));
  });
});
