import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { BreathingSession } from '@grandfit/shared/schemas/breathing.ts';
import { breathingSessions } from '../../db/schema/breathing.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** A completed 10-minute coherence session with strap readings. */
function session(overrides: Record<string, unknown> = {}) {
  return {
    clientId: randomUUID(),
    date: '2026-03-02',
    pattern: 'coherence',
    inhaleSeconds: 5,
    holdSeconds: 0,
    exhaleSeconds: 5,
    plannedSeconds: 600,
    actualSeconds: 600,
    breaths: 60,
    completed: true,
    startedAt: '2026-03-02T07:00:00.000Z',
    endedAt: '2026-03-02T07:10:00.000Z',
    hrv: { source: 'strap', startRmssd: 38, endRmssd: 52.5, averageRmssd: 46.2, sampleCount: 290 },
    ...overrides,
  };
}

describeWithServer('breathing sessions', (server) => {
  const save = (browser: TestBrowser, body: unknown) =>
    browser.api('/api/breathing/sessions', { method: 'POST', json: body });
  const list = async (browser: TestBrowser, query = '') =>
    json<BreathingSession[]>(await browser.api(`/api/breathing/sessions${query}`));

  async function stored() {
    const [row] = await server().database.db.select({ n: count() }).from(breathingSessions);
    return row?.n ?? 0;
  }

  it('saves a session with its strap HRV summary and lists it', async () => {
    const { browser } = await signedInBrowser(server().url);
    const body = session();
    const saved = await json<BreathingSession>(await save(browser, body));
    expect(saved).toMatchObject({
      clientId: body.clientId,
      date: '2026-03-02',
      pattern: 'coherence',
      inhaleSeconds: 5,
      holdSeconds: 0,
      exhaleSeconds: 5,
      plannedSeconds: 600,
      actualSeconds: 600,
      breaths: 60,
      completed: true,
      startedAt: '2026-03-02T07:00:00.000Z',
      endedAt: '2026-03-02T07:10:00.000Z',
      hrvSource: 'strap',
      startRmssd: 38,
      endRmssd: 52.5,
      averageRmssd: 46.2,
      hrvSampleCount: 290,
    });
    expect(await list(browser)).toEqual([saved]);
  });

  it('never stores simulated HRV: a demo session keeps only its source', async () => {
    const { browser } = await signedInBrowser(server().url);
    const saved = await json<BreathingSession>(
      await save(
        browser,
        session({
          hrv: { source: 'demo', startRmssd: 35, endRmssd: 49, averageRmssd: 42, sampleCount: 30 },
        }),
      ),
    );
    expect(saved).toMatchObject({
      hrvSource: 'demo',
      startRmssd: null,
      endRmssd: null,
      averageRmssd: null,
      hrvSampleCount: 0,
    });
    const none = await json<BreathingSession>(await save(browser, session({ hrv: null })));
    expect(none.hrvSource).toBeNull();
  });

  it('stores a replay once and answers the first row', async () => {
    const { browser } = await signedInBrowser(server().url);
    const body = session({ completed: false, actualSeconds: 125, breaths: 12 });
    const first = await json<BreathingSession>(await save(browser, body));
    const again = await json<BreathingSession>(await save(browser, { ...body, breaths: 13 }));
    expect(again).toEqual(first);
    expect(await list(browser)).toHaveLength(1);
    expect(await stored()).toBe(1);
  });

  it.each([
    ['no clientId', { clientId: undefined }],
    ['a clientId that is not a uuid', { clientId: 'abc' }],
    ['an unknown pattern', { pattern: 'wim-hof' }],
    ['an inhale of 0 s', { inhaleSeconds: 0 }],
    ['an exhale of 11 s', { exhaleSeconds: 11 }],
    ['a hold of 11 s', { holdSeconds: 11 }],
    ['fractional seconds', { inhaleSeconds: 4.5 }],
    ['a planned duration over 30 minutes', { plannedSeconds: 1860, actualSeconds: 10 }],
    ['a planned duration under 1 minute', { plannedSeconds: 30, actualSeconds: 10 }],
    ['more time than planned', { actualSeconds: 601 }],
    ['more breaths than the time allows', { breaths: 200 }],
    ['an end before the start', { endedAt: '2026-03-02T06:59:00.000Z' }],
    ['a date that does not exist', { date: '2026-02-30' }],
    ['an unknown HRV source', { hrv: { source: 'ring' } }],
    ['strap HRV without figures', { hrv: { source: 'strap' } }],
    [
      'an impossible RMSSD',
      { hrv: { source: 'strap', startRmssd: -1, endRmssd: 1, averageRmssd: 1, sampleCount: 1 } },
    ],
    [
      // Decision 032: a reading with more than 5 % artefacts is refused, here as on the device.
      'HRV with more than 5 % artefacts',
      {
        hrv: {
          source: 'strap',
          startRmssd: 40,
          endRmssd: 41,
          averageRmssd: 40.5,
          sampleCount: 10,
          artefactPercent: 5.1,
        },
      },
    ],
  ])('refuses %s with 400 and stores nothing', async (_, overrides) => {
    const { browser } = await signedInBrowser(server().url);
    const response = await save(browser, session(overrides));
    expect(response.status, await response.clone().text()).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
    expect(await stored()).toBe(0);
  });

  it('keeps the artefact percentage of the strap readings (decision 032)', async () => {
    const { browser } = await signedInBrowser(server().url);
    const hrv = {
      source: 'strap',
      startRmssd: 38,
      endRmssd: 52.5,
      averageRmssd: 46.2,
      sampleCount: 290,
      artefactPercent: 1.4,
    };
    expect((await save(browser, session({ hrv }))).status).toBeLessThan(300);
    const [saved] = await list(browser);
    expect(saved).toMatchObject({ averageRmssd: 46.2, hrvArtefactPercent: 1.4 });
    // An older client sends none: stored as unknown, not as 0.
    const older = session({ clientId: '7b0b2d7e-4a57-4f3f-9a57-0b6f3f0e9c11' });
    expect((await save(browser, older)).status).toBeLessThan(300);
    const rows = await list(browser);
    expect(rows.map((row) => row.hrvArtefactPercent).sort()).toEqual([1.4, null]);
  });

  it('refuses a bad list limit', async () => {
    const { browser } = await signedInBrowser(server().url);
    expect((await browser.api('/api/breathing/sessions?limit=0')).status).toBe(400);
    expect((await browser.api('/api/breathing/sessions?limit=101')).status).toBe(400);
  });

  it('lists the newest first, up to the limit', async () => {
    const { browser } = await signedInBrowser(server().url);
    for (const hour of ['07', '09', '08']) {
      await json(
        await save(
          browser,
          session({
            startedAt: `2026-03-02T${hour}:00:00.000Z`,
            endedAt: `2026-03-02T${hour}:10:00.000Z`,
          }),
        ),
      );
    }
    const sessions = await list(browser);
    expect(sessions.map((s) => s.startedAt.slice(11, 13))).toEqual(['09', '08', '07']);
    expect(await list(browser, '?limit=2')).toHaveLength(2);
  });

  it("never shows another user's sessions, and a clientId replayed by another user is theirs", async () => {
    const owner = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    const body = session();
    const mine = await json<BreathingSession>(await save(owner.browser, body));
    expect(await list(other.browser)).toEqual([]);
    // The same client id from another account is another session, never the owner's row.
    const theirs = await json<BreathingSession>(
      await save(other.browser, { ...body, breaths: 10 }),
    );
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.breaths).toBe(10);
    expect((await list(owner.browser)).map((s) => s.id)).toEqual([mine.id]);
    expect((await list(other.browser)).map((s) => s.id)).toEqual([theirs.id]);
  });

  it('requires a session for every breathing route', async () => {
    const anonymous = new TestBrowser(server().url);
    const post = await save(anonymous, session());
    expect(post.status).toBe(401);
    expect((await anonymous.api('/api/breathing/sessions')).status).toBe(401);
    // Even a bad body: the caller learns nothing about the rules.
    expect((await save(anonymous, {})).status).toBe(401);
    expect(await stored()).toBe(0);
  });
});
