/**
 * History's calendar (decision 061): a month's completed sessions on the days they started in the
 * user's zone, GrandFit's and imported ones, never another user's; bad months get a 400.
 */
import { expect, it } from 'vitest';
import type { HistoryCalendar } from '@grandfit/shared/schemas/history.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { seedHistory, seedImportedSessions } from './test-seed.ts';

const START = '2026-10-05';
const HOUR = 3_600_000;

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

describeWithServer('history calendar', (server) => {
  async function user() {
    const { browser } = await signedInBrowser(server().url);
    const { id } = await json<{ id: string }>(await browser.api('/api/auth/user'));
    return { browser, id };
  }
  const db = () => server().database.db;
  const session = (
    startedAt: string,
    over: { day?: number; completed?: boolean; type?: 'strength' | 'zone2' } = {},
  ) => {
    const started = new Date(startedAt);
    return {
      journeyStart: START,
      week: 1,
      day: over.day ?? 1,
      type: over.type ?? ('strength' as const),
      startedAt: started,
      completedAt: over.completed === false ? null : new Date(started.getTime() + HOUR),
    };
  };
  const calendar = (browser: TestBrowser, query: string) =>
    browser.api(`/api/history/calendar?${query}`);

  it("lays the month's completed sessions on the days they started in the user's zone", async () => {
    const { browser, id } = await user();
    const [strengthA, zone2, , late, , ownNov] = await seedHistory(db(), id, [
      session('2026-10-05T07:00:00.000Z'),
      session('2026-10-05T18:00:00.000Z', { day: 2, type: 'zone2' }),
      // Started, never finished: not on the calendar (History lists it apart).
      session('2026-10-07T07:00:00.000Z', { day: 5, completed: false }),
      // 23:30 UTC on 31 Oct is 1 Nov in Berlin (UTC+1 then): October in UTC, November there.
      session('2026-10-31T23:30:00.000Z', { day: 3 }),
      // The last minute of September in Berlin (UTC+2 then): not October's.
      session('2026-09-30T21:59:00.000Z', { day: 5 }),
      session('2026-11-02T07:00:00.000Z'),
    ]);
    const [imported] = await seedImportedSessions(db(), id, [
      {
        source: 'strong',
        title: 'Push Day',
        startedAt: new Date('2026-10-05T12:00:00.000Z'),
        completedAt: new Date('2026-10-05T13:00:00.000Z'),
        sets: [],
      },
    ]);

    const utc = await json<HistoryCalendar>(await calendar(browser, 'month=2026-10'));
    expect(utc.month).toBe('2026-10');
    expect(utc.days.map((day) => day.date)).toEqual(['2026-10-05', '2026-10-31']);
    expect(utc.days[0]?.sessions).toEqual([
      {
        sessionId: strengthA?.sessionId,
        workoutName: 'Foundation A: Squat & Push',
        type: 'strength',
        source: 'grandfit',
      },
      {
        sessionId: imported?.sessionId,
        workoutName: 'Push Day',
        type: 'strength',
        source: 'strong',
      },
      {
        sessionId: zone2?.sessionId,
        workoutName: 'Zone 2: Stationary Bike',
        type: 'zone2',
        source: 'grandfit',
      },
    ]);
    expect(utc.days[1]?.sessions.map((s) => s.sessionId)).toEqual([late?.sessionId]);

    const berlin = await json<HistoryCalendar>(
      await calendar(browser, 'month=2026-10&tz=Europe/Berlin'),
    );
    expect(berlin.days.map((day) => day.date)).toEqual(['2026-10-05']);
    const november = await json<HistoryCalendar>(
      await calendar(browser, 'month=2026-11&tz=Europe/Berlin'),
    );
    expect(november.days.map((day) => [day.date, day.sessions.map((s) => s.sessionId)])).toEqual([
      ['2026-11-01', [late?.sessionId]],
      ['2026-11-02', [ownNov?.sessionId]],
    ]);
    const empty = await json<HistoryCalendar>(await calendar(browser, 'month=2026-12'));
    expect(empty).toEqual({ month: '2026-12', days: [] });
  });

  it("never shows another user's sessions", async () => {
    const owner = await user();
    const intruder = await user();
    await seedHistory(db(), owner.id, [session('2026-10-05T07:00:00.000Z')]);
    const theirs = await json<HistoryCalendar>(await calendar(intruder.browser, 'month=2026-10'));
    expect(theirs.days).toEqual([]);
    const mine = await json<HistoryCalendar>(await calendar(owner.browser, 'month=2026-10'));
    expect(mine.days).toHaveLength(1);
  });

  it('answers 401 signed out and 400 to a month or zone it cannot read', async () => {
    const signedOut = new TestBrowser(server().url);
    expect((await calendar(signedOut, 'month=2026-10')).status).toBe(401);
    const { browser } = await user();
    for (const query of [
      '',
      'month=',
      'month=2026-13',
      'month=2026-00',
      'month=0000-01',
      'month=1899-12',
      'month=2201-01',
      'month=2026-1',
      'month=2026-10-01',
      'month=2026-10%00',
      'month=1e-320',
      'month=2026-10&tz=Mars/Olympus',
      'month=2026-10&tz=%00',
    ]) {
      const response = await calendar(browser, query);
      expect(response.status, query).toBe(400);
    }
    expect((await calendar(browser, 'month=1900-01')).status).toBe(200);
    expect((await calendar(browser, 'month=2200-12&tz=Pacific/Kiritimati')).status).toBe(200);
  });
});
