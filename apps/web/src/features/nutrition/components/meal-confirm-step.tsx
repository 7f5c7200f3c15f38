import type { Dispatch } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { percent } from '../utils/format.ts';
import { resolveCategory, type LeapLookup } from '../utils/leap-category.ts';
import { canConfirm, type WizardAction, type WizardState } from '../utils/meal-wizard.ts';
import { CategoryBadge } from './food-chip.tsx';
import { FoodSearch } from './food-search.tsx';

/**
 * Step 2, confirm (docs/product.md#meal-logging): the identified foods, each removable, and a
 * manual add by search.
 */
export function MealConfirmStep({
  state,
  dispatch,
  lookup,
  unmatched,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  lookup: LeapLookup;
  unmatched: readonly string[];
}) {
  return (
    // grid-cols-1 (minmax(0, 1fr)): an auto track grows to its widest item's min-content, so one
    // long food name on a nowrap line made the whole step 675 px wide on a 390 px phone.
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted-foreground">
        Check the foods: remove any that are wrong and add what&apos;s missing.
      </p>
      {state.foods.length > 0 ? (
        <ul aria-label="Identified foods" className="grid grid-cols-1 gap-2">
          {state.foods.map((food) => (
            <li
              key={food.key}
              className="flex items-center gap-3 rounded-2xl border border-border px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{food.name}</p>
                <p className="text-xs text-muted-foreground">
                  {food.grams ? `${Math.round(food.grams)} g` : ''}
                  {food.grams && food.confidence !== null ? ' · ' : ''}
                  {food.confidence !== null ? `${percent(food.confidence)} confidence` : ''}
                </p>
              </div>
              <CategoryBadge category={food.leapCategory} />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${food.name}`}
                onClick={() => dispatch({ type: 'remove-food', key: food.key })}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="rounded-2xl bg-muted p-4 text-sm text-muted-foreground">
          No foods yet. Add at least one to log this meal.
        </p>
      )}
      {unmatched.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Not found in the food table: {unmatched.join(', ')}. Add them below if they belong.
        </p>
      ) : null}
      <FoodSearch
        label="Add a food"
        onPick={({ name, food }) =>
          dispatch({
            type: 'add-food',
            food: {
              name,
              foodId: food?.id ?? null,
              grams: null,
              // Search results carry the user's category; typed words are looked up the same way.
              leapCategory: food?.leapCategory ?? resolveCategory(lookup, { name }),
              confidence: 1,
            },
          })
        }
      />
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={() => dispatch({ type: 'back' })}>
          Back
        </Button>
        <Button disabled={!canConfirm(state)} onClick={() => dispatch({ type: 'to-details' })}>
          Continue
        </Button>
      </DialogFooter>
    </div>
  );
}
