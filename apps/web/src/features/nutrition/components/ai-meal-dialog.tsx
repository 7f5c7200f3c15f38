import { useId, useState, type FormEvent } from 'react';
import { Clock, Flame, Sparkles } from 'lucide-react';
import { MEAL_TYPES } from '@grandfit/shared/domain/nutrition/meal-types.ts';
import type {
  GenerateMealInput,
  GeneratedMeal,
  MealType,
} from '@grandfit/shared/schemas/nutrition.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { useGenerateMeal } from '../api/generate-meal.ts';
import { toSaveRecipe, useSaveRecipe } from '../api/recipes.ts';
import { apiErrorOf, errorMessage } from '../../../lib/api-client.ts';
import {
  COOKING_TIME_DEFAULT,
  COOKING_TIME_MAX,
  COOKING_TIME_MIN,
  parseCookingTime,
} from '../utils/cooking-time.ts';
import { capitalize } from '../utils/format.ts';
import {
  FormField,
  INPUT_CLASSES,
  Optional,
  TEXTAREA_CLASSES,
} from '../../../components/ui/form-field.tsx';

interface FormValues {
  mealType: MealType;
  cookingTime: string;
  preferences: string;
  allowYellow: boolean;
}

/** Dinner, 30 minutes (docs/product.md#meal-generator). */
const DEFAULTS: FormValues = {
  mealType: 'dinner',
  cookingTime: String(COOKING_TIME_DEFAULT),
  preferences: '',
  allowYellow: false,
};

/**
 * The generate-meal body (docs/product.md#nutrition-routes) from the form; restrictions stay an
 * empty list.
 */
export function toGenerateMeal(values: FormValues): GenerateMealInput {
  return {
    preferences: values.preferences.trim(),
    mealType: values.mealType,
    timeAvailable: parseCookingTime(values.cookingTime),
    restrictions: [],
    allowYellow: values.allowYellow,
  };
}

/**
 * 'AI LEAP Meal Generator' (docs/product.md#meal-generator): form, then pending, then result.
 * 'Generate Another' returns to the form, 'New Recipe' asks again with the same form, and
 * 'Save & Close' saves the recipe to the user's recipes, then closes.
 */
