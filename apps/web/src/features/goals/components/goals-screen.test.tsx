import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import {
  DEFAULT_DECATHLON,
  DEFAULT_DECATHLON_METRIC,
} from '@grandfit/shared/domain/goals/default-goals.ts';
import type { Goal, QuarterlyTestRecord } from '@grandfit/shared/schemas/goals.ts';
import { getToastState, resetToasts } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { goalsFixture } from '../test/fixtures.ts';
import { GoalsScreen } from './goals-screen.tsx';

const today = toLocalIsoDate(new Date());

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

type Answer = Response | ((init: RequestInit | undefined) => Response);

/** A fetch stub: GET of the list answers `goals`; writes answer what `writes` gives by path. */
function setup(goals: Goal[], writes: Record<string, Answer> = {}) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/goals/centenarian') {
      return Promise.resolve(new Response(JSON.stringify(goals), { status: 200 }));
    }
    const answer = writes[`${method} ${url.pathname}`];
    if (!answer) return Promise.resolve(new Response('Not Found', { status: 404 }));
    return Promise.resolve(typeof answer === 'function' ? answer(init) : answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <GoalsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const writesSent = () =>
    fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
  return { fetchMock, writesSent };
}

const lastToast = () => getToastState().toasts[0];

const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });
/** The settings answer of a user who reads weights in `units`. */
const settingsIn = (units: 'kg' | 'lb') => ({ 'GET /api/user/settings': json({ units }) });

const cardNamed = async (name: string) =>
  screen.findByRole('article', { name: (accessible) => accessible === name });

