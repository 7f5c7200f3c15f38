import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type {
  LogSymptomInput,
  MealSymptom,
  RecentMeal,
} from '@grandfit/shared/schemas/nutrition.ts';
import { resetToasts } from '../../../components/ui/use-toast.ts';
import { AUTH_USER_URL } from '../../../lib/auth-user.ts';
import { stopOutbox } from '../../../lib/outbox/outbox.ts';
import { freshIndexedDb, json, setOnLine } from '../../../lib/outbox/outbox-test-utils.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NutritionScreen } from './nutrition-screen.tsx';

const HOUR_MS = 3_600_000;
const lunchAt = new Date(Date.now() - 3 * HOUR_MS).toISOString();

function lunch(symptoms: MealSymptom[]): RecentMeal {
  return {
    id: '2a4a6a1c-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
    clientId: null,
    loggedAt: lunchAt,
    mealType: 'lunch',
    foods: ['Salmon', 'Tomato'],
    leapScore: 0.5,
    items: [
      { name: 'Salmon', foodId: null, grams: null, leapCategory: 'green' },
      { name: 'Tomato', foodId: null, grams: null, leapCategory: 'red' },
    ],
    nutrition: null,
    nutritionComplete: false,
    fibre: null,
    inputType: 'text',
    rawInput: 'salmon, tomato',
    location: null,
    notes: null,
    recipeId: null,
    symptoms,
  };
}

let stored: MealSymptom[];

beforeEach(() => {
  freshIndexedDb();
  setOnLine(true);
  resetToasts();
  stored = [];
  // The severity slider measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      if (url.pathname === AUTH_USER_URL) return json({ id: 'u1' });
      if (url.pathname === '/api/food/recent-meals') return json([lunch(stored)]);
      if (url.pathname === '/api/food/leap-list') return json([]);
      if (url.pathname === '/api/food/symptoms' && method === 'POST') {
        const body = JSON.parse(String(init.body)) as LogSymptomInput;
        const symptom = {
          id: `s${stored.length + 1}`,
          symptom: body.symptom,
          severity: body.severity,
          occurredAt: body.occurredAt,
        };
        stored.push(symptom);
        return json({ ...symptom, clientId: body.clientId, mealId: body.mealId, notes: null });
      }
      return json({ message: 'Not Found' }, 404);
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await stopOutbox();
});

function renderScreen() {
  const client = createQueryClient();
  client.setQueryData([AUTH_USER_URL], { id: 'u1' });
  render(
    <QueryClientProvider client={client}>
      <NutritionScreen />
    </QueryClientProvider>,
  );
}

describe('Recent Meals', () => {
  it('shows the symptoms logged for a meal on its card, under the food chips', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: /^Lunch/ });
    expect(within(card).queryByRole('list', { name: 'Symptoms' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Log Symptoms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Symptoms' });
    fireEvent.change(within(dialog).getByLabelText('Symptom'), { target: { value: 'Bloating' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Symptoms' }));

    const symptoms = await within(card).findByRole('list', { name: 'Symptoms' });
    const item = within(symptoms).getByRole('listitem');
    // Logged now, three hours after lunch, at the dialog's default severity.
    expect(item.textContent).toBe('Bloating 5/10 · 3 h after');
    // Below the foods: the card keeps the order of docs/product.md#nutrition-screen.
    const foods = within(card).getByRole('list', { name: 'Foods' });
    expect(foods.compareDocumentPosition(symptoms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a symptom logged offline on its meal, marked as waiting to sync', async () => {
    stored = [{ id: 's0', symptom: 'Headache', severity: 6, occurredAt: lunchAt }];
    renderScreen();
    const card = await screen.findByRole('article', { name: /^Lunch/ });
    await within(card).findByText('Headache');

    setOnLine(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Log Symptoms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Symptoms' });
    fireEvent.change(within(dialog).getByLabelText('Symptom'), { target: { value: 'Gas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Symptoms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const symptoms = within(card).getByRole('list', { name: 'Symptoms' });
    await waitFor(() => expect(within(symptoms).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(symptoms).getAllByRole('listitem');
    expect(first!.textContent).toBe('Headache 6/10 · 0 min after');
    expect(second!.textContent).toBe('Gas 5/10 · 3 h after');
    expect(within(second!).getByRole('img', { name: 'Waiting to sync' })).toBeTruthy();
  });
});