export function AiMealDialog({
  open,
  onOpenChange,
  onOpenLeapList,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenLeapList: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(DEFAULTS);
  const [meal, setMeal] = useState<GeneratedMeal | null>(null);
  const [problem, setProblem] = useState<{ message: string; noGreenFoods: boolean } | null>(null);
  const [recipeClientId, setRecipeClientId] = useState(newClientId);
  const generate = useGenerateMeal();
  const saveRecipe = useSaveRecipe();

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const request = () => {
    if (generate.isPending) return;
    setProblem(null);
    generate.mutate(toGenerateMeal(values), {
      onSuccess: (result) => {
        setMeal(result);
        // A new recipe is a new thing to save.
        setRecipeClientId(newClientId());
      },
      onError: (error) =>
        setProblem({
          message: errorMessage(error, 'Failed to generate meal. Please try again.'),
          // 422: no green food on the LEAP list yet; the list is where to go next.
          noGreenFoods: apiErrorOf(error)?.status === 422,
        }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request();
  };

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setMeal(null);
      setProblem(null);
      generate.reset();
    }
  };

  const saveAndClose = () => {
    if (!meal || saveRecipe.isPending) return;
    saveRecipe.mutate(toSaveRecipe(meal, recipeClientId), {
      onSuccess: (saved) => {
        toast({
          title: 'Recipe Saved',
          description: `${saved.name} is in your recipes: log it from Log Your Meal.`,
        });
        close(false);
      },
      onError: (error) =>
        toast({
          title: 'Save Failed',
          description: errorMessage(error, 'Could not save the recipe. Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg!">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Sparkles className="size-5 text-primary" aria-hidden="true" />
            AI LEAP Meal Generator
          </DialogTitle>
          <DialogDescription>
            A recipe from the green foods of your LEAP list, never a red one.
          </DialogDescription>
        </DialogHeader>

        {meal ? (
          <MealResult meal={meal} />
        ) : (
          <form id={`${id}-form`} className="grid gap-4" onSubmit={submit}>
            <div className="grid grid-cols-2 gap-3">
              <FormField id={`${id}-type`} label="Meal Type">
                <select
                  id={`${id}-type`}
                  className={INPUT_CLASSES}
                  value={values.mealType}
                  onChange={(event) => set('mealType', event.target.value as MealType)}
                >
                  {MEAL_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {capitalize(type)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id={`${id}-time`} label="Cooking Time (minutes)">
                <input
                  id={`${id}-time`}
                  type="number"
                  inputMode="numeric"
                  min={COOKING_TIME_MIN}
                  max={COOKING_TIME_MAX}
                  className={INPUT_CLASSES}
                  value={values.cookingTime}
                  onChange={(event) => set('cookingTime', event.target.value)}
                />
              </FormField>
            </div>
            <FormField
              id={`${id}-preferences`}
              label={
                <>
                  Preferences <Optional />
                </>
              }
            >
              <textarea
                id={`${id}-preferences`}
                rows={3}
                maxLength={500}
                className={TEXTAREA_CLASSES}
                placeholder="e.g. high protein, one pan, no fish"
                value={values.preferences}
                onChange={(event) => set('preferences', event.target.value)}
              />
            </FormField>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-primary)]"
                checked={values.allowYellow}
                onChange={(event) => set('allowYellow', event.target.checked)}
              />
              Allow yellow foods
            </label>
          </form>
        )}

        {problem ? (
          <div
            role="alert"
            className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
          >
            <p className="font-semibold">{problem.message}</p>
            {problem.noGreenFoods ? (
              <Button
                size="sm"
                variant="outline"
                className="mt-3"
                onClick={() => {
                  close(false);
                  onOpenLeapList();
                }}
              >
                Open My LEAP List
              </Button>
            ) : null}
          </div>
        ) : null}

        <DialogFooter>
          {meal ? (
            <>
              <Button variant="outline" onClick={() => setMeal(null)} disabled={generate.isPending}>
                Generate Another
              </Button>
              <Button variant="secondary" onClick={request} disabled={generate.isPending}>
                {generate.isPending ? 'Generating...' : 'New Recipe'}
              </Button>
              <Button onClick={saveAndClose} disabled={saveRecipe.isPending || generate.isPending}>
                {saveRecipe.isPending ? 'Saving...' : 'Save & Close'}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" form={`${id}-form`} disabled={generate.isPending}>
                {generate.isPending ? 'Generating...' : 'Generate LEAP Meal'}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The result card (docs/product.md#meal-generator): name, badge, description, time, calories,
 * protein, grid, lists.
 */
function MealResult({ meal }: { meal: GeneratedMeal }) {
  const cells = [
    { label: 'Calories', value: String(meal.nutrition.calories) },
    { label: 'Protein', value: `${meal.nutrition.protein}g` },
    { label: 'Carbs', value: `${meal.nutrition.carbs}g` },
    { label: 'Fat', value: `${meal.nutrition.fat}g` },
  ];
  return (
    <article aria-labelledby="generated-meal-name" className="grid gap-4" aria-live="polite">
      <div>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id="generated-meal-name" className="text-lg font-bold tracking-tight">
            {meal.name}
          </h3>
          {meal.leapCompliant ? <Badge>LEAP Compliant</Badge> : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{meal.description}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
            {meal.cookingTime} min
          </span>
          <span className="inline-flex items-center gap-1">
            <Flame className="size-4 text-muted-foreground" aria-hidden="true" />
            {meal.nutrition.calories} cal
          </span>
          <span>{meal.nutrition.protein}g protein</span>
        </p>
      </div>
      <dl className="grid grid-cols-4 gap-2 text-center">
        {cells.map((cell) => (
          <div key={cell.label} className="flex flex-col-reverse rounded-xl bg-muted px-1 py-2">
            <dt className="text-xs text-muted-foreground">{cell.label}</dt>
            <dd className="text-base font-bold">{cell.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="generated-meal-ingredients">
        <h4 id="generated-meal-ingredients" className="mb-1.5 text-sm font-semibold">
          Ingredients
        </h4>
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {meal.ingredients.map((ingredient, index) => (
            <li key={index}>{ingredient}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="generated-meal-instructions">
        <h4 id="generated-meal-instructions" className="mb-1.5 text-sm font-semibold">
          Instructions
        </h4>
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
          {meal.instructions.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}
