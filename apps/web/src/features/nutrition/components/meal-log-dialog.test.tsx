import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PHOTO_NEEDS_AI_PROVIDER, type LeapEntry } from '@grandfit/shared/schemas/nutrition.ts';
import { getToastState, resetToasts } from '../../../components/ui/use-toast.ts';
import { AUTH_USER_URL } from '../../../lib/auth-user.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { getLeapListQueryOptions } from '../api/get-leap-list.ts';
import { MealLogDialog } from './meal-log-dialog.tsx';

type Answer = (init: RequestInit | undefined) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const leapList: LeapEntry[] = [
  { id: 'e1', name: 'Eggs', category: 'green', foodId: null, updatedAt: '2025-08-03T00:00:00Z' },
  { id: 'e2', name: 'Tomato', category: 'red', foodId: null, updatedAt: '2025-08-03T00:00:00Z' },
];

function setup(writes: Record<string, Answer> = {}) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/food/leap-list') {
      return Promise.resolve(json(leapList));
    }
    if (method === 'GET' && url.pathname === '/api/food/search') {
      return Promise.resolve(json({ foods: [] }));
    }
    const answer = writes[`${method} ${url.pathname}`];
    return Promise.resolve(answer ? answer(init) : json({ message: 'Not Found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  client.setQueryData([AUTH_USER_URL], { id: 'u1' });
  // The user's LEAP list, cached as the Nutrition screen leaves it.
  client.setQueryData(getLeapListQueryOptions().queryKey, leapList);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MealLogDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const writesSent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
      .map(([input, init]) => ({
        url: String(input),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      }));
  return { fetchMock, writesSent, onOpenChange };
}

const button = (name: string) => screen.getByRole('button', { name });
const lastToast = () => getToastState().toasts[0];

function typeMeal(text: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Type/ }));
  const box = screen.getByLabelText('What did you eat?');
  expect(button('Continue')).toHaveProperty('disabled', true);
  fireEvent.change(box, { target: { value: '   ' } });
  expect(button('Continue')).toHaveProperty('disabled', true);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(button('Continue'));
}

beforeEach(() => {
  resetToasts();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('MealLogDialog', () => {
  it('logs typed foods without an identify call, with categories from the LEAP list', async () => {
    const { writesSent, onOpenChange } = setup({
      'POST /api/food/log-meal': () => json({ id: 'm1' }),
    });
    typeMeal('eggs, tomatoes, dragon fruit');

    const foods = await screen.findByRole('list', { name: 'Identified foods' });
    const rows = within(foods).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^eggs95% confidenceGreen/),
      expect.stringMatching(/^tomatoes95% confidenceRed/),
      expect.stringMatching(/^dragon fruit95% confidenceUntested/),
    ]);
    expect(writesSent()).toEqual([]);

    fireEvent.click(button('Remove tomatoes'));
    expect(within(foods).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(button('Continue'));

    // Details: saving needs a meal type.
    expect(button('Save Meal')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Lunch' }));
    fireEvent.change(screen.getByLabelText(/Location/), { target: { value: 'Office' } });
    fireEvent.click(button('Save Meal'));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(lastToast()).toMatchObject({ title: 'Meal Logged' });
    const [sent] = writesSent();
    expect(sent?.url).toBe('/api/food/log-meal');
    expect(sent?.body).toMatchObject({
      mealType: 'lunch',
      foods: ['eggs', 'dragon fruit'],
      inputType: 'text',
      rawInput: 'eggs, tomatoes, dragon fruit',
      location: 'Office',
      notes: null,
    });
    expect(sent?.body.clientId).toMatch(/^[0-9a-f-]{36}$/);
    // Reset for the next meal.
    expect(screen.getByRole('button', { name: /^Type/ })).toBeTruthy();
  });

  it('goes back a step at a time', async () => {
    setup();
    typeMeal('eggs');
    await screen.findByRole('list', { name: 'Identified foods' });
    fireEvent.click(button('Continue'));
    expect(screen.getByText('Meal type')).toBeTruthy();
    fireEvent.click(button('Back'));
    expect(screen.getByRole('list', { name: 'Identified foods' })).toBeTruthy();
    fireEvent.click(button('Back'));
    expect((screen.getByLabelText('What did you eat?') as HTMLTextAreaElement).value).toBe('eggs');
    fireEvent.click(button('Back'));
    expect(screen.getByRole('list', { name: 'Ways to log a meal' })).toBeTruthy();
  });

  it('shows the toast of docs/product.md#meal-logging when the meal cannot be logged, and stays open', async () => {
    const { onOpenChange } = setup({
      'POST /api/food/log-meal': () => json({ message: 'Add at least one food' }, 400),
    });
    typeMeal('eggs');
    await screen.findByRole('list', { name: 'Identified foods' });
    fireEvent.click(button('Continue'));
    fireEvent.click(screen.getByRole('radio', { name: 'Snack' }));
    fireEvent.click(button('Save Meal'));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Logging Failed',
        description: 'Could not log meal. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends spoken text to identify-voice and shows the toast of docs/product.md#meal-logging when it fails', async () => {
    const { writesSent } = setup({
      'POST /api/food/identify-voice': () => json({ message: 'boom' }, 500),
    });
    fireEvent.click(screen.getByRole('button', { name: /^Voice/ }));
    // jsdom has no speech recognition: the text box is the way in.
    expect(screen.getByText(/Voice input isn.t available in this browser/)).toBeTruthy();
    expect(button('Identify Foods')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Describe your meal'), {
      target: { value: 'two eggs and a cup of blueberries' },
    });
    fireEvent.click(button('Identify Foods'));
    expect(screen.getByRole('status').textContent).toContain('Identifying foods...');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Identification Failed',
        description: 'Could not identify foods. Please try again.',
      }),
    );
    expect(writesSent()[0]).toEqual({
      url: '/api/food/identify-voice',
      body: { audioText: 'two eggs and a cup of blueberries' },
    });
    expect(button('Identify Foods')).toHaveProperty('disabled', false);
  });

  it('says photos need an AI provider before one is chosen, and offers voice or typing', async () => {
    const { fetchMock } = setup({
      'GET /api/food/capabilities': () => json({ photoIdentification: false }),
    });
    const photo = await screen.findByRole('button', {
      name: /^Photo\s*Needs an AI provider this server does not have/,
    });
    fireEvent.click(photo);
    expect(screen.getByText(PHOTO_NEEDS_AI_PROVIDER)).toBeTruthy();
    // Nothing to choose and nothing sent: the notice comes before any photo.
    expect(screen.queryByLabelText('Choose a photo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Identify Foods' })).toBeNull();
    fireEvent.click(button('Type It'));
    expect(screen.getByLabelText('What did you eat?')).toBeTruthy();
    fireEvent.click(button('Back'));
    fireEvent.click(screen.getByRole('button', { name: /^Photo/ }));
    fireEvent.click(button('Use Voice'));
    expect(screen.getByLabelText('Describe your meal')).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
    expect(posts).toEqual([]);
  });

  it('offers the photo chooser where the server can identify photos', async () => {
    const { fetchMock } = setup({
      'GET /api/food/capabilities': () => json({ photoIdentification: true }),
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/food/capabilities',
      ),
    );
    await screen.findByRole('button', { name: /^Photo\s*Snap or pick a photo of your plate/ });
    fireEvent.click(screen.getByRole('button', { name: /^Photo/ }));
    expect(screen.getByLabelText('Choose a photo')).toBeTruthy();
    expect(screen.queryByText(PHOTO_NEEDS_AI_PROVIDER)).toBeNull();
  });
});
