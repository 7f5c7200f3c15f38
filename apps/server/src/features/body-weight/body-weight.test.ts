import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { BodyWeightLog, WeighIn } from '@grandfit/shared/schemas/body-weight.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import { bodyWeights } from '../../db/schema/recovery.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { json } from '../training/test-lifter.ts';

const put = (browser: TestBrowser, date: string, body: unknown) =>
  browser.api(`/api/body-weight/${date}`, { method: 'PUT', json: body });
const remove = (browser: TestBrowser, date: string) =>
  browser.api(`/api/body-weight/${date}`, { method: 'DELETE', json: {} });
const logOf = async (browser: TestBrowser, date: string, months = 3) =>
  json<BodyWeightLog>(await browser.api(`/api/body-weight?date=${date}&months=${months}`));
const settingsWeight = async (browser: TestBrowser) =>
  (await json<UserSettings>(await browser.api('/api/user/settings'))).bodyWeightKg;

describeWithServer('body-weight log (decision 058)', (server) => {
  const db = () => server().database.db;

  it('keeps one weigh-in a day over the range, and the newest is the settings’ body weight', async () => {
    const { browser } = await signedInBrowser(server().url);
    expect(await logOf(browser, '2026-11-30')).toEqual({
      range: { start: '2026-09-01', end: '2026-11-30', from: '2026-08-26' },
      entries: [],
    });

    expect(await json<WeighIn>(await put(browser, '2026-11-28', { weightKg: 82.4 }))).toEqual({
      date: '2026-11-28',
      weightKg: 82.4,
    });
    expect(await settingsWeight(browser)).toBe(82.4);
    // Before the range's first average, inside it, and after the day asked for.
    await json(await put(browser, '2026-08-20', { weightKg: 86 }));
    await json(await put(browser, '2026-08-27', { weightKg: 85 }));
    await json(await put(browser, '2026-11-29', { weightKg: 82 }));
    // A weigh-in of an older day leaves the newest in the settings.
    expect(await settingsWeight(browser)).toBe(82);
    // The day's weigh-in replaced; the same request twice leaves the same log.
    await json(await put(browser, '2026-11-29', { weightKg: 81.6 }));
    await json(await put(browser, '2026-11-29', { weightKg: 81.6 }));
    expect((await logOf(browser, '2026-11-28')).entries).toEqual([
      { date: '2026-08-27', weightKg: 85 },
      { date: '2026-11-28', weightKg: 82.4 },
    ]);
    expect((await logOf(browser, '2026-11-30')).entries).toEqual([
      { date: '2026-08-27', weightKg: 85 },
      { date: '2026-11-28', weightKg: 82.4 },
      { date: '2026-11-29', weightKg: 81.6 },
    ]);
    expect(await settingsWeight(browser)).toBe(81.6);

    // Deleting the newest hands the settings to the one before; twice is harmless.
    expect((await remove(browser, '2026-11-29')).status).toBe(204);
    expect((await remove(browser, '2026-11-29')).status).toBe(204);
    expect(await settingsWeight(browser)).toBe(82.4);
    // With none left the settings keep the last body weight they had.
    for (const date of ['2026-11-28', '2026-08-27', '2026-08-20']) {
      expect((await remove(browser, date)).status).toBe(204);
    }
    expect(await settingsWeight(browser)).toBe(86);
    expect((await logOf(browser, '2026-11-30', 24)).entries).toEqual([]);
  });

  it('leaves the newest weigh-in in the settings whatever order concurrent writes land in', async () => {
    const { browser } = await signedInBrowser(server().url);
    const days = Array.from({ length: 12 }, (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`);
    const responses = await Promise.all(
      days.map((date, i) => put(browser, date, { weightKg: 80 + i / 10 })),
    );
    expect(responses.map((response) => response.status)).toEqual(days.map(() => 200));
    expect(await settingsWeight(browser)).toBe(81.1);
    await Promise.all(days.slice(6).map((date) => remove(browser, date)));
    expect(await settingsWeight(browser)).toBe(80.5);
  });

  it('never shows or changes another user’s weigh-ins', async () => {
    const owner = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    await json(await put(owner.browser, '2026-11-20', { weightKg: 90 }));
    expect((await logOf(other.browser, '2026-11-30')).entries).toEqual([]);
    // The other's own weigh-in and delete of the same day touch only his log and settings.
    await json(await put(other.browser, '2026-11-20', { weightKg: 60 }));
    expect((await remove(other.browser, '2026-11-20')).status).toBe(204);
    expect((await logOf(owner.browser, '2026-11-30')).entries).toEqual([
      { date: '2026-11-20', weightKg: 90 },
    ]);
    expect(await settingsWeight(owner.browser)).toBe(90);
    expect(await settingsWeight(other.browser)).toBe(60);
  });

  it('refuses bad input with a 400 and keeps what was there', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await put(browser, '2026-11-20', { weightKg: 80 }));
    for (const weightKg of [29.9, 300.1, -80, 0, 1e-320, 1e308, '80', null, Number.NaN]) {
      const response = await put(browser, '2026-11-20', { weightKg });
      expect(response.status, String(weightKg)).toBe(400);
    }
    for (const body of [{}, [], 'x', { weightKg: 80, extra: 1 }]) {
      const status = (await put(browser, '2026-11-20', body)).status;
      // An unknown key is left out (as every body), the others refused.
      if (!Array.isArray(body) && typeof body === 'object' && 'extra' in body) {
        expect(status).toBe(200);
        continue;
      }
      expect(status, JSON.stringify(body)).toBe(400);
    }
    const tomorrowButOne = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const date of ['0000-01-01', '2026-02-30', '20261120', tomorrowButOne, '%00']) {
      expect((await put(browser, date, { weightKg: 80 })).status, date).toBe(400);
      expect((await remove(browser, date)).status, date).toBe(400);
    }
    for (const query of ['months=0', 'months=25', 'date=1899-12-31', 'months=x']) {
      expect((await browser.api(`/api/body-weight?${query}`)).status, query).toBe(400);
    }
    expect((await logOf(browser, '2026-11-30')).entries).toEqual([
      { date: '2026-11-20', weightKg: 80 },
    ]);
  });

  it('answers a signed-out caller 401 and stores nothing', async () => {
    const browser = new TestBrowser(server().url);
    expect((await browser.api('/api/body-weight')).status).toBe(401);
    expect((await put(browser, '2026-11-20', { weightKg: 77.7 })).status).toBe(401);
    expect((await remove(browser, '2026-11-20')).status).toBe(401);
    expect(await db().select().from(bodyWeights).where(eq(bodyWeights.weightKg, 77.7))).toEqual([]);
  });
});
