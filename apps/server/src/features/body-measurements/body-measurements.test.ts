import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { MeasurementLog } from '@grandfit/shared/schemas/body-measurements.ts';
import { bodyMeasurements } from '../../db/schema/recovery.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { json } from '../training/test-lifter.ts';

const put = (browser: TestBrowser, kind: string, date: string, body: unknown) =>
  browser.api(`/api/body-measurements/${kind}/${date}`, { method: 'PUT', json: body });
const remove = (browser: TestBrowser, kind: string, date: string) =>
  browser.api(`/api/body-measurements/${kind}/${date}`, { method: 'DELETE', json: {} });
const logOf = async (browser: TestBrowser, kind: string, date: string, months = 3) =>
  json<MeasurementLog>(
    await browser.api(`/api/body-measurements?kind=${kind}&date=${date}&months=${months}`),
  );

describeWithServer('body measurements (decision 066)', (server) => {
  const db = () => server().database.db;

  it('keeps one reading per kind and day over the range; a replay changes nothing', async () => {
    const { browser } = await signedInBrowser(server().url);
    expect(await logOf(browser, 'waist', '2026-11-30')).toEqual({
      kind: 'waist',
      range: { start: '2026-09-01', end: '2026-11-30' },
      entries: [],
    });
    expect(await json(await put(browser, 'waist', '2026-11-28', { value: 92.5 }))).toEqual({
      date: '2026-11-28',
      value: 92.5,
    });
    // Before the range, inside it, and the same day's body fat, which is another kind.
    await json(await put(browser, 'waist', '2026-08-20', { value: 96 }));
    await json(await put(browser, 'waist', '2026-09-01', { value: 95 }));
    await json(await put(browser, 'body-fat', '2026-11-28', { value: 21.4 }));
    // The day's reading replaced; the same request twice leaves the same log.
    await json(await put(browser, 'waist', '2026-11-28', { value: 91.8 }));
    await json(await put(browser, 'waist', '2026-11-28', { value: 91.8 }));
    expect((await logOf(browser, 'waist', '2026-11-30')).entries).toEqual([
      { date: '2026-09-01', value: 95 },
      { date: '2026-11-28', value: 91.8 },
    ]);
    expect((await logOf(browser, 'body-fat', '2026-11-30')).entries).toEqual([
      { date: '2026-11-28', value: 21.4 },
    ]);
    expect((await logOf(browser, 'waist', '2026-11-30', 12)).entries).toHaveLength(3);
    // The girths are kinds of their own, in cm like the waist.
    await json(await put(browser, 'hips', '2026-11-28', { value: 104.5 }));
    await json(await put(browser, 'arm', '2026-11-28', { value: 38.2 }));
    expect((await logOf(browser, 'hips', '2026-11-30')).entries).toEqual([
      { date: '2026-11-28', value: 104.5 },
    ]);
    expect((await logOf(browser, 'neck', '2026-11-30')).entries).toEqual([]);

    // Deleting the waist leaves the day's body fat; twice is harmless.
    expect((await remove(browser, 'waist', '2026-11-28')).status).toBe(204);
    expect((await remove(browser, 'waist', '2026-11-28')).status).toBe(204);
    expect((await logOf(browser, 'waist', '2026-11-30')).entries).toEqual([
      { date: '2026-09-01', value: 95 },
    ]);
    expect((await logOf(browser, 'body-fat', '2026-11-30')).entries).toHaveLength(1);
  });

  it('never shows or changes another user’s measurements', async () => {
    const owner = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    await json(await put(owner.browser, 'waist', '2026-11-20', { value: 101 }));
    expect((await logOf(other.browser, 'waist', '2026-11-30')).entries).toEqual([]);
    // The other's own reading and delete of the same day touch only his log.
    await json(await put(other.browser, 'waist', '2026-11-20', { value: 70 }));
    expect((await remove(other.browser, 'waist', '2026-11-20')).status).toBe(204);
    expect((await logOf(owner.browser, 'waist', '2026-11-30')).entries).toEqual([
      { date: '2026-11-20', value: 101 },
    ]);
  });

  it('refuses bad input with a 400 and keeps what was there', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await put(browser, 'waist', '2026-11-20', { value: 90 }));
    const refused = [39.9, 250.1, -90, 0, 1e-320, 1e308, '90', null, Number.NaN];
    for (const value of refused) {
      const response = await put(browser, 'waist', '2026-11-20', { value });
      expect(response.status, String(value)).toBe(400);
    }
    const message = (await (await put(browser, 'waist', '2026-11-20', { value: 20 })).json()) as {
      message: string;
    };
    expect(message.message).toBe('Waist must be from 40 to 250 cm, in cm');
    const arm = (await (await put(browser, 'arm', '2026-11-20', { value: 120 })).json()) as {
      message: string;
    };
    expect(arm.message).toBe('Arm must be from 10 to 100 cm, in cm');
    for (const value of [1.9, 75.1, 90]) {
      expect((await put(browser, 'body-fat', '2026-11-20', { value })).status, String(value)).toBe(
        400,
      );
    }
    for (const body of [{}, [], 'x']) {
      expect((await put(browser, 'waist', '2026-11-20', body)).status).toBe(400);
    }
    const tomorrowButOne = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const date of ['0000-01-01', '2026-02-30', '20261120', tomorrowButOne, '%00']) {
      expect((await put(browser, 'waist', date, { value: 90 })).status, date).toBe(400);
      expect((await remove(browser, 'waist', date)).status, date).toBe(400);
    }
    for (const kind of ['calf', 'WAIST', '%00', 'waist\u0000']) {
      const path = encodeURIComponent(kind);
      expect((await put(browser, path, '2026-11-20', { value: 90 })).status, kind).toBe(400);
      expect((await remove(browser, path, '2026-11-20')).status, kind).toBe(400);
    }
    for (const query of ['kind=waist&months=0', 'kind=waist&months=25', 'kind=calf', 'months=3']) {
      expect((await browser.api(`/api/body-measurements?${query}`)).status, query).toBe(400);
    }
    expect((await logOf(browser, 'waist', '2026-11-30')).entries).toEqual([
      { date: '2026-11-20', value: 90 },
    ]);
    expect((await logOf(browser, 'body-fat', '2026-11-30')).entries).toEqual([]);
    expect((await logOf(browser, 'arm', '2026-11-30')).entries).toEqual([]);
  });

  it('answers a signed-out caller 401 and stores nothing', async () => {
    const browser = new TestBrowser(server().url);
    expect((await browser.api('/api/body-measurements?kind=waist')).status).toBe(401);
    expect((await put(browser, 'waist', '2026-11-20', { value: 77.7 })).status).toBe(401);
    expect((await remove(browser, 'waist', '2026-11-20')).status).toBe(401);
    expect(
      await db().select().from(bodyMeasurements).where(eq(bodyMeasurements.value, 77.7)),
    ).toEqual([]);
  });
});
