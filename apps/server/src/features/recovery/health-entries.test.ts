import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { HealthManualRecord, Readiness } from '@grandfit/shared/schemas/health.ts';
import { healthMetrics } from '../../db/schema/recovery.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const day = '2026-11-21';
const entry = {
  date: day,
  hrvScore: 55,
  restingHeartRate: 60,
  sleepHours: 7,
  sleepQuality: 8,
  vo2Max: 44.5,
};

/**
 * Manual health entries are listed, edited and deleted by their owner only
 * (docs/decisions/025-training-log-history-records-corrections.md).
 */
describeWithServer('manual health entries', (server) => {
  const list = async (browser: TestBrowser) =>
    json<HealthManualRecord[]>(await browser.api('/api/health/manual-entries'));
  const edit = (browser: TestBrowser, id: string, body: unknown) =>
    browser.api(`/api/health/manual-entries/${id}`, { method: 'PUT', json: body });
  const remove = (browser: TestBrowser, id: string) =>
    browser.api(`/api/health/manual-entries/${id}`, { method: 'DELETE', json: {} });
  const save = (browser: TestBrowser, body: unknown) =>
    browser.api('/api/health/manual-entry', { method: 'POST', json: body });
  const userIdOf = async (browser: TestBrowser) =>
    ((await (await browser.api('/api/auth/user')).json()) as { id: string }).id;
  const rows = () =>
    server().database.db.select().from(healthMetrics).orderBy(asc(healthMetrics.id));

  it('answers 401 without a session, before validating', async () => {
    const anonymous = new TestBrowser(server().url);
    expect((await anonymous.api('/api/health/manual-entries')).status).toBe(401);
    for (const method of ['PUT', 'DELETE']) {
      const response = await anonymous.api(`/api/health/manual-entries/${randomUUID()}`, {
        method,
        json: { bad: true },
      });
      expect(response.status, method).toBe(401);
    }
  });

  it('lists the manual entries, newest day first, without the imported rows', async () => {
    const { browser } = await signedInBrowser(server().url);
    const userId = await userIdOf(browser);
    await json(await save(browser, entry));
    await json(await save(browser, { date: '2026-11-22', hrvScore: 61 }));
    await server()
      .database.db.insert(healthMetrics)
      .values({ userId, date: '2026-11-23', source: 'apple-health', hrvMs: 40 });
    const entries = await list(browser);
    expect(entries.map((row) => [row.date, row.hrvScore])).toEqual([
      ['2026-11-22', 61],
      [day, 55],
    ]);
    expect(entries[1]).toMatchObject({ restingHeartRate: 60, sleepHours: 7, vo2Max: 44.5 });
  });

  it('edits an entry as a full replacement and moves the readiness with it', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await save(browser, entry));
    const [stored] = await list(browser);
    const readinessBefore = await json<Readiness>(
      await browser.api(`/api/recovery/readiness?date=${day}`),
    );
    const body = { date: day, hrvScore: 30, restingHeartRate: 80 };
    const edited = await json<HealthManualRecord>(await edit(browser, stored!.id, body));
    // Left out: cleared (the POST's merge keeps them; an edit says what the day now holds).
    expect(edited).toMatchObject({
      id: stored!.id,
      date: day,
      hrvScore: 30,
      restingHeartRate: 80,
      sleepHours: null,
      sleepQuality: null,
      vo2Max: null,
    });
    const readinessAfter = await json<Readiness>(
      await browser.api(`/api/recovery/readiness?date=${day}`),
    );
    expect(readinessAfter.readinessScore).not.toBe(readinessBefore.readinessScore);
    expect(readinessAfter.drivers).toMatchObject({ hrv: 0, restingHeartRate: 0, sleep: null });
    // Again: the same row, the same values.
    const again = await json<HealthManualRecord>(await edit(browser, stored!.id, body));
    expect({ ...again, updatedAt: '' }).toEqual({ ...edited, updatedAt: '' });
    expect(await rows()).toHaveLength(1);

    // Moved to another day (a back-dated correction).
    const moved = await json<HealthManualRecord>(
      await edit(browser, stored!.id, { ...body, date: '2026-11-19' }),
    );
    expect(moved.date).toBe('2026-11-19');
  });

  it('refuses to move an entry onto a day that has one: 409, nothing changed', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await save(browser, entry));
    await json(await save(browser, { date: '2026-11-22', hrvScore: 61 }));
    const [newer] = await list(browser);
    const before = await rows();
    const response = await edit(browser, newer!.id, { date: day, hrvScore: 70 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/already/) });
    expect(await rows()).toEqual(before);
  });

  it('rejects bad input with a clear 400 and changes nothing', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await save(browser, entry));
    const [stored] = await list(browser);
    const before = await rows();
    const bad: [unknown, RegExp][] = [
      [{ date: day }, /at least one metric/],
      [{ date: '0000-01-01', hrvScore: 50 }, /must be from 1900 to 2200/],
      [{ date: '2999-01-01', hrvScore: 50 }, /future/],
      [{ date: 'yesterday', hrvScore: 50 }, /YYYY-MM-DD/],
      [{ date: day, hrvScore: 1e308 }, /at most 300/],
      [{ date: day, sleepHours: 1e-320 }, /0 or at least 0\.01/],
      [{ date: day, restingHeartRate: 60.5 }, /whole number/],
      [{ date: day, sleepQuality: 11 }, /at most 10/],
      [{ date: day, vo2Max: '44' }, /number/],
    ];
    for (const [body, message] of bad) {
      const response = await edit(browser, stored!.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toMatch(message);
    }
    // The same rules hold for a new entry: a year-0000 day is a 400, not a database error.
    expect((await save(browser, { date: '0000-01-01', hrvScore: 50 })).status).toBe(400);
    expect((await save(browser, { date: day, sleepHours: 1e-320 })).status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it("never edits or deletes another user's entry, nor an imported row: 404, nothing changed", async () => {
    const alice = await signedInBrowser(server().url);
    const bob = await signedInBrowser(server().url);
    await json(await save(alice.browser, entry));
    const [stored] = await list(alice.browser);
    const [imported] = await server()
      .database.db.insert(healthMetrics)
      .values({ userId: await userIdOf(bob.browser), date: day, source: 'apple-health', hrvMs: 40 })
      .returning();
    const before = await rows();

    const response = await edit(bob.browser, stored!.id, { date: day, hrvScore: 20 });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Health entry not found' });
    expect((await remove(bob.browser, stored!.id)).status).toBe(404);
    // Bob's own import is not a manual entry.
    expect((await edit(bob.browser, imported!.id, { date: day, hrvScore: 20 })).status).toBe(404);
    expect((await remove(bob.browser, imported!.id)).status).toBe(404);
    expect((await remove(bob.browser, 'not-an-id')).status).toBe(404);
    expect(await list(bob.browser)).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it('deletes an entry; deleting it again is a 404 that changes nothing', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await save(browser, entry));
    const [stored] = await list(browser);
    expect((await remove(browser, stored!.id)).status).toBe(204);
    expect(await list(browser)).toEqual([]);
    expect(await json(await browser.api(`/api/health/latest?start=${day}&end=${day}`))).toBeNull();
    expect((await remove(browser, stored!.id)).status).toBe(404);
    expect(await rows()).toEqual([]);
  });
});
