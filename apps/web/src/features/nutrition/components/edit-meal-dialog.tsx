import { useId, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { MEAL_TYPES } from '@grandfit/shared/domain/nutrition/meal-types.ts';
import type { EditMealInput, MealType, RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { ConfirmDelete, EditDialogFooter } from '../../../components/ui/delete-actions.tsx';
import {
  FormField,
  INPUT_CLASSES,
  Optional,
  TEXTAREA_CLASSES,
} from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { cn } from '../../../lib/utils.ts';
import { useDeleteMeal } from '../api/delete-meal.ts';
import { useEditMeal } from '../api/edit-meal.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { capitalize } from '../utils/format.ts';
import { toLocalDateTimeInput } from '../../../lib/clock.ts';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';

interface FoodRow {
  key: number;
  name: string;
  foodId: string | null;
  /** As typed; empty when the amount is not known. */
  grams: string;
}

/** INPUT_CLASSES without its full width, so a row's inputs can share the line (cn does not merge). */
const ROW_INPUT = INPUT_CLASSES.replace('w-full ', '');

/** The request body from the form, or the reason it cannot be sent yet. */
export function editMealBody(form: {
  mealType: MealType;
  time: string;
  foods: readonly FoodRow[];
  location: string;
  notes: string;
}): { body: EditMealInput } | { error: string } {
  const foods = form.foods.filter((food) => food.name.trim() !== '');
  if (foods.length === 0) return { error: 'Add at least one food' };
  const when = new Date(form.time);
  if (Number.isNaN(when.getTime())) return { error: 'Choose when you ate it' };
  if (when.getTime() > Date.now() + 60_000)
    return { error: 'The meal time cannot be in the future' };
  const items = [];
  for (const food of foods) {
    const grams = food.grams.trim() === '' ? null : Number(food.grams);
    if (grams !== null && !(Number.isFinite(grams) && grams >= 0.1 && grams <= 5000)) {
      return { error: `Grams of ${food.name.trim()}: from 0.1 to 5000` };
    }
    items.push({ name: food.name.trim(), foodId: food.foodId, grams });
  }
  return {
    body: {
      mealType: form.mealType,
      loggedAt: when.toISOString(),
      foods: items,
      location: form.location.trim() || null,
      notes: form.notes.trim() || null,
    },
  };
}

/**
 * Edit Meal (docs/decisions/025-training-log-history-records-corrections.md): the foods and their
 * grams, the meal type and when it was eaten (so a meal logged late can be back-dated), the place
 * and notes; and Delete, which takes the meal's symptoms with it. Both go through the outbox, so
 * they work offline.
 */
export function EditMealDialog({
  meal,
  onOpenChange,
}: {
  meal: RecentMeal;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const { user } = useAuth();
  const [mealType, setMealType] = useState<MealType>(meal.mealType);
  const [time, setTime] = useState(() => toLocalDateTimeInput(new Date(meal.loggedAt)));
  const [foods, setFoods] = useState<FoodRow[]>(() =>
    (meal.items.length > 0
      ? meal.items
      : meal.foods.map((name) => ({ name, foodId: null, grams: null }))
    ).map((item, key) => ({
      key,
      name: item.name,
      foodId: item.foodId,
      grams: item.grams === null ? '' : String(item.grams),
    })),
  );
  const [nextKey, setNextKey] = useState(meal.items.length + meal.foods.length);
  const [location, setLocation] = useState(meal.location ?? '');
  const [notes, setNotes] = useState(meal.notes ?? '');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditMeal();
  const remove = useDeleteMeal();
  const busy = edit.isPending || remove.isPending;
  const title = capitalize(meal.mealType);

  const update = (key: number, patch: Partial<FoodRow>) =>
    setFoods((rows) =>
      rows.map((row) =>
        row.key !== key
          ? row
          : // A renamed food is no longer the table's food it was matched to.
            { ...row, ...patch, ...(patch.name !== undefined ? { foodId: null } : {}) },
      ),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = editMealBody({ mealType, time, foods, location, notes });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    edit.mutate(
      { id: meal.id, meal: result.body, userId: user?.id },
      {
        onSuccess: (sent) => {
          toast({
            title: 'Meal updated',
            description: sent.status === 'queued' ? SAVED_OFFLINE : undefined,
          });
          onOpenChange(false);
        },
        onError: (failure) =>
          setError(errorMessage(failure, 'Could not save the meal. Please try again.')),
      },
    );
  };

  const deleteMeal = () => {
    remove.mutate(
      { id: meal.id, label: `${title}: ${meal.foods.join(', ')}`, userId: user?.id },
      {
        onSuccess: (sent) => {
          toast({
            title: 'Meal deleted',
            description: sent.status === 'queued' ? SAVED_OFFLINE : undefined,
          });
          onOpenChange(false);
        },
        onError: (failure) =>
          setError(errorMessage(failure, 'Could not delete the meal. Please try again.')),
      },
    );
  };

  const symptomCount = meal.symptoms?.length ?? 0;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Meal</DialogTitle>
          <DialogDescription>Correct what you ate, and when.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <fieldset className="flex min-w-0 flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-semibold">Meal type</legend>
            <div className="grid grid-cols-4 gap-1 rounded-full bg-muted p-1">
              {MEAL_TYPES.map((type) => (
                <label
                  key={type}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center justify-center rounded-full text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    mealType === type ? 'bg-surface shadow-sm' : 'text-muted-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type}
                    checked={mealType === type}
                    onChange={() => setMealType(type)}
                    className="sr-only"
                  />
                  {capitalize(type)}
                </label>
              ))}
            </div>
          </fieldset>

          <FormField id={`${id}-time`} label="Eaten at">
            <input
              id={`${id}-time`}
              type="datetime-local"
              required
              max={toLocalDateTimeInput(new Date())}
              className={INPUT_CLASSES}
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          </FormField>

          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1.5 text-sm font-semibold">Foods</legend>
            <ul className="grid grid-cols-1 gap-2">
              {foods.map((food, index) => (
                <li key={food.key} className="flex items-center gap-2">
                  <input
                    aria-label={`Food ${index + 1}`}
                    className={cn(ROW_INPUT, 'min-w-0 flex-1')}
                    maxLength={120}
                    value={food.name}
                    onChange={(event) => update(food.key, { name: event.target.value })}
                  />
                  <input
                    aria-label={`Grams of food ${index + 1}`}
                    type="number"
                    inputMode="decimal"
                    min={0.1}
                    max={5000}
                    step="any"
                    placeholder="g"
                    className={cn(ROW_INPUT, 'w-20 shrink-0 tabular-nums')}
                    value={food.grams}
                    onChange={(event) => update(food.key, { grams: event.target.value })}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${food.name || `food ${index + 1}`}`}
                    onClick={() => setFoods((rows) => rows.filter((row) => row.key !== food.key))}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setFoods((rows) => [
                    ...rows,
                    { key: nextKey, name: '', foodId: null, grams: '' },
                  ]);
                  setNextKey((key) => key + 1);
                }}
              >
                <Plus className="size-4" aria-hidden="true" />
                Add food
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              Grams are optional; the nutrition counts the foods whose grams are known.
            </p>
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
              maxLength={120}
              className={INPUT_CLASSES}
              value={location}
              onChange={(event) => setLocation(event.target.value)}
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
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </FormField>

          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}

          {confirmDelete ? (
            <ConfirmDelete
              question={`Delete this meal${
                symptomCount > 0
                  ? ` and the ${symptomCount === 1 ? 'symptom' : `${symptomCount} symptoms`} logged for it`
                  : ''
              }?`}
              deleteLabel="Delete Meal"
              deleting={remove.isPending}
              disabled={busy}
              onKeep={() => setConfirmDelete(false)}
              onDelete={deleteMeal}
            />
          ) : null}

          <EditDialogFooter
            onDelete={() => setConfirmDelete(true)}
            deleteDisabled={busy || confirmDelete}
            onCancel={() => onOpenChange(false)}
            submitLabel={edit.isPending ? 'Saving...' : 'Save Meal'}
            submitDisabled={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
