import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  DEFAULT_DECATHLON,
  DEFAULT_DECATHLON_METRIC,
} from '@grandfit/shared/domain/goals/default-goals.ts';
import type {
  CustomGoal,
  Goal,
  QuarterlyTestRecord,
  RecordedQuarterlyTest,
} from '@grandfit/shared/schemas/goals.ts';
import { goalStatusOf } from '@grandfit/shared/domain/goals/status.ts';
import { goals, quarterlyTests } from '../../db/schema/journey.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

const TODAY = '2026-03-02';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

describeWithServer('goals', (server) => {
  const goalsOf = async (browser: TestBrowser, date = TODAY) =>
    json<Goal[]>(await browser.api(`/api/goals/centenarian?date=${date}`));

  const recordTest = (browser: TestBrowser, body: Record<string, unknown>) =>
    browser.api('/api/goals/quarterly-test', { method: 'POST', json: body });

  const testsOf = async (browser: TestBrowser, goalId: string) =>
    json<QuarterlyTestRecord[]>(await browser.api(`/api/goals/${goalId}/tests`));

  const customize = (browser: TestBrowser, list: CustomGoal[], date = TODAY) =>
    browser.api(`/api/goals/centenarian?date=${date}`, { method: 'PUT', json: { goals: list } });

  /**
   * The list as Customize My Decathlon sends it back: the words it edits, without the current
   * ability, which belongs to the tests.
   */
  const asCustom = (list: Goal[]): CustomGoal[] =>
    list.map(({ id, activityName, testDescription, targetAbility }) => ({
      id,
      activityName,
      testDescription,
      targetAbility,
    }));

  /** The user's goals' words as stored, in order. */
  async function storedWords(userId: string) {
    return server()
      .database.db.select({
        activityName: goals.activityName,
        testDescription: goals.testDescription,
        targetAbility: goals.targetAbility,
      })
      .from(goals)
      .where(eq(goals.userId, userId))
      .orderBy(asc(goals.position));
  }

  const userIdOf = async (browser: TestBrowser) =>
    (await json<{ id: string }>(await browser.api('/api/auth/user'))).id;

  async function chooseUnits(browser: TestBrowser, units: 'kg' | 'lb') {
    const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', { method: 'PUT', json: { ...settings, units } }),
    );
  }

  const wordsOf = (list: Goal[]) =>
    list.map(({ activityName, testDescription, targetAbility }) => ({
      activityName,
      testDescription,
      targetAbility,
    }));

  async function storedCounts() {
    const db = server().database.db;
    const [g] = await db.select({ n: count() }).from(goals);
    const [t] = await db.select({ n: count() }).from(quarterlyTests);
    return { goals: g?.n, tests: t?.n };
  }

  it('gives a new user the ten default events, untested and due for a baseline today', async () => {
    const { browser } = await signedInBrowser(server().url);
    const list = await goalsOf(browser);
    expect(list).toHaveLength(10);
    expect(list.map((goal) => goal.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(list.map((goal) => goal.activityName)).toEqual(
      DEFAULT_DECATHLON.map((event) => event.activityName),
    );
    for (const goal of list) {
      expect(goal).toMatchObject({
        currentAbility: 'Not tested yet',
        progressPercentage: '0',
        nextTestDate: TODAY,
        lastTestDate: null,
        testCount: 0,
      });
      expect(goal.testDescription).not.toBe('');
      expect(goal.targetAbility).not.toBe('');
    }
    // Read again: the same goals, not a new set.
    expect((await goalsOf(browser, '2026-03-09')).map((goal) => goal.id)).toEqual(
      list.map((goal) => goal.id),
    );
  });

  it('seeds once when the first reads arrive together', async () => {
    const { browser } = await signedInBrowser(server().url);
    const answers = await Promise.all(Array.from({ length: 6 }, () => goalsOf(browser)));
    for (const answer of answers) expect(answer).toHaveLength(10);
    expect((await storedCounts()).goals).toBe(10);
  });

  it('records a test: the result becomes the current ability, the score the progress, the next test 90 days on', async () => {
    const { browser } = await signedInBrowser(server().url);
    const hang = (await goalsOf(browser)).find((goal) => goal.activityName === 'Dead hang')!;
    const recorded = await json<RecordedQuarterlyTest>(
      await recordTest(browser, {
        goalId: hang.id,
        testDate: TODAY,
        testResult: '  45 s, grip gave out first  ',
        performanceScore: 38,
        notes: 'Chalk next time',
      }),
    );
    expect(recorded.test).toMatchObject({
      goalId: hang.id,
      testDate: TODAY,
      // Planned for the day the goal was due, since the client did not say.
      plannedDate: TODAY,
      testResult: '45 s, grip gave out first',
      targetMet: false,
      notes: 'Chalk next time',
      performanceScore: 38,
      nextTestDate: '2026-05-31',
    });
    expect(recorded.goal).toMatchObject({
      id: hang.id,
      currentAbility: '45 s, grip gave out first',
      progressPercentage: '38',
      nextTestDate: '2026-05-31',
      lastTestDate: TODAY,
      testCount: 1,
      scoredTestCount: 1,
    });
    const after = (await goalsOf(browser)).find((goal) => goal.id === hang.id);
    expect(after).toEqual(recorded.goal);

    // Target met without a score: 100.
    const met = await json<RecordedQuarterlyTest>(
      await recordTest(browser, {
        goalId: hang.id,
        testDate: '2026-05-30',
        plannedDate: '2026-05-31',
        testResult: '2 min 05 s',
        targetMet: true,
      }),
    );
    expect(met.test).toMatchObject({ plannedDate: '2026-05-31', performanceScore: null });
    expect(met.goal).toMatchObject({ progressPercentage: '100', nextTestDate: '2026-08-28' });

    // Neither score nor target met: the progress stays where it was.
    const words = await json<RecordedQuarterlyTest>(
      await recordTest(browser, {
        goalId: hang.id,
        testDate: '2026-08-28',
        testResult: 'About the same',
        performanceScore: null,
      }),
    );
    expect(words.goal).toMatchObject({
      currentAbility: 'About the same',
      progressPercentage: '100',
      nextTestDate: '2026-11-26',
      testCount: 3,
      scoredTestCount: 2,
    });

    const history = await testsOf(browser, hang.id);
    expect(history.map((test) => test.testDate)).toEqual(['2026-08-28', '2026-05-30', TODAY]);
    // A baseline in words only: tested, but nothing measured it (Goals reads 'Not scored').
    const balance = (await goalsOf(browser)).find((goal) => goal.id !== hang.id)!;
    const baseline = await json<RecordedQuarterlyTest>(
      await recordTest(browser, {
        goalId: balance.id,
        testDate: TODAY,
        testResult: '12 s on the left leg, 9 s on the right',
        performanceScore: null,
      }),
    );
    expect(baseline.goal).toMatchObject({ testCount: 1, scoredTestCount: 0 });
    expect(goalStatusOf(baseline.goal)).toBe('Not scored');
    // Other goals are untouched.
    const others = (await goalsOf(browser)).filter(
      (goal) => goal.id !== hang.id && goal.id !== balance.id,
    );
    expect(others.every((goal) => goal.testCount === 0 && goal.progressPercentage === '0')).toBe(
      true,
    );
  });

  it('keeps a test dated before the latest one in the history without rewinding the goal', async () => {
    const { browser } = await signedInBrowser(server().url);
    const [goal] = await goalsOf(browser);
    await json(
      await recordTest(browser, {
        goalId: goal!.id,
        testDate: TODAY,
        testResult: 'Latest',
        performanceScore: 80,
      }),
    );
    const late = await json<RecordedQuarterlyTest>(
      await recordTest(browser, {
        goalId: goal!.id,
        testDate: '2025-12-01',
        testResult: 'Entered late',
        performanceScore: 40,
      }),
    );
    expect(late.test.nextTestDate).toBe('2026-03-01');
    expect(late.goal).toMatchObject({
      currentAbility: 'Latest',
      progressPercentage: '80',
      nextTestDate: '2026-05-31',
      lastTestDate: TODAY,
      testCount: 2,
    });
    expect((await testsOf(browser, goal!.id)).map((test) => test.testResult)).toEqual([
      'Latest',
      'Entered late',
    ]);
  });

  it('records a test once for a repeated client id', async () => {
    const { browser } = await signedInBrowser(server().url);
    const [first, second] = await goalsOf(browser);
    const body = {
      clientId: randomUUID(),
      goalId: first!.id,
      testDate: TODAY,
      testResult: '12 reps',
      performanceScore: 60,
    };
    const once = await json<RecordedQuarterlyTest>(await recordTest(browser, body));
    const twice = await json<RecordedQuarterlyTest>(await recordTest(browser, body));
    expect(twice.test.id).toBe(once.test.id);
    expect(twice.goal).toMatchObject({ testCount: 1, progressPercentage: '60' });
    expect((await storedCounts()).tests).toBe(1);

    const elsewhere = await recordTest(browser, { ...body, goalId: second!.id });
    expect(elsewhere.status).toBe(409);
    expect((await storedCounts()).tests).toBe(1);
  });

  it.each([
    ['a blank result', { testResult: '' }, 400],
    ['a result of spaces', { testResult: '   ' }, 400],
    ['no result', { testResult: undefined }, 400],
    ['a score over 100', { performanceScore: 101 }, 400],
    ['a negative score', { performanceScore: -1 }, 400],
    ['a fractional score', { performanceScore: 72.5 }, 400],
    ['a score as text', { performanceScore: '80' }, 400],
    ['an impossible date', { testDate: '2026-02-30' }, 400],
    ['a date in the future', { testDate: '2099-01-01' }, 400],
    ['a malformed goal id', { goalId: 'dead-hang' }, 400],
    ['an unknown goal id', { goalId: randomUUID() }, 404],
    ['a malformed client id', { clientId: 'abc' }, 400],
    ['a result too long', { testResult: 'x'.repeat(501) }, 400],
  ])('refuses a test with %s and stores nothing', async (_name, change, status) => {
    const { browser } = await signedInBrowser(server().url);
    const [goal] = await goalsOf(browser);
    const response = await recordTest(browser, {
      goalId: goal!.id,
      testDate: TODAY,
      testResult: '45 s',
      ...change,
    });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
    expect((await storedCounts()).tests).toBe(0);
    expect((await goalsOf(browser))[0]).toEqual(goal);
  });

  it('says what was missing when the result is blank', async () => {
    const { browser } = await signedInBrowser(server().url);
    const [goal] = await goalsOf(browser);
    const response = await recordTest(browser, {
      goalId: goal!.id,
      testDate: TODAY,
      testResult: ' ',
    });
    const body = (await response.json()) as { issues: Array<{ message: string }> };
    expect(body.issues.map((issue) => issue.message)).toContain(
      'Please describe your test performance.',
    );
  });

  it("edits a goal's words and keeps its progress and tests", async () => {
    const { browser } = await signedInBrowser(server().url);
    const [goal] = await goalsOf(browser);
    await json(
      await recordTest(browser, {
        goalId: goal!.id,
        testDate: TODAY,
        testResult: '1.5 miles in 41 min',
        performanceScore: 55,
      }),
    );
    const change = {
      activityName: 'Hike 3 miles in the Alps',
      testDescription: 'Hike 3 miles with 1,000 ft of climb; time it.',
      currentAbility: '3 miles in 95 min',
      targetAbility: 'Under 80 min',
    };
    const edited = await json<Goal>(
      await browser.api(`/api/goals/${goal!.id}`, { method: 'PUT', json: change }),
    );
    expect(edited).toMatchObject({
      ...change,
      id: goal!.id,
      position: 0,
      progressPercentage: '55',
      testCount: 1,
    });
    expect((await goalsOf(browser))[0]).toEqual(edited);

    for (const bad of [
      { ...change, activityName: '   ' },
      { ...change, targetAbility: 'x'.repeat(201) },
      { activityName: 'Only a name' },
    ]) {
      const response = await browser.api(`/api/goals/${goal!.id}`, { method: 'PUT', json: bad });
      expect(response.status).toBe(400);
    }
    for (const id of [randomUUID(), 'not-a-goal']) {
      const response = await browser.api(`/api/goals/${id}`, { method: 'PUT', json: change });
      expect(response.status).toBe(404);
    }
    expect((await goalsOf(browser))[0]).toEqual(edited);
  });

  it('customizes the decathlon: reorders, rewrites, replaces and removes with its tests', async () => {
    const { browser } = await signedInBrowser(server().url);
    const list = await goalsOf(browser);
    const [hike, floor] = list;
    await json(
      await recordTest(browser, {
        goalId: floor!.id,
        testDate: TODAY,
        testResult: '8/10',
        performanceScore: 80,
      }),
    );
    await json(
      await recordTest(browser, {
        goalId: hike!.id,
        testDate: TODAY,
        testResult: '38 min',
        performanceScore: 70,
      }),
    );

    const custom = asCustom(list);
    // Floor first, the hike dropped for a swim, the jar rewritten.
    const [first, second, ...rest] = custom;
    const swim = {
      activityName: 'Swim 400 m',
      testDescription: 'Swim 400 m freestyle in a pool; time it.',
      targetAbility: 'Under 9 min',
    };
    const next = [second!, swim, ...rest].map((goal) =>
      goal.activityName === 'Open a jar' ? { ...goal, targetAbility: '55 kg each hand' } : goal,
    );
    expect(first!.id).toBe(hike!.id);
    const saved = await json<Goal[]>(await customize(browser, next, '2026-03-05'));
    expect(saved).toHaveLength(10);
    expect(saved.map((goal) => goal.activityName)).toEqual(next.map((goal) => goal.activityName));
    expect(saved.map((goal) => goal.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(saved[0]).toMatchObject({
      id: floor!.id,
      progressPercentage: '80',
      currentAbility: '8/10',
      testCount: 1,
    });
    expect(saved[1]).toMatchObject({
      ...swim,
      currentAbility: 'Not tested yet',
      progressPercentage: '0',
      nextTestDate: '2026-03-05',
      testCount: 0,
    });
    expect(saved.find((goal) => goal.activityName === 'Open a jar')?.targetAbility).toBe(
      '55 kg each hand',
    );
    expect(saved.map((goal) => goal.id)).not.toContain(hike!.id);
    // The removed goal's test went with it; the kept goal's stayed.
    expect(await storedCounts()).toEqual({ goals: 10, tests: 1 });
    expect((await browser.api(`/api/goals/${hike!.id}/tests`)).status).toBe(404);
    expect(await goalsOf(browser)).toEqual(saved);

    // The same list again changes nothing.
    const again = await json<Goal[]>(await customize(browser, asCustom(saved)));
    expect(again).toEqual(saved);
  });

  it('refuses a decathlon of other than ten events, and repeats, and changes nothing', async () => {
    const { browser } = await signedInBrowser(server().url);
    const list = asCustom(await goalsOf(browser));
    const extra = {
      activityName: 'Row 2 km',
      testDescription: 'Row 2 km; time it.',
      targetAbility: '8 min',
    };
    for (const wrong of [list.slice(0, 9), [...list, extra], []]) {
      const response = await customize(browser, wrong);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { issues: Array<{ message: string }> };
      expect(body.issues.map((issue) => issue.message)).toContain('A decathlon has ten events');
    }
    const twice = [...list.slice(0, 9), list[0]!];
    expect((await customize(browser, twice)).status).toBe(400);
    const blank = list.map((goal, index) => (index === 2 ? { ...goal, targetAbility: ' ' } : goal));
    expect((await customize(browser, blank)).status).toBe(400);
    const unknown = [...list.slice(0, 9), { ...extra, id: randomUUID() }];
    expect((await customize(browser, unknown)).status).toBe(404);
    expect((await goalsOf(browser)).map((goal) => goal.activityName)).toEqual(
      DEFAULT_DECATHLON.map((event) => event.activityName),
    );
    expect((await storedCounts()).goals).toBe(10);
  });

  it("never shows or changes another user's goals or tests", async () => {
    const owner = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    const ownerGoals = await goalsOf(owner.browser);
    const goal = ownerGoals[0]!;
    await json(
      await recordTest(owner.browser, {
        goalId: goal.id,
        testDate: TODAY,
        testResult: '40 min',
        performanceScore: 50,
      }),
    );
    const theirGoals = await goalsOf(other.browser);
    expect(theirGoals.map((g) => g.id)).not.toContain(goal.id);

    expect((await other.browser.api(`/api/goals/${goal.id}/tests`)).status).toBe(404);
    const edit = await other.browser.api(`/api/goals/${goal.id}`, {
      method: 'PUT',
      json: {
        activityName: 'Taken',
        testDescription: 'Taken',
        currentAbility: 'Taken',
        targetAbility: 'Taken',
      },
    });
    expect(edit.status).toBe(404);
    const test = await recordTest(other.browser, {
      goalId: goal.id,
      testDate: TODAY,
      testResult: 'Not mine',
    });
    expect(test.status).toBe(404);
    // Naming the owner's goal in a customized list neither adopts nor deletes it.
    const takeover = [...asCustom(theirGoals).slice(0, 9), { ...asCustom(ownerGoals)[0]! }];
    expect((await customize(other.browser, takeover)).status).toBe(404);

    expect(await goalsOf(owner.browser)).toEqual(
      ownerGoals.map((g) =>
        g.id === goal.id
          ? {
              ...g,
              currentAbility: '40 min',
              progressPercentage: '50',
              nextTestDate: '2026-05-31',
              lastTestDate: TODAY,
              testCount: 1,
              scoredTestCount: 1,
            }
          : g,
      ),
    );
    expect(await testsOf(owner.browser, goal.id)).toHaveLength(1);
    expect(await goalsOf(other.browser)).toEqual(theirGoals);
    expect((await storedCounts()).goals).toBe(20);
  });

  it("reads the default decathlon in a kg user's unit and the spec's words to an lb user", async () => {
    const kg = await signedInBrowser(server().url);
    const lb = await signedInBrowser(server().url);
    await chooseUnits(kg.browser, 'kg');
    await chooseUnits(lb.browser, 'lb');

    const kgGoals = await goalsOf(kg.browser);
    expect(wordsOf(kgGoals)).toEqual(DEFAULT_DECATHLON_METRIC);
    expect(kgGoals[2]).toMatchObject({
      activityName: 'Lift a 14 kg child from the floor',
      testDescription: expect.stringContaining('Pick a 14 kg sandbag or kettlebell'),
      targetAbility: '15 clean reps in a row',
    });
    expect(kgGoals[0]).toMatchObject({
      activityName: 'Hike 2.5 km on a hilly trail',
      targetAbility: 'Under 35 min with a 7 kg pack',
    });
    expect(kgGoals[4]!.targetAbility).toBe('10 clean reps with 14 kg');
    expect(JSON.stringify(wordsOf(kgGoals))).not.toMatch(/\b(lbs?|miles?|ft)\b/);
    // The lb user reads the spec's words exactly.
    expect(wordsOf(await goalsOf(lb.browser))).toEqual(DEFAULT_DECATHLON);
    // Both are stored in the spec's words: no stored text changed meaning.
    expect(await storedWords(await userIdOf(kg.browser))).toEqual(DEFAULT_DECATHLON);
    expect(await storedWords(await userIdOf(lb.browser))).toEqual(DEFAULT_DECATHLON);
  });

  it('switches the default goals with the unit, losslessly, and keeps his own words and results', async () => {
    const { browser } = await signedInBrowser(server().url);
    const userId = await userIdOf(browser);
    await chooseUnits(browser, 'kg');
    const list = await goalsOf(browser);
    const suitcase = list[4]!;
    const child = list[2]!;

    // A test in his words, with its own unit: kept as written in the result and the goal.
    const recorded = await json<RecordedQuarterlyTest>(
      await recordTest(browser, {
        goalId: child.id,
        testDate: TODAY,
        testResult: '12 reps with 30 lb',
        performanceScore: 80,
      }),
    );
    expect(recorded.goal).toMatchObject({
      activityName: 'Lift a 14 kg child from the floor',
      currentAbility: '12 reps with 30 lb',
    });
    expect(recorded.test.testResult).toBe('12 reps with 30 lb');

    // Edit: the kg words sent back unchanged stay the default; his new target stays his.
    const edited = await json<Goal>(
      await browser.api(`/api/goals/${suitcase.id}`, {
        method: 'PUT',
        json: {
          activityName: suitcase.activityName,
          testDescription: suitcase.testDescription,
          currentAbility: suitcase.currentAbility,
          targetAbility: '12 clean reps with 15 kg',
        },
      }),
    );
    expect(edited).toMatchObject({
      activityName: 'Lift a suitcase overhead',
      testDescription: DEFAULT_DECATHLON_METRIC[4]!.testDescription,
      targetAbility: '12 clean reps with 15 kg',
    });
    expect((await storedWords(userId))[4]).toEqual({
      ...DEFAULT_DECATHLON[4],
      targetAbility: '12 clean reps with 15 kg',
    });

    // Customize, saved unchanged in kg: nothing stored changes.
    const saved = await json<Goal[]>(await customize(browser, asCustom(await goalsOf(browser))));
    expect(saved).toEqual(await goalsOf(browser));
    const expectedStored = DEFAULT_DECATHLON.map((event, index) =>
      index === 4 ? { ...event, targetAbility: '12 clean reps with 15 kg' } : event,
    );
    expect(await storedWords(userId)).toEqual(expectedStored);

    // lb: the spec's words again, exactly; his own target and result as he wrote them.
    await chooseUnits(browser, 'lb');
    const inLb = await goalsOf(browser);
    expect(wordsOf(inLb)).toEqual(expectedStored);
    expect(inLb[2]!.currentAbility).toBe('12 reps with 30 lb');
    expect((await testsOf(browser, child.id))[0]!.testResult).toBe('12 reps with 30 lb');

    // And kg again: what it was.
    await chooseUnits(browser, 'kg');
    expect(await goalsOf(browser)).toEqual(saved);
    expect(await storedWords(userId)).toEqual(expectedStored);
  });

  it("reads a kg user's new event written in kg as he wrote it, in either unit", async () => {
    const { browser } = await signedInBrowser(server().url);
    await chooseUnits(browser, 'kg');
    const list = asCustom(await goalsOf(browser));
    const row = {
      activityName: 'Row 2 km',
      testDescription: 'Row 2 km on an erg; time it.',
      targetAbility: 'Under 8 min',
    };
    // The hike (in km) dropped for the row; the child put back by an lb spelling of it.
    const next = [
      row,
      ...list
        .slice(1)
        .map((goal, index) =>
          index === 1 ? { ...goal, ...DEFAULT_DECATHLON[2]!, id: goal.id } : goal,
        ),
    ];
    const saved = await json<Goal[]>(await customize(browser, next));
    expect(saved[0]).toMatchObject(row);
    expect(saved[2]!.activityName).toBe('Lift a 14 kg child from the floor');
    await chooseUnits(browser, 'lb');
    const inLb = await goalsOf(browser);
    expect(inLb[0]).toMatchObject(row);
    expect(inLb[2]!.activityName).toBe('Lift a 30 lb child from the floor');
  });

  it("switching one user's unit leaves another user's goals as they were", async () => {
    const kg = await signedInBrowser(server().url);
    const lb = await signedInBrowser(server().url);
    const lbBefore = await goalsOf(lb.browser);
    await goalsOf(kg.browser);
    await chooseUnits(kg.browser, 'kg');
    expect(wordsOf(await goalsOf(kg.browser))).toEqual(DEFAULT_DECATHLON_METRIC);
    expect(await goalsOf(lb.browser)).toEqual(lbBefore);
    expect(wordsOf(lbBefore)).toEqual(DEFAULT_DECATHLON);
  });

  it('requires a session for every goals route', async () => {
    const anonymous = new TestBrowser(server().url);
    const id = randomUUID();
    for (const [path, method] of [
      ['/api/goals/centenarian', 'GET'],
      ['/api/goals/centenarian', 'PUT'],
      ['/api/goals/quarterly-test', 'POST'],
      [`/api/goals/${id}`, 'PUT'],
      [`/api/goals/${id}/tests`, 'GET'],
    ] as const) {
      const response = await anonymous.api(path, {
        method,
        json: method === 'GET' ? undefined : {},
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await storedCounts()).goals).toBe(0);
  });
});
