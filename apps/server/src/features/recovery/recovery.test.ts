import fc from 'fast-check';
import { expect, it } from 'vitest';
import { healthMetrics } from '../../db/schema/recovery.ts';
import { signedInBrowser, TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

const entry = {
  date: '2026-11-21',
  hrvScore: 55,
  restingHeartRate: 60,
  sleepHours: 7,
  sleepQuality: 8,
  vo2Max: 44.5,
};

describeWithServer('health metrics', (server) => {
  it('answers 401 without a session', async () => {
    const browser = new TestBrowser(server().url);
    expect((await browser.api('/api/health/latest')).status).toBe(401);
    expect(
      (await browser.api('/api/health/manual-entry', { method: 'POST', json: entry })).status,
    ).toBe(401);
  });

  it('answers null when there is no data', async () => {
    const { browser } = await signedInBrowser(server().url);
    const response = await browser.api('/api/health/latest?start=2026-11-01&end=2026-11-30');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('stores a manual entry and returns it as the latest data', async () => {
    const { browser } = await signedInBrowser(server().url);
    expect(
      (await browser.api('/api/health/manual-entry', { method: 'POST', json: entry })).status,
    ).toBe(200);
    const latest = await (
      await browser.api('/api/health/latest?start=2026-11-20&end=2026-11-22')
    ).json();
    expect(latest).toMatchObject({
      hrv: 55,
      restingHeartRate: 60,
      sleepDuration: 7,
      sleepQuality: 8,
      vo2Max: 44.5,
      dataSource: 'manual',
      // Decision 032: a typed-in HRV is RMSSD unless the user says SDNN (it was "unknown").
      hrvMethod: 'rmssd',
    });
    expect(Date.parse((latest as { lastSyncDate: string }).lastSyncDate)).not.toBeNaN();
  });

  it('re-entering a day updates that day: given metrics replace, empty ones keep', async () => {
    const { browser } = await signedInBrowser(server().url);
    await browser.api('/api/health/manual-entry', { method: 'POST', json: entry });
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: entry.date, hrvScore: 61, restingHeartRate: null, sleepQuality: 7 },
    });
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: entry.date, hrvScore: 61, restingHeartRate: null, sleepQuality: 7 },
    });
    expect(await server().database.db.$count(healthMetrics)).toBe(1);
    expect(
      await (await browser.api('/api/health/latest?start=2026-11-21&end=2026-11-21')).json(),
    ).toMatchObject({
      hrv: 61,
      restingHeartRate: 60,
      sleepDuration: 7,
      sleepQuality: 7,
    });
  });

  it('takes the newest value of each metric across days, and filters by type and window', async () => {
    const { browser } = await signedInBrowser(server().url);
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: '2026-11-18', vo2Max: 43 },
    });
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: '2026-11-20', hrvScore: 50 },
    });
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: '2026-11-21', hrvScore: 58 },
    });
    const all = await (
      await browser.api('/api/health/latest?start=2026-11-15&end=2026-11-21')
    ).json();
    expect(all).toMatchObject({ hrv: 58, vo2Max: 43, restingHeartRate: null, sleepDuration: null });
    const hrvOnly = await (
      await browser.api('/api/health/latest?type=hrv&start=2026-11-15&end=2026-11-20')
    ).json();
    expect(hrvOnly).toMatchObject({ hrv: 50, vo2Max: null });
    const vo2Only = await (
      await browser.api('/api/health/latest?type=vo2Max&start=2026-11-19&end=2026-11-21')
    ).json();
    expect(vo2Only).toBeNull();
  });

  it.each([
    ['an impossible HRV', { ...entry, hrvScore: 900 }, 'hrvScore'],
    ['a negative resting heart rate', { ...entry, restingHeartRate: -3 }, 'restingHeartRate'],
    ['a fractional heart rate', { ...entry, restingHeartRate: 60.5 }, 'restingHeartRate'],
    ['25 hours of sleep', { ...entry, sleepHours: 25 }, 'sleepHours'],
    ['sleep quality 11', { ...entry, sleepQuality: 11 }, 'sleepQuality'],
    ['a VO2 max of 150', { ...entry, vo2Max: 150 }, 'vo2Max'],
    ['a malformed date', { ...entry, date: '21/11/2026' }, 'date'],
    ['a date that does not exist', { ...entry, date: '2026-02-30' }, 'date'],
    ['no metric at all', { date: entry.date }, 'hrvScore'],
    ['a string for a number', { ...entry, hrvScore: '55' }, 'hrvScore'],
  ])('rejects %s with 400 and stores nothing', async (_label, body, field) => {
    const { browser } = await signedInBrowser(server().url);
    const response = await browser.api('/api/health/manual-entry', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { issues: { path: string[] }[] };
    expect(error.issues.map((issue) => issue.path[0])).toContain(field);
    expect(await server().database.db.$count(healthMetrics)).toBe(0);
  });

  it('rejects a malformed window', async () => {
    const { browser } = await signedInBrowser(server().url);
    expect((await browser.api('/api/health/latest?start=yesterday')).status).toBe(400);
    expect((await browser.api('/api/health/latest?start=2026-11-22&end=2026-11-01')).status).toBe(
      400,
    );
    expect((await browser.api('/api/health/latest?type=steps')).status).toBe(400);
  });

  it("never shows one user's health data to another", async () => {
    const alice = await signedInBrowser(server().url);
    const bob = await signedInBrowser(server().url);
    await alice.browser.api('/api/health/manual-entry', { method: 'POST', json: entry });
    expect(
      await (await bob.browser.api('/api/health/latest?start=2026-11-01&end=2026-11-30')).json(),
    ).toBeNull();
    await bob.browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: entry.date, hrvScore: 30 },
    });
    expect(
      await (await alice.browser.api('/api/health/latest?start=2026-11-21&end=2026-11-21')).json(),
    ).toMatchObject({
      hrv: 55,
    });
  });
});

