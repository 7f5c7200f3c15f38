/**
 * PATCH /api/history/sessions/{id} with a start or a duration (decision 093): a session moved whole
 * through the real API, and everything that reads its time.
 */
import { expect, it } from 'vitest';
import type { HistoryPage, SessionDetail } from '@grandfit/shared/schemas/history.ts';
import type { TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { START, json, lifter, logSession } from '../training/test-lifter.ts';
import { ENDS_IN_THE_FUTURE, NOT_FINISHED } from './session-update.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** 07:30 UTC on the journey's `day`-th day (0 is START). */
const onDay = (day: number, minutes = 0) =>
  new Date(Date.parse(`${START}T07:30:00.000Z`) + day * DAY + minutes * MINUTE).toISOString();

const detailOf = (browser: TestBrowser, sessionId: string) =>
  browser.api(`/api/history/sessions/${sessionId}`).then((r) => json<SessionDetail>(r));

const patch = (browser: TestBrowser, sessionId: string, body: unknown) =>
  browser.api(`/api/history/sessions/${sessionId}`, { method: 'PATCH', json: body });

/** Three sets over 20 minutes on `day`, finished 5 minutes after the last. */
function squats(
  browser: TestBrowser,
  workout: Parameters<typeof logSession>[1],
  day: number,
  weight = 100,
) {
  const sets = [0, 10, 20].map((minutes) => ({
    weight,
    weightUnit: 'kg' as const,
    reps: 5,
    rir: 2,
    performedAt: onDay(day, minutes),
  }));
  return logSession(browser, workout, sets, { completedAt: onDay(day, 25) });
}

describeWithServer('a session moved or given a duration', (server) => {
  it('moves the session whole, its sets keeping their times from its start', async () => {
    const { browser, workout } = await lifter(server().url);
    const sessionId = await squats(browser, workout, 2);
    const body = { startedAt: onDay(1, 60) };

    for (let time = 0; time < 2; time++) {
      // The same change twice leaves the same session.
      expect(await json(await patch(browser, sessionId, body))).toEqual({
        sessionId,
        notes: null,
        startedAt: onDay(1, 60),
        completedAt: onDay(1, 85),
        durationSeconds: null,
      });
    }
    const detail = await detailOf(browser, sessionId);
    expect(detail.date).toBe('2025-08-04');
    expect(detail.exercises[0]!.sets.map((set) => set.performedAt)).toEqual([
      onDay(1, 60),
      onDay(1, 70),
      onDay(1, 80),
    ]);
    expect(detail.durationSeconds).toBe(25 * 60);
    const history = await json<HistoryPage>(await browser.api('/api/history'));
    expect(history.items.map((item) => [item.sessionId, item.date])).toEqual([
      [sessionId, '2025-08-04'],
    ]);
  });

  it('gives a duration, then gives the span of its sets back', async () => {
    const { browser, workout } = await lifter(server().url);
    const sessionId = await squats(browser, workout, 0);
    expect(await json(await patch(browser, sessionId, { durationSeconds: 50 * 60 }))).toMatchObject(
      {
        startedAt: onDay(0),
        completedAt: onDay(0, 50),
        durationSeconds: 50 * 60,
      },
    );
    expect((await detailOf(browser, sessionId)).durationSeconds).toBe(50 * 60);
    const [item] = (await json<HistoryPage>(await browser.api('/api/history'))).items;
    expect(item!.durationSeconds).toBe(50 * 60);

    await json(await patch(browser, sessionId, { durationSeconds: null }));
    // From the start to 10 minutes after the last set, the finish now being later (decision 091).
    expect((await detailOf(browser, sessionId)).durationSeconds).toBe(30 * 60);
    // Notes alone leave the time as it is.
    expect(await json(await patch(browser, sessionId, { notes: 'Heavy' }))).toMatchObject({
      notes: 'Heavy',
      startedAt: onDay(0),
      durationSeconds: null,
    });
  });

  it('gives the record to the session that now came first', async () => {
    const { browser, workout } = await lifter(server().url);
    // The exercise's first session is a baseline, which earns no record.
    await squats(browser, workout, 0, 90);
    const first = await squats(browser, workout, 2);
    const second = await squats(browser, workout, 4);
    const records = async () =>
      [
        (await detailOf(browser, first)).prCount,
        (await detailOf(browser, second)).prCount,
      ] as const;
    const before = await records();
    expect(before[0]).toBeGreaterThan(0);
    expect(before[1]).toBe(0);

    await json(await patch(browser, second, { startedAt: onDay(1) }));
    expect(await records()).toEqual([0, before[0]]);
    // Every record counted is shown: the sets' own, and the session's volume on its exercise.
    const moved = await detailOf(browser, second);
    const [exercise] = moved.exercises;
    expect(exercise!.sessionRecords).toEqual(['volume']);
    const shown =
      exercise!.sessionRecords!.length +
      exercise!.sets.reduce((sum, set) => sum + set.records.length, 0);
    expect(shown).toBe(moved.prCount);
  });

  it('refuses a session under way, one that would end in the future and bad input, changing nothing', async () => {
    const { browser, workout } = await lifter(server().url);
    const underWay = await logSession(browser, workout, [
      { weight: 60, weightUnit: 'kg', reps: 5, performedAt: onDay(0) },
    ]);
    const refused = await patch(browser, underWay, { startedAt: onDay(-1) });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: NOT_FINISHED });
    // Notes are fine while it is under way.
    expect((await patch(browser, underWay, { notes: 'Warming up' })).status).toBe(200);

    const sessionId = await squats(browser, workout, 0);
    const future = await patch(browser, sessionId, {
      startedAt: new Date(Date.now() - 10 * MINUTE).toISOString(),
    });
    expect(future.status).toBe(400);
    expect(await future.json()).toMatchObject({ message: ENDS_IN_THE_FUTURE });
    for (const body of [
      {},
      { startedAt: '0000-01-01T00:00:00Z' },
      { startedAt: '2025-08-04T07:00:00\u0000Z' },
      { startedAt: new Date(Date.now() + 2 * DAY).toISOString() },
      { durationSeconds: 59 },
      { durationSeconds: 4 * 3600 + 1 },
      { durationSeconds: 1e-320 },
      { durationSeconds: '3600' },
    ]) {
      const response = await patch(browser, sessionId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const detail = await detailOf(browser, sessionId);
    expect(detail).toMatchObject({ startedAt: onDay(0), completedAt: onDay(0, 25) });
    expect(detail.exercises[0]!.sets[0]!.performedAt).toBe(onDay(0));
  });

  it("never moves another user's session", async () => {
    const owner = await lifter(server().url);
    const sessionId = await squats(owner.browser, owner.workout, 0);
    const intruder = await lifter(server().url);
    for (const body of [{ startedAt: onDay(-1) }, { durationSeconds: 3600 }]) {
      expect((await patch(intruder.browser, sessionId, body)).status).toBe(404);
    }
    expect(await detailOf(owner.browser, sessionId)).toMatchObject({
      startedAt: onDay(0),
      durationSeconds: 25 * 60,
    });
  });
});
