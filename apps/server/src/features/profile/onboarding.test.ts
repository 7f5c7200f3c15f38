import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import {
  SPEC_JOURNEY_START,
  newJourneyStart,
  nextMonday,
} from '@grandfit/shared/domain/journey.ts';
import { migrationsFolder, schema, type Database, type Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';
import { createLocalAccount } from '../../auth/provider/accounts.ts';
import { serverToday } from '../../http/server-today.ts';
import { TestBrowser, newAccount, signIn, signedInBrowser } from '../../../test/browser.ts';
import {
  describeWithServer,
  startTestServer,
  stopTestServer,
  type TestServer,
} from '../../../test/server.ts';

interface Settings {
  units: string;
  birthDate: string | null;
  bodyWeightKg: number | null;
  milestoneAge: number;
  journeyStartDate: string;
  mission: string | null;
}

const json = async <T>(response: Response) => (await response.json()) as T;

const readSettings = (browser: TestBrowser) =>
  browser.api('/api/user/settings').then((r) => json<Settings>(r));
const isOnboarded = (browser: TestBrowser) =>
  browser
    .api('/api/auth/user')
    .then((r) => json<{ onboardingCompleted: boolean }>(r))
    .then((user) => user.onboardingCompleted);

const answers = () => ({
  units: 'kg',
  birthDate: '1978-04-12',
  bodyWeightKg: 82.5,
  milestoneAge: 50,
  journeyStartDate: nextMonday(serverToday()),
});

describeWithServer('onboarding', (server) => {
  it('gives a new account a stored journey starting this week, and asks it to onboard', async () => {
    // A sign-up that straddles midnight UTC into a Monday may take either day's week.
    const before = newJourneyStart(serverToday());
    const { browser } = await signedInBrowser(server().url);
    const after = newJourneyStart(serverToday());
    const settings = await readSettings(browser);
    expect([before, after]).toContain(settings.journeyStartDate);
    expect(new Date(`${settings.journeyStartDate}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(settings).toMatchObject({ units: 'lb', milestoneAge: 48, birthDate: null });
    expect(await server().database.db.$count(userSettings)).toBe(1);
    expect(await isOnboarded(browser)).toBe(false);
  });

  it('keeps the stored start when the user signs in again', async () => {
    const { browser, account } = await signedInBrowser(server().url);
    await browser.api('/api/user/onboarding', { method: 'POST', json: answers() });
    const again = new TestBrowser(server().url);
    await signIn(again, account.email, account.password);
    expect((await readSettings(again)).journeyStartDate).toBe(answers().journeyStartDate);
    expect(await isOnboarded(again)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const browser = new TestBrowser(server().url);
    const response = await browser.api('/api/user/onboarding', { method: 'POST', json: answers() });
    expect(response.status).toBe(401);
  });

  it('saves the answers and completes, idempotently', async () => {
    const { browser } = await signedInBrowser(server().url);
    const first = await browser.api('/api/user/onboarding', { method: 'POST', json: answers() });
    expect(first.status).toBe(200);
    const body = await json<{ settings: Settings; onboardingCompletedAt: string }>(first);
    expect(body.settings).toMatchObject({ ...answers(), mission: null, reminderTime: null });
    expect(await isOnboarded(browser)).toBe(true);

    const second = await browser.api('/api/user/onboarding', { method: 'POST', json: answers() });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(body);
    expect(await server().database.db.$count(userSettings)).toBe(1);
    expect(await readSettings(browser)).toMatchObject(answers());
  });

  it('Skip keeps the defaults and takes the start it is given', async () => {
    const { browser } = await signedInBrowser(server().url);
    const defaults = await readSettings(browser);
    const monday = newJourneyStart(serverToday());
    const response = await browser.api('/api/user/onboarding', {
      method: 'POST',
      json: { journeyStartDate: monday },
    });
    expect(response.status).toBe(200);
    expect(await readSettings(browser)).toEqual({ ...defaults, journeyStartDate: monday });
    expect(await isOnboarded(browser)).toBe(true);
  });

  const today = serverToday();
  it.each([
    ['a birth date giving an age of 5', { birthDate: addDays(today, -5 * 366) }, 'birthDate'],
    ['a birth date giving an age of 130', { birthDate: '1890-01-01' }, 'birthDate'],
    ['a malformed birth date', { birthDate: '12/04/1978' }, 'birthDate'],
    ['a start 8 weeks ago', { journeyStartDate: addDays(today, -56) }, 'journeyStartDate'],
    ['a start 2 years ahead', { journeyStartDate: addDays(today, 730) }, 'journeyStartDate'],
    ['no start', { journeyStartDate: undefined }, 'journeyStartDate'],
    ['stones as units', { units: 'st' }, 'units'],
    ['a body weight of 10 kg', { bodyWeightKg: 10 }, 'bodyWeightKg'],
    ['a milestone age of 12', { milestoneAge: 12 }, 'milestoneAge'],
  ])('rejects %s with 400 and writes nothing', async (_label, change, field) => {
    const { browser } = await signedInBrowser(server().url);
    const before = await readSettings(browser);
    const response = await browser.api('/api/user/onboarding', {
      method: 'POST',
      json: { ...answers(), ...change },
    });
    expect(response.status).toBe(400);
    const error = await json<{ message: string; issues: { path: string[]; message: string }[] }>(
      response,
    );
    expect(error.message).toEqual(expect.any(String));
    expect(error.issues.map((issue) => issue.path[0])).toContain(field);
    expect(await readSettings(browser)).toEqual(before);
    expect(await isOnboarded(browser)).toBe(false);
  });

  it("changes only the caller's settings and onboarding", async () => {
    const alice = await signedInBrowser(server().url);
    const bob = await signedInBrowser(server().url);
    const aliceBefore = await readSettings(alice.browser);
    await bob.browser.api('/api/user/onboarding', { method: 'POST', json: answers() });
    expect(await readSettings(alice.browser)).toEqual(aliceBefore);
    expect(await isOnboarded(alice.browser)).toBe(false);
    expect(await readSettings(bob.browser)).toMatchObject(answers());
  });
});

/** Migrations up to `lastTag` only: the database as a release before that migration left it. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const source = await migrationsFolder();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'grandfit-migrations-'));
  await fs.cp(source, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.find((entry) => entry.tag === lastTag);
  if (!last) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.filter((entry) => entry.idx <= last.idx);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0012: accounts from before onboarding', () => {
  let client: PGlite;
  let server: TestServer | undefined;
  let oldFolder: string;
  const early = newAccount();
  const customised = newAccount();

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    const pglite = drizzle(client, { schema });
    const db = pglite as unknown as Db;
    oldFolder = await migrationsUpTo('0011_video');
    await migrate(pglite, { migrationsFolder: oldFolder });
    // Two accounts as the release before left them: one never saved settings (it was shown the
    // original prototype's 3 Aug 2025), the other chose its own start. Raw SQL: today's users
    // table has a column this database does not have yet.
    for (const [account, start] of [
      [early, null],
      [customised, '2026-01-05'],
    ] as const) {
      const local = await createLocalAccount(db, account);
      if (!local) throw new Error('account not created');
      const result = await db.execute<{ id: string }>(
        sql`insert into users (issuer, subject, email) values ('pending', ${local.id}, ${account.email}) returning id`,
      );
      const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
      if (start) {
        await db.execute(
          sql`insert into user_settings (user_id, units, journey_start_date, milestone_age) values (${id}, 'kg', ${start}, 50)`,
        );
      }
    }
    await migrate(pglite, { migrationsFolder: await migrationsFolder() });
    const database: Database = {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      listen: (channel, handlers) => client.listen(channel, handlers.onNotify),
      close: () => client.close(),
    };
    server = await startTestServer('pglite', { database });
    // The accounts were made before this server's address (the issuer) was known.
    await db
      .update(users)
      .set({ issuer: `${server.url}/oidc` })
      .where(eq(users.issuer, 'pending'));
  });

  afterAll(async () => {
    await stopTestServer(server);
    await client.close();
    await fs.rm(oldFolder, { recursive: true, force: true });
  });

  it('keeps 3 Aug 2025 for a user who never saved settings, and does not ask them', async () => {
    if (!server) throw new Error('server not started');
    const browser = new TestBrowser(server.url);
    const { url } = await signIn(browser, early.email, early.password);
    expect(url.searchParams.get('success')).toBe('true');
    expect(await readSettings(browser)).toMatchObject({
      journeyStartDate: SPEC_JOURNEY_START,
      units: 'lb',
      milestoneAge: 48,
    });
    expect(await isOnboarded(browser)).toBe(true);
  });

  it('keeps the start a user chose, and does not ask them', async () => {
    if (!server) throw new Error('server not started');
    const browser = new TestBrowser(server.url);
    await signIn(browser, customised.email, customised.password);
    expect(await readSettings(browser)).toMatchObject({
      journeyStartDate: '2026-01-05',
      units: 'kg',
      milestoneAge: 50,
    });
    expect(await isOnboarded(browser)).toBe(true);
  });
});