describe('GoalsScreen', () => {
  it('lists the ten goals with current vs target, progress, status and the next test', async () => {
    const goals = goalsFixture(today).map((goal, i) =>
      i === 1
        ? {
            ...goal,
            currentAbility: '8/10',
            progressPercentage: '75',
            testCount: 1,
            nextTestDate: '2099-05-31',
          }
        : i === 2
          ? { ...goal, progressPercentage: '92', testCount: 1, nextTestDate: '2099-05-31' }
          : goal,
    );
    setup(goals);
    const list = await screen.findByRole('list', { name: 'Decathlon goals' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(
      screen.getByText((_, element) =>
        element?.tagName === 'P'
          ? element.textContent === 'Quarterly Testing: test your progress every 3 months'
          : false,
      ),
    ).toBeTruthy();

    const floor = cards[1]!;
    expect(within(floor).getByText('8/10')).toBeTruthy();
    expect(within(floor).getByText(goals[1]!.targetAbility)).toBeTruthy();
    expect(within(floor).getByText('On Track')).toBeTruthy();
    expect(within(floor).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(within(floor).getByText('Next test May 31, 2099')).toBeTruthy();
    expect(within(cards[0]!).getByText('Not tested')).toBeTruthy();
    expect(within(cards[0]!).getByText('Baseline test due')).toBeTruthy();
    expect(within(cards[2]!).getByText('Achieved')).toBeTruthy();
    // The goals reached: the cards labelled Achieved.
    expect(screen.getByText('1 of 10 goals achieved')).toBeTruthy();
    expect(screen.getByText('8 of 10 tests are due now.')).toBeTruthy();
  });

  it('reads a goal tested only in words as Not scored, with no percentage', async () => {
    const goals = goalsFixture(today).map((goal, i) =>
      i === 5
        ? {
            ...goal,
            currentAbility: '12 s on the left leg',
            testCount: 1,
            scoredTestCount: 0,
            nextTestDate: '2099-05-31',
          }
        : goal,
    );
    setup(goals);
    const list = await screen.findByRole('list', { name: 'Decathlon goals' });
    const balance = within(list).getAllByRole('article')[5]!;
    expect(within(balance).getByText('Not scored')).toBeTruthy();
    expect(within(balance).queryByText('Priority')).toBeNull();
    expect(within(balance).getByText('—')).toBeTruthy();
    expect(within(balance).queryByText('0%')).toBeNull();
  });

  it('asks for a result with a toast and sends nothing when it is blank', async () => {
    const { writesSent } = setup(goalsFixture(today));
    fireEvent.click(await screen.findByRole('button', { name: 'Test Dead hang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quarterly Test' });
    fireEvent.change(within(dialog).getByLabelText('Test result'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Test' }));
    expect(lastToast()).toMatchObject({
      title: 'Missing test result',
      description: 'Please describe your test performance.',
      variant: 'destructive',
    });
    expect(writesSent()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Quarterly Test' })).toBeTruthy();
  });

  it('records a test with the score as a number, then says so and closes', async () => {
    const goals = goalsFixture(today);
    const recorded = (init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return new Response(JSON.stringify({ test: body, goal: goals[9] }), { status: 200 });
    };
    const { writesSent } = setup(goals, { 'POST /api/goals/quarterly-test': recorded });
    fireEvent.click(await screen.findByRole('button', { name: 'Test Dead hang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quarterly Test' });
    expect((within(dialog).getByLabelText('Test date') as HTMLInputElement).value).toBe(today);
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Target met' }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Test result'), {
      target: { value: 'Hung for 48 s' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Performance score/), {
      target: { value: '40' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Test' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastToast()).toMatchObject({
      title: 'Test recorded!',
      description: 'Your quarterly assessment has been saved successfully.',
    });
    const [[url, init]] = writesSent() as [[string, RequestInit]];
    expect(url).toBe('/api/goals/quarterly-test');
    expect(JSON.parse(String(init.body))).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      goalId: goals[9]!.id,
      testDate: today,
      plannedDate: today,
      testResult: 'Hung for 48 s',
      targetMet: false,
      notes: null,
      performanceScore: 40,
    });
  });

  it("shows the server's words when the test is refused", async () => {
    setup(goalsFixture(today), {
      'POST /api/goals/quarterly-test': new Response('{"message":"Goal not found"}', {
        status: 404,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Test Dead hang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quarterly Test' });
    fireEvent.change(within(dialog).getByLabelText('Test result'), { target: { value: '30 s' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Test' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error recording test',
        description: 'Goal not found',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Quarterly Test' })).toBeTruthy();
  });

  it('shows an out-of-range score under its field and sends nothing', async () => {
    const { writesSent } = setup(goalsFixture(today));
    fireEvent.click(await screen.findByRole('button', { name: 'Test Dead hang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quarterly Test' });
    fireEvent.change(within(dialog).getByLabelText('Test result'), { target: { value: '30 s' } });
    fireEvent.change(within(dialog).getByLabelText(/Performance score/), {
      target: { value: '120' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Test' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 100')).toBeTruthy();
    expect(writesSent()).toEqual([]);
  });

  it('customizes: reorders with the arrows, replaces an event and saves only with ten', async () => {
    const goals = goalsFixture(today);
    goals[0] = { ...goals[0]!, testCount: 2 };
    const { writesSent } = setup(goals, {
      'PUT /api/goals/centenarian': (init) =>
        new Response(JSON.stringify(goals), { status: 200, headers: { x: String(init?.method) } }),
    });
    await screen.findByRole('list', { name: 'Decathlon goals' });
    fireEvent.click(screen.getByRole('button', { name: 'Customize My Decathlon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize My Decathlon' });
    const save = within(dialog).getByRole('button', { name: 'Save Decathlon' });
    expect(within(dialog).getByText('10 of 10 events')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Dead hang up' }));
    // The hike has tests: removing it asks first.
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Remove Hike 1.5 miles on a hilly trail' }),
    );
    const confirm = within(dialog).getByRole('alert');
    expect(confirm.textContent).toContain('Its 2 recorded tests will be deleted when you save.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove with tests' }));
    expect(
      within(dialog).getByText(/A decathlon has ten events: add 1 more to save\./),
    ).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add an Event' }));
    fireEvent.click(save);
    expect(writesSent()).toEqual([]);
    expect(await within(dialog).findByText('Activity is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Activity'), {
      target: { value: 'Swim 400 m' },
    });
    fireEvent.change(within(dialog).getByLabelText('How to test it'), {
      target: { value: 'Swim 400 m freestyle; time it.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Target'), { target: { value: 'Under 9 min' } });
    fireEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[url, init]] = writesSent() as [[string, RequestInit]];
    expect(url).toBe(`/api/goals/centenarian?date=${today}`);
    const sent = JSON.parse(String(init.body)) as {
      goals: Array<{ id?: string; activityName: string }>;
    };
    expect(sent.goals.map((goal) => goal.activityName)).toEqual([
      ...goals.slice(1, 8).map((goal) => goal.activityName),
      'Dead hang',
      'Skip rope',
      'Swim 400 m',
    ]);
    expect(sent.goals[9]).toEqual({
      activityName: 'Swim 400 m',
      testDescription: 'Swim 400 m freestyle; time it.',
      targetAbility: 'Under 9 min',
    });
    expect(sent.goals[7]?.id).toBe(goals[9]!.id);
    expect(lastToast()).toMatchObject({ title: 'Decathlon saved' });
  });

  describe("in the user's unit (decision 090)", () => {
    it('shows a kg user the default goals in kg and km, and his results with their conversion', async () => {
      const goals = goalsFixture(today, 'kg');
      goals[2] = {
        ...goals[2]!,
        currentAbility: '12 reps with 30 lb',
        progressPercentage: '80',
        testCount: 1,
      };
      const tests: QuarterlyTestRecord[] = [
        {
          id: 't1',
          goalId: goals[2]!.id,
          clientId: null,
          testDate: today,
          plannedDate: today,
          testResult: '12 reps with 30 lb',
          targetMet: false,
          notes: null,
          performanceScore: 80,
          nextTestDate: '2099-01-01',
          createdAt: new Date().toISOString(),
        },
      ];
      setup(goals, {
        ...settingsIn('kg'),
        [`GET /api/goals/${goals[2]!.id}/tests`]: json(tests),
      });
      const child = await cardNamed('Lift a 14 kg child from the floor');
      await within(child).findByText('12 reps with 30 lb (13.6 kg)');
      expect(within(child).getByText('15 clean reps in a row')).toBeTruthy();
      const hike = await cardNamed('Hike 2.5 km on a hilly trail');
      expect(within(hike).getByText('Under 35 min with a 7 kg pack')).toBeTruthy();
      const suitcase = await cardNamed('Lift a suitcase overhead');
      expect(within(suitcase).getByText('10 clean reps with 14 kg')).toBeTruthy();
      const list = screen.getByRole('list', { name: 'Decathlon goals' });
      expect(list.textContent).not.toMatch(/\b(lbs?|miles?)\b(?! \()/);

      fireEvent.click(within(child).getByRole('button', { name: /test history/ }));
      const history = await screen.findByRole('dialog', { name: 'Test History' });
      expect(await within(history).findByText('12 reps with 30 lb (13.6 kg)')).toBeTruthy();
      expect(within(history).getByText('Target: 15 clean reps in a row')).toBeTruthy();
      fireEvent.keyDown(history, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      fireEvent.click(within(child).getByRole('button', { name: /^Test Lift/ }));
      const test = await screen.findByRole('dialog', { name: 'Quarterly Test' });
      expect(within(test).getByText(DEFAULT_DECATHLON_METRIC[2]!.testDescription)).toBeTruthy();
      expect(within(test).getByText('12 reps with 30 lb (13.6 kg)')).toBeTruthy();
    });

    it("keeps the spec's words for an lb user, and shows a result in kg converted", async () => {
      const goals = goalsFixture(today, 'lb');
      goals[4] = { ...goals[4]!, currentAbility: '8 reps with 14 kg', testCount: 1 };
      setup(goals, settingsIn('lb'));
      const list = await screen.findByRole('list', { name: 'Decathlon goals' });
      await waitFor(() =>
        expect(within(list).getByText('8 reps with 14 kg (30.9 lb)')).toBeTruthy(),
      );
      const names = within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
      expect(names).toEqual(DEFAULT_DECATHLON.map((event) => event.activityName));
      expect(within(list).getByText('10 clean reps with 30 lb')).toBeTruthy();
    });

    it("edits a kg user's goal from the words he reads", async () => {
      const goals = goalsFixture(today, 'kg');
      const edited = (init: RequestInit | undefined) =>
        new Response(JSON.stringify({ ...goals[4], ...JSON.parse(String(init?.body)) }), {
          status: 200,
        });
      const { writesSent } = setup(goals, {
        ...settingsIn('kg'),
        [`PUT /api/goals/${goals[4]!.id}`]: edited,
      });
      const suitcase = await cardNamed('Lift a suitcase overhead');
      await within(suitcase).findByText('10 clean reps with 14 kg');
      fireEvent.click(
        within(suitcase).getByRole('button', { name: 'Edit Lift a suitcase overhead' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Edit Goal' });
      expect((within(dialog).getByLabelText('Target') as HTMLInputElement).value).toBe(
        '10 clean reps with 14 kg',
      );
      fireEvent.change(within(dialog).getByLabelText('Target'), {
        target: { value: '12 clean reps with 14 kg' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Goal' }));
      await waitFor(() => expect(writesSent()).toHaveLength(1));
      const [[, init]] = writesSent() as [[string, RequestInit]];
      expect(JSON.parse(String(init.body))).toEqual({
        activityName: 'Lift a suitcase overhead',
        testDescription: DEFAULT_DECATHLON_METRIC[4]!.testDescription,
        currentAbility: 'Not tested yet',
        targetAbility: '12 clean reps with 14 kg',
      });
    });

    it('offers a removed classic back in kg to a kg user', async () => {
      setup(goalsFixture(today, 'kg'), settingsIn('kg'));
      await cardNamed('Lift a 14 kg child from the floor');
      fireEvent.click(screen.getByRole('button', { name: 'Customize My Decathlon' }));
      const dialog = await screen.findByRole('dialog', { name: 'Customize My Decathlon' });
      fireEvent.click(
        within(dialog).getByRole('button', { name: 'Remove Lift a 14 kg child from the floor' }),
      );
      expect(
        within(dialog).getByRole('button', { name: 'Lift a 14 kg child from the floor' }),
      ).toBeTruthy();
      expect(within(dialog).queryByText(/30 lb child/)).toBeNull();
    });
  });
});
