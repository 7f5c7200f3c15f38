import { useDeferredValue, useMemo } from 'react';
import type { MealSymptom, RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { capitalize, mealTime, symptomTiming } from '../utils/format.ts';
import { resolveCategory, shownCategory, type LeapLookup } from '../utils/leap-category.ts';
import type { PendingMeal } from '../utils/pending-meals.ts';
import type { PendingSymptom } from '../utils/pending-symptoms.ts';
import { SAMPLE_MEALS, sampleMealTime } from '../utils/samples.ts';
import { MealCard, type CardSymptom, type MealCardProps } from './meal-card.tsx';
import type { SymptomMeal } from './log-symptoms-dialog.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';

/**
 * The Recent Meals tab (docs/product.md#nutrition-screen): meals waiting in the outbox, then the
 * server's, newest first; three pulse placeholders while loading; the two sample meals only for a
 * user with none.
 */
export function RecentMeals({
  meals,
  pending,
  pendingSymptoms,
  lookup,
  onLogSymptoms,
  corrected,
  waiting = new Set<string>(),
  onEditMeal,
  onEditSymptom,
  onCorrectFood,
}: {
  onCorrectFood?: MealCardProps['onCorrectFood'];
  meals: UseQueryResult<RecentMeal[]>;
  /** The server's meals with the corrections waiting in the outbox applied. */
  corrected?: readonly RecentMeal[];
  /** Meals and symptoms whose correction waits in the outbox. */
  waiting?: ReadonlySet<string>;
  onEditMeal?: (meal: RecentMeal) => void;
  onEditSymptom?: (meal: SymptomMeal, symptom: MealSymptom) => void;
  pending: readonly PendingMeal[];
  /** Symptoms waiting in the outbox, by the stored meal they were logged for. */
  pendingSymptoms: ReadonlyMap<string, readonly PendingSymptom[]>;
  lookup: LeapLookup;
  onLogSymptoms: (meal: SymptomMeal) => void;
}) {
  const now = useMemo(() => new Date(), []);
  // The meals render in a deferred pass, in slices that yield to the browser: the answer arrives
  // through useSyncExternalStore, whose updates render in one blocking piece (decision 045).
  const shown = useDeferredValue(corrected ?? meals.data);
  const arriving = shown === undefined && meals.data !== undefined;
  if ((meals.isPending || arriving) && pending.length === 0) {
    return (
      <AwaitingData>
        <div role="status" aria-label="Loading recent meals" className="grid gap-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-36 animate-pulse rounded-[var(--radius-card)] bg-muted" />
          ))}
        </div>
      </AwaitingData>
    );
  }
  if (meals.isError && pending.length === 0) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5">
        <h3 className="font-semibold">Couldn&apos;t load your meals</h3>
        <p className="text-sm break-words text-muted-foreground">{meals.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void meals.refetch()}>
          Retry
        </Button>
      </Card>
    );
  }
  const stored = shown ?? [];
  if (stored.length === 0 && pending.length === 0) {
    return (
      <div className="grid gap-3">
        <p className="rounded-2xl border border-dashed border-amber-300 bg-amber-50/60 p-3 text-sm text-amber-900">
          No meals logged yet. These two samples show what a logged meal looks like: tap{' '}
          <strong>+</strong> to log your first.
        </p>
        <ul aria-label="Sample meals" className="grid gap-3">
          {SAMPLE_MEALS.map((meal) => (
            <li key={meal.id}>
              <MealCard
                kind="sample"
                mealType={meal.mealType}
                time={sampleMealTime(meal)}
                leapScore={meal.leapScore}
                foods={meal.foods}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul aria-label="Recent meals" className="grid gap-3">
      {pending.map((meal) => (
        <li key={meal.key}>
          <MealCard
            kind="pending"
            mealType={meal.mealType}
            time={mealTime(meal.loggedAt, now)}
            leapScore={null}
            foods={meal.foods.map((name) => ({
              name,
              leapCategory: resolveCategory(lookup, { name }),
            }))}
            onLogSymptoms={() =>
              onLogSymptoms({
                id: null,
                title: `${meal.mealType} at ${mealTime(meal.loggedAt, now)}`,
              })
            }
          />
        </li>
      ))}
      {stored.map((meal) => (
        <li key={meal.id}>
          <MealCard
            mealType={meal.mealType}
            time={mealTime(meal.loggedAt, now)}
            leapScore={meal.leapScore}
            foods={
              meal.items.length > 0
                ? meal.items.map((item) => ({
                    ...item,
                    leapCategory: shownCategory(lookup, item),
                  }))
                : meal.foods.map((name) => ({
                    name,
                    leapCategory: resolveCategory(lookup, { name }),
                  }))
            }
            location={meal.location}
            notes={meal.notes}
            fibre={meal.fibre}
            onCorrectFood={meal.items.length > 0 ? onCorrectFood : undefined}
            waiting={waiting.has(meal.id)}
            symptoms={cardSymptoms(meal, pendingSymptoms.get(meal.id) ?? [], now, {
              waiting,
              onEdit: onEditSymptom
                ? (symptom) => onEditSymptom(symptomMeal(meal, now), symptom)
                : undefined,
            })}
            onLogSymptoms={() => onLogSymptoms(symptomMeal(meal, now))}
            onEdit={onEditMeal ? () => onEditMeal(meal) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function symptomMeal(meal: RecentMeal, now: Date): SymptomMeal {
  return {
    id: meal.id,
    title: `${capitalize(meal.mealType).toLowerCase()} at ${mealTime(meal.loggedAt, now)}`,
  };
}

function cardSymptoms(
  meal: RecentMeal,
  pending: readonly PendingSymptom[],
  now: Date,
  corrections: { waiting: ReadonlySet<string>; onEdit?: (symptom: MealSymptom) => void },
): CardSymptom[] {
  const { onEdit } = corrections;
  return [
    // An answer kept on the device by an earlier version of the app may have no symptoms field.
    ...(meal.symptoms ?? []).map((item) => ({
      key: item.id,
      symptom: item.symptom,
      severity: item.severity,
      timing: symptomTiming(meal.loggedAt, item.occurredAt, now),
      pending: corrections.waiting.has(item.id),
      onEdit: onEdit ? () => onEdit(item) : undefined,
    })),
    // Not on the server yet: nothing to edit until the replay delivers it.
    ...pending.map((item) => ({
      key: item.key,
      symptom: item.symptom,
      severity: item.severity,
      timing: symptomTiming(meal.loggedAt, item.occurredAt, now),
      pending: true,
    })),
  ];
}