describeWithServer('HRV method of manual entries (decision 032)', (server) => {
  it('keeps the method with the value, RMSSD unless SDNN is said, and refuses another', async () => {
    const { browser } = await signedInBrowser(server().url);
    const post = (json: object) =>
      browser.api('/api/health/manual-entry', { method: 'POST', json });
    expect((await post({ date: '2026-11-20', hrvScore: 48, hrvMethod: 'sdnn' })).status).toBe(200);
    expect((await post({ date: '2026-11-21', hrvScore: 62 })).status).toBe(200);
    // A later entry without HRV keeps the day's HRV and its method.
    expect((await post({ date: '2026-11-20', sleepHours: 7 })).status).toBe(200);
    const list = (await (await browser.api('/api/health/manual-entries')).json()) as {
      date: string;
      hrvScore: number | null;
      hrvMethod: string | null;
    }[];
    expect(list.map(({ date, hrvScore, hrvMethod }) => ({ date, hrvScore, hrvMethod }))).toEqual([
      { date: '2026-11-21', hrvScore: 62, hrvMethod: 'rmssd' },
      { date: '2026-11-20', hrvScore: 48, hrvMethod: 'sdnn' },
    ]);
    const bad = await post({ date: '2026-11-21', hrvScore: 62, hrvMethod: 'pnn50' });
    expect(bad.status).toBe(400);
  });
});

