import type {
  IdentifiedFood,
  InputType,
  LeapCategory,
  LogMealInput,
  MealType,
} from '@grandfit/shared/schemas/nutrition.ts';

/**
 * The meal logging wizard (docs/product.md#meal-logging): input, then confirm, then details, then
 * saved.
 */
export type WizardStep = 'input' | 'confirm' | 'details' | 'saved';
/** How the user describes the meal on the input step; 'recipe' picks a saved recipe. */
export type InputMethod = Extract<InputType, 'photo' | 'voice' | 'text' | 'recipe'>;

export interface WizardFood {
  /** Stable React key: the same food may be listed twice (two eggs at breakfast). */
  key: number;
  name: string;
  foodId: string | null;
  grams: number | null;
  leapCategory: LeapCategory;
  /** Null when nothing measured it (a photo answer without one). */
  confidence: number | null;
}

export interface WizardState {
  step: WizardStep;
  /** null: the input step shows the choice of photo, voice, type or recipe. */
  method: InputMethod | null;
  /** What was typed or heard (voice and text). */
  text: string;
  processing: boolean;
  foods: WizardFood[];
  inputType: InputType;
  rawInput: string;
  recipeId: string | null;
  mealType: MealType | null;
  location: string;
  notes: string;
  nextKey: number;
}

export const initialWizardState: WizardState = {
  step: 'input',
  method: null,
  text: '',
  processing: false,
  foods: [],
  inputType: 'text',
  rawInput: '',
  recipeId: null,
  mealType: null,
  location: '',
  notes: '',
  nextKey: 1,
};

export type FoodDraft = Pick<IdentifiedFood, 'name' | 'confidence' | 'leapCategory'> & {
  foodId?: string | null;
  grams?: number | null;
};

export type WizardAction =
  | { type: 'choose'; method: InputMethod }
  | { type: 'text'; text: string }
  | { type: 'processing'; processing: boolean }
  | {
      type: 'identified';
      foods: readonly FoodDraft[];
      inputType: InputType;
      rawInput: string;
      recipeId?: string | null;
      mealType?: MealType | null;
    }
  | { type: 'add-food'; food: FoodDraft }
  | { type: 'remove-food'; key: number }
  | { type: 'to-details' }
  | { type: 'meal-type'; mealType: MealType }
  | { type: 'location'; location: string }
  | { type: 'notes'; notes: string }
  | { type: 'back' }
  | { type: 'saved' }
  | { type: 'reset' };

function toWizardFoods(foods: readonly FoodDraft[], firstKey: number): WizardFood[] {
  return foods.map((food, index) => ({
    key: firstKey + index,
    name: food.name,
    foodId: food.foodId ?? null,
    grams: food.grams ?? null,
    leapCategory: food.leapCategory,
    confidence: food.confidence,
  }));
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'choose':
      return { ...state, method: action.method };
    case 'text':
      return { ...state, text: action.text };
    case 'processing':
      return { ...state, processing: action.processing };
    case 'identified':
      return {
        ...state,
        step: 'confirm',
        processing: false,
        foods: toWizardFoods(action.foods, state.nextKey),
        nextKey: state.nextKey + action.foods.length,
        inputType: action.inputType,
        rawInput: action.rawInput,
        recipeId: action.recipeId ?? null,
        mealType: action.mealType ?? state.mealType,
      };
    case 'add-food':
      if (state.step !== 'confirm') return state;
      return {
        ...state,
        foods: [...state.foods, ...toWizardFoods([action.food], state.nextKey)],
        nextKey: state.nextKey + 1,
      };
    case 'remove-food':
      return { ...state, foods: state.foods.filter((food) => food.key !== action.key) };
    case 'to-details':
      return state.step === 'confirm' && state.foods.length > 0
        ? { ...state, step: 'details' }
        : state;
    case 'meal-type':
      return { ...state, mealType: action.mealType };
    case 'location':
      return { ...state, location: action.location };
    case 'notes':
      return { ...state, notes: action.notes };
    case 'back':
      // Back buttons return a step (docs/product.md#meal-logging). On the input step, back leaves
      // the chosen method.
      if (state.processing) return state;
      switch (state.step) {
        case 'details':
          return { ...state, step: 'confirm' };
        case 'confirm':
          return { ...state, step: 'input' };
        case 'input':
          return { ...state, method: null };
        case 'saved':
          return state;
      }
      return state;
    case 'saved':
      return { ...state, step: 'saved' };
    case 'reset':
      return initialWizardState;
  }
}

/**
 * Identify/Continue is disabled while the text is empty or processing
 * (docs/product.md#meal-logging).
 */
export function canIdentify(state: Pick<WizardState, 'text' | 'processing'>): boolean {
  return state.text.trim() !== '' && !state.processing;
}

/** The confirm step goes on only with at least one food. */
export function canConfirm(state: Pick<WizardState, 'foods'>): boolean {
  return state.foods.length > 0;
}

/** At least one food and a meal type to save (docs/product.md#meal-logging). */
export function canSave(state: Pick<WizardState, 'foods' | 'mealType'>, saving = false): boolean {
  return state.foods.length > 0 && state.mealType !== null && !saving;
}

/**
 * The log-meal body (docs/product.md#nutrition-routes: mealType, foods[], inputType, rawInput,
 * location, notes) with the client id the server upserts on and the time the meal was logged, so an
 * offline replay keeps both. A food matched to the food table goes with its id and grams (for the
 * nutrition), a typed one as its bare name.
 */
export function toLogMeal(
  state: WizardState,
  clientId: string,
  loggedAt: string,
): (LogMealInput & { clientId: string; loggedAt: string }) | null {
  if (!canSave(state) || state.mealType === null) return null;
  return {
    clientId,
    loggedAt,
    mealType: state.mealType,
    foods: state.foods.map((food) =>
      food.foodId || food.grams
        ? { name: food.name, foodId: food.foodId, grams: food.grams }
        : food.name,
    ),
    inputType: state.inputType,
    rawInput: state.rawInput.trim() || null,
    location: state.location.trim() || null,
    notes: state.notes.trim() || null,
    recipeId: state.recipeId,
  };
}
