import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  canIdentify,
  canSave,
  initialWizardState,
  toLogMeal,
  wizardReducer,
  type FoodDraft,
  type WizardAction,
  type WizardState,
} from './meal-wizard.ts';

const run = (...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, initialWizardState);

const eggs: FoodDraft = { name: 'eggs', confidence: 0.95, leapCategory: 'green' };
const salmon: FoodDraft = {
  name: 'Salmon, atlantic, raw',
  confidence: 0.9,
  leapCategory: 'untested',
  foodId: '15076',
  grams: 150,
};

const identified: WizardAction = {
  type: 'identified',
  foods: [eggs, salmon],
  inputType: 'text',
  rawInput: 'eggs, salmon',
};

describe('meal logging wizard (docs/product.md#meal-logging)', () => {
  it('starts on the input step with nothing chosen', () => {
    expect(initialWizardState).toMatchObject({ step: 'input', method: null, foods: [] });
  });

  it('goes input, confirm, details, saved', () => {
    let state = run({ type: 'choose', method: 'text' }, { type: 'text', text: 'eggs, salmon' });
    expect(state.step).toBe('input');
    state = wizardReducer(state, identified);
    expect(state.step).toBe('confirm');
    expect(state.foods.map((food) => food.name)).toEqual(['eggs', 'Salmon, atlantic, raw']);
    state = wizardReducer(state, { type: 'to-details' });
    expect(state.step).toBe('details');
    state = wizardReducer(state, { type: 'saved' });
    expect(state.step).toBe('saved');
    expect(wizardReducer(state, { type: 'reset' })).toEqual(initialWizardState);
  });

  it('goes back one step at a time, keeping what was entered', () => {
    const details = run(
      { type: 'choose', method: 'text' },
      { type: 'text', text: 'eggs' },
      identified,
      { type: 'to-details' },
      { type: 'meal-type', mealType: 'lunch' },
    );
    const confirm = wizardReducer(details, { type: 'back' });
    expect(confirm).toMatchObject({ step: 'confirm', mealType: 'lunch' });
    const input = wizardReducer(confirm, { type: 'back' });
    expect(input).toMatchObject({ step: 'input', method: 'text', text: 'eggs' });
    expect(wizardReducer(input, { type: 'back' })).toMatchObject({ step: 'input', method: null });
  });

  it('does not go back while identifying', () => {
    const state = run(
      { type: 'choose', method: 'voice' },
      { type: 'processing', processing: true },
    );
    expect(wizardReducer(state, { type: 'back' })).toBe(state);
  });

  it('removes and adds foods on the confirm step, each with its own key', () => {
    let state = run(identified);
    const [first] = state.foods;
    state = wizardReducer(state, { type: 'remove-food', key: first!.key });
    expect(state.foods.map((food) => food.name)).toEqual(['Salmon, atlantic, raw']);
    state = wizardReducer(state, { type: 'add-food', food: eggs });
    state = wizardReducer(state, { type: 'add-food', food: eggs });
    expect(state.foods.map((food) => food.name)).toEqual(['Salmon, atlantic, raw', 'eggs', 'eggs']);
    expect(new Set(state.foods.map((food) => food.key)).size).toBe(3);
  });

  it('stays on confirm when every food was removed', () => {
    let state = run({ type: 'identified', foods: [eggs], inputType: 'text', rawInput: 'eggs' });
    state = wizardReducer(state, { type: 'remove-food', key: state.foods[0]!.key });
    expect(canConfirm(state)).toBe(false);
    expect(wizardReducer(state, { type: 'to-details' }).step).toBe('confirm');
  });

  it('takes the meal type of a recipe', () => {
    const state = run({
      type: 'identified',
      foods: [salmon],
      inputType: 'recipe',
      rawInput: 'Salmon bowl',
      recipeId: '6c0d3f2e-6c55-4c55-9a51-1b7cc3f4c001',
      mealType: 'dinner',
    });
    expect(state).toMatchObject({ mealType: 'dinner', inputType: 'recipe' });
  });
});

describe('disabled rules (docs/product.md#meal-logging)', () => {
  it('disables Identify/Continue while the text is empty or processing', () => {
    expect(canIdentify({ text: '', processing: false })).toBe(false);
    expect(canIdentify({ text: '   ', processing: false })).toBe(false);
    expect(canIdentify({ text: 'eggs', processing: true })).toBe(false);
    expect(canIdentify({ text: 'eggs', processing: false })).toBe(true);
  });

  it('needs at least one food and a meal type to save', () => {
    const withFoods = run(identified, { type: 'to-details' });
    expect(canSave(withFoods)).toBe(false);
    const typed = wizardReducer(withFoods, { type: 'meal-type', mealType: 'snack' });
    expect(canSave(typed)).toBe(true);
    expect(canSave(typed, true)).toBe(false);
    expect(canSave({ foods: [], mealType: 'snack' })).toBe(false);
  });
});

describe('toLogMeal', () => {
  it('builds the log-meal body (docs/product.md#nutrition-routes) with the client id and time', () => {
    const state = run(
      identified,
      { type: 'to-details' },
      { type: 'meal-type', mealType: 'breakfast' },
      { type: 'location', location: '  Home ' },
      { type: 'notes', notes: '' },
    );
    expect(toLogMeal(state, 'c1', '2025-08-03T08:00:00.000Z')).toEqual({
      clientId: 'c1',
      loggedAt: '2025-08-03T08:00:00.000Z',
      mealType: 'breakfast',
      foods: ['eggs', { name: 'Salmon, atlantic, raw', foodId: '15076', grams: 150 }],
      inputType: 'text',
      rawInput: 'eggs, salmon',
      location: 'Home',
      notes: null,
      recipeId: null,
    });
  });

  it('gives nothing without a meal type', () => {
    expect(toLogMeal(run(identified), 'c1', '2025-08-03T08:00:00.000Z')).toBeNull();
  });
});