describeWithServer('readiness', (server) => {
  const day = '2026-11-22';

  it('has no score, band or colour when nothing is known; the sliders start at 7, 3, 8', async () => {
    const { browser } = await signedInBrowser(server().url);
    const readiness = await (await browser.api(`/api/recovery/readiness?date=${day}`)).json();
    expect(readiness).toEqual({
      date: day,
      readinessScore: null,
      subjectiveEnergy: 7,
      subjectiveSoreness: 3,
      subjectiveMood: 8,
      band: null,
      color: null,
      recoveryScore: null,
      subjectiveScore: null,
      drivers: { hrv: null, sleep: null, restingHeartRate: null },
      breathing: { minutes: 0, sessions: 0, part: null },
      hrvBasis: null,
    });
  });

  it("scores HRV against the user's own RMSSD baseline once 7 days exist, never mixed with SDNN (decision 032)", async () => {
    const { browser } = await signedInBrowser(server().url);
    const log = (date: string, json: object) =>
      browser.api('/api/health/manual-entry', { method: 'POST', json: { date, ...json } });
    const readiness = async () =>
      (await (await browser.api(`/api/recovery/readiness?date=${day}`)).json()) as {
        drivers: { hrv: number | null };
        hrvBasis: Record<string, unknown> | null;
      };
    // 6 days of RMSSD: the fixed 30-80 ms scale still rules (docs/product.md#hrv-baseline).
    // 40 ms -> (40 - 30) / 50 = 0.2.
    for (let i = 0; i < 6; i++) await log(`2026-11-${16 + i}`, { hrvScore: 40 });
    expect(await readiness()).toMatchObject({
      drivers: { hrv: 0.2 },
      hrvBasis: { method: 'rmssd', kind: 'population', days: 6, rolling7: null },
    });
    // SDNN readings (Apple Watch) on other days do not make up the RMSSD baseline.
    for (let i = 0; i < 7; i++) {
      await log(`2026-11-0${1 + i}`, { hrvScore: 60, hrvMethod: 'sdnn' });
    }
    expect((await readiness()).hrvBasis).toMatchObject({ kind: 'population', days: 6 });
    // 7 days at 60 ms RMSSD before the week at 40 (the 9th-15th): the baseline exists. The
    // worked example of domain/recovery.test.ts: normal 44.1-54.4 ms, part 0.018.
    for (let i = 0; i < 7; i++)
      await log(`2026-11-${String(9 + i).padStart(2, '0')}`, { hrvScore: 60 });
    await log(day, { hrvScore: 40 });
    const scored = await readiness();
    expect(scored.hrvBasis).toEqual({
      method: 'rmssd',
      kind: 'baseline',
      days: 14,
      rolling7: 40,
      normalLow: 44.1,
      normalHigh: 54.4,
      status: 'below',
    });
    expect(scored.drivers.hrv).toBeCloseTo(0.0182, 3);
  });

  it('follows the health data of the day and the night before, and the check-in', async () => {
    const { browser } = await signedInBrowser(server().url);
    // Last night's sleep logged on the 21st, this morning's HRV and resting HR on the 22nd.
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: '2026-11-21', sleepHours: 7, sleepQuality: 8 },
    });
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: day, hrvScore: 55, restingHeartRate: 60 },
    });
    const objective = await (await browser.api(`/api/recovery/readiness?date=${day}`)).json();
    expect(objective).toMatchObject({
      readinessScore: 80,
      recoveryScore: 80,
      subjectiveScore: null,
      band: 'Excellent',
      color: 'green',
    });

    const checkin = await browser.api('/api/recovery/readiness', {
      method: 'POST',
      json: { date: day, energy: 4, mood: 5, soreness: 8 },
    });
    expect(checkin.status).toBe(200);
    // subjective = mean(0.4, 0.5, 2/9) = 37.4 -> 37; readiness = 0.7 * 80 + 0.3 * 37 = 67.1 -> 67
    expect(await checkin.json()).toMatchObject({
      readinessScore: 67,
      subjectiveScore: 37,
      subjectiveEnergy: 4,
      subjectiveMood: 5,
      subjectiveSoreness: 8,
      band: 'Fair',
      color: 'yellow',
    });

    // A poorer night lowers it.
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: day, hrvScore: 32, restingHeartRate: 76 },
    });
    const worse = (await (await browser.api(`/api/recovery/readiness?date=${day}`)).json()) as {
      readinessScore: number;
    };
    expect(worse.readinessScore).toBeLessThan(67);
  });

  it("shows the day's breathing as a habit and never adds it to the score (decision 036)", async () => {
    const { browser } = await signedInBrowser(server().url);
    const breathe = (minutes: number, completed: boolean, date = day) =>
      browser.api('/api/breathing/sessions', {
        method: 'POST',
        json: {
          clientId: crypto.randomUUID(),
          date,
          pattern: 'coherence',
          inhaleSeconds: 5,
          holdSeconds: 0,
          exhaleSeconds: 5,
          plannedSeconds: 600,
          actualSeconds: minutes * 60,
          breaths: minutes * 6,
          completed,
          startedAt: `${date}T07:00:00.000Z`,
          endedAt: `${date}T07:${String(minutes).padStart(2, '0')}:00.000Z`,
          hrv: { source: 'demo' },
        },
      });
    const readiness = async () =>
      (await (await browser.api(`/api/recovery/readiness?date=${day}`)).json()) as {
        readinessScore: number | null;
        drivers: Record<string, number | null>;
        breathing: { minutes: number; sessions: number; part: number | null };
      };

    // Breathing alone: still no score, with the minutes shown as a habit.
    expect((await breathe(10, true)).status).toBe(200);
    expect(await readiness()).toMatchObject({
      readinessScore: null,
      band: null,
      breathing: { minutes: 10, sessions: 1, part: 1 },
    });
    expect(Object.keys((await readiness()).drivers)).not.toContain('breathing');

    // With metrics: 80 (see above), and 10 minutes of breathing add nothing (it was 83 before).
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: '2026-11-21', sleepHours: 7, sleepQuality: 8 },
    });
    await browser.api('/api/health/manual-entry', {
      method: 'POST',
      json: { date: day, hrvScore: 55, restingHeartRate: 60 },
    });
    expect(await readiness()).toMatchObject({
      readinessScore: 80,
      recoveryScore: 80,
      breathing: { minutes: 10, sessions: 1, part: 1 },
    });

    // A stopped session and another day's session do not count.
    expect((await breathe(5, false)).status).toBe(200);
    expect((await breathe(10, true, '2026-11-21')).status).toBe(200);
    expect((await readiness()).breathing).toEqual({ minutes: 10, sessions: 1, part: 1 });
  });

  it('never moves the score, however many minutes are breathed (property)', async () => {
    const { browser } = await signedInBrowser(server().url);
    await browser.api('/api/recovery/readiness', {
      method: 'POST',
      json: { date: day, energy: 6, mood: 6, soreness: 5 },
    });
    const score = async () =>
      (
        (await (await browser.api(`/api/recovery/readiness?date=${day}`)).json()) as {
          readinessScore: number | null;
        }
      ).readinessScore;
    const before = await score();
    expect(before).toBe(59);
    let hour = 6;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), async (minutes) => {
        hour++;
        const start = `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
        const posted = await browser.api('/api/breathing/sessions', {
          method: 'POST',
          json: {
            clientId: crypto.randomUUID(),
            date: day,
            pattern: 'coherence',
            inhaleSeconds: 5,
            holdSeconds: 0,
            exhaleSeconds: 5,
            plannedSeconds: minutes * 60,
            actualSeconds: minutes * 60,
            breaths: minutes * 6,
            completed: true,
            startedAt: start,
            endedAt: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
            hrv: { source: 'demo' },
          },
        });
        expect(posted.status).toBe(200);
        expect(await score()).toBe(before);
      }),
      { numRuns: 6, seed: 36 },
    );
  });

  it('rejects out-of-range check-ins and keeps users apart', async () => {
    const alice = await signedInBrowser(server().url);
    const bob = await signedInBrowser(server().url);
    const bad = await alice.browser.api('/api/recovery/readiness', {
      method: 'POST',
      json: { date: day, energy: 11, mood: 5, soreness: 0 },
    });
    expect(bad.status).toBe(400);
    await alice.browser.api('/api/recovery/readiness', {
      method: 'POST',
      json: { date: day, energy: 9, mood: 9, soreness: 1 },
    });
    const bobs = (await (await bob.browser.api(`/api/recovery/readiness?date=${day}`)).json()) as {
      readinessScore: number | null;
      subjectiveScore: number | null;
    };
    expect(bobs).toMatchObject({ readinessScore: null, subjectiveScore: null });
  });
});
