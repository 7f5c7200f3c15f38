import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { GeneratedMeal } from '@grandfit/shared/schemas/nutrition.ts';
import { getToastState, resetToasts } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AiMealDialog } from './ai-meal-dialog.tsx';

const meal: GeneratedMeal = {
  name: 'Lemon Salmon with Quinoa',
  description: 'Seared salmon over quinoa with spinach.',
  cookingTime: 25,
  leapCompliant: true,
  nutrition: { calories: 540, protein: 38, carbs: 42, fat: 22 },
  ingredients: ['150 g salmon', '1 cup cooked quinoa'],
  instructions: ['Cook the quinoa.', 'Sear the salmon.'],
  mealType: 'dinner',
  servings: 1,
  ingredientItems: [
    { foodId: '15076', name: 'Salmon', grams: 150, amount: '150 g', leapCategory: 'green' },
    { foodId: '20137', name: 'Quinoa', grams: 185, amount: '1 cup', leapCategory: 'green' },
  ],
  seed: 7,
  source: 'built-in',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function setup(generate: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/ai/generate-meal') return Promise.resolve(generate());
    if (path === '/api/food/recipes' && init?.method === 'POST') {
      return Promise.resolve(json({ ...meal, id: 'r1', clientId: null, savedAt: '' }));
    }
    return Promise.resolve(json([]));
  });
  vi.stubGlobal('fetch', fetchMock);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AiMealDialog open onOpenChange={onOpenChange} onOpenLeapList={vi.fn()} />
    </QueryClientProvider>,
  );
  const bodies = (path: string) =>
    fetchMock.mock.calls
      .filter(([input]) => String(input) === path)
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { bodies, onOpenChange };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('AiMealDialog', () => {
  it('has the defaults of docs/product.md#meal-generator and sends 30 minutes for a non-numeric cooking time', async () => {
    let answer!: (response: Response) => void;
    const { bodies } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect((screen.getByLabelText('Meal Type') as HTMLSelectElement).value).toBe('dinner');
    const time = screen.getByLabelText('Cooking Time (minutes)') as HTMLInputElement;
    expect([time.value, time.min, time.max]).toEqual(['30', '5', '120']);
    expect((screen.getByLabelText(/Preferences/) as HTMLTextAreaElement).rows).toBe(3);

    fireEvent.change(time, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Meal Type'), { target: { value: 'lunch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate LEAP Meal' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(bodies('/api/ai/generate-meal')).toEqual([
      {
        preferences: '',
        mealType: 'lunch',
        timeAvailable: 30,
        restrictions: [],
        allowYellow: false,
      },
    ]);
    answer(json(meal));
    expect(await screen.findByRole('heading', { name: meal.name })).toBeTruthy();
  });

  it('shows the result, goes back with Generate Another, and saves with Save & Close', async () => {
    const { bodies, onOpenChange } = setup(() => json(meal));
    fireEvent.click(screen.getByRole('button', { name: 'Generate LEAP Meal' }));
    await screen.findByRole('heading', { name: meal.name });
    expect(screen.getByText('LEAP Compliant')).toBeTruthy();
    expect(screen.getByText('25 min')).toBeTruthy();
    expect(screen.getByText('540 cal')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '150 g salmon',
      '1 cup cooked quinoa',
      'Cook the quinoa.',
      'Sear the salmon.',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'New Recipe' }));
    await waitFor(() => expect(bodies('/api/ai/generate-meal')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodies('/api/food/recipes')[0]).toMatchObject({
      recipe: {
        name: meal.name,
        cookingTime: 25,
        mealType: 'dinner',
        ingredientItems: [
          { foodId: '15076', grams: 150, amount: '150 g' },
          { foodId: '20137', grams: 185, amount: '1 cup' },
        ],
      },
    });
    expect(getToastState().toasts[0]?.title).toBe('Recipe Saved');
  });

  it('does not retry a failed generation and says why', async () => {
    const { bodies } = setup(() =>
      json({ message: 'Your LEAP list has no green foods yet.' }, 422),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate LEAP Meal' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your LEAP list has no green foods yet.',
    );
    expect(screen.getByRole('button', { name: 'Open My LEAP List' })).toBeTruthy();
    expect(bodies('/api/ai/generate-meal')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  });
});
