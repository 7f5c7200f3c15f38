import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';
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
});
