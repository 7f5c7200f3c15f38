import { useId, type Dispatch } from 'react';
import { MEAL_TYPES } from '@grandfit/shared/domain/nutrition/meal-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/utils.ts';
import { capitalize } from '../utils/format.ts';
import { canSave, type WizardAction, type WizardState } from '../utils/meal-wizard.ts';
import {
  FormField,
  INPUT_CLASSES,
  Optional,
  TEXTAREA_CLASSES,
} from '../../../components/ui/form-field.tsx';

/**
 * Step 3, details (docs/product.md#meal-logging): meal type, location, notes; saving needs a food
 * and a meal type.
 */
export function MealDetailsStep({
  state,
  dispatch,
  saving,
  onSave,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  saving: boolean;
  onSave: () => void;
}) {
  const id = useId();
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave(state, saving)) onSave();
      }}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Meal type</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {MEAL_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                state.mealType === type
                  ? 'border-primary bg-emerald-50 text-primary'
                  : 'border-border',
              )}
            >
              <input
                type="radio"
                name={`${id}-meal-type`}
                value={type}
                className="sr-only"
                checked={state.mealType === type}
                onChange={() => dispatch({ type: 'meal-type', mealType: type })}
              />
              {capitalize(type)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        id={`${id}-location`}
        label={
          <>
            Location <Optional />
          </>
        }
      >
        <input
          id={`${id}-location`}
          className={INPUT_CLASSES}
          maxLength={120}
          placeholder="Home, work, a restaurant…"
          value={state.location}
          onChange={(event) => dispatch({ type: 'location', location: event.target.value })}
        />
      </FormField>
      <FormField
        id={`${id}-notes`}
        label={
          <>
            Notes <Optional />
          </>
        }
      >
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={1000}
          className={TEXTAREA_CLASSES}
          placeholder="How you felt, portion sizes…"
          value={state.notes}
          onChange={(event) => dispatch({ type: 'notes', notes: event.target.value })}
        />
      </FormField>
      <DialogFooter className="mt-2">
        <Button variant="outline" disabled={saving} onClick={() => dispatch({ type: 'back' })}>
          Back
        </Button>
        <Button type="submit" disabled={!canSave(state, saving)}>
          {saving ? 'Saving...' : 'Save Meal'}
        </Button>
      </DialogFooter>
    </form>
  );
}
