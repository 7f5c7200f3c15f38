import type { LeapCategory, RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import { MEAL_TYPES, type MealType } from '@grandfit/shared/domain/nutrition/meal-types.ts';

/** The part of an outbox entry this needs (lib/outbox OutboxEntry). */
interface QueuedWrite {
  method: string;
  url: string;
  body?: unknown;
}

export interface CorrectedMeals {
  meals: RecentMeal[];
  /** Ids of meals and symptoms whose correction still waits in the outbox. */
  waiting: ReadonlySet<string>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isMealType = (value: unknown): value is MealType =>
  typeof value === 'string' && (MEAL_TYPES as readonly string[]).includes(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** "/api/food/meals/{id}" -> ["meals", id]. */
function target(url: string): { kind: 'meals' | 'symptoms'; id: string } | null {
  const match = /\/api\/food\/(meals|symptoms)\/([^/?#]+)$/.exec(url);
  if (!match) return null;
  return { kind: match[1] as 'meals' | 'symptoms', id: decodeURIComponent(match[2] ?? '') };
}

function foodsOf(body: Record<string, unknown>) {
  if (!Array.isArray(body.foods)) return null;
  const foods: { name: string; foodId: string | null; grams: number | null }[] = [];
  for (const food of body.foods as unknown[]) {
    if (typeof food === 'string') foods.push({ name: food, foodId: null, grams: null });
    else if (isObject(food) && typeof food.name === 'string') {
      foods.push({
        name: food.name,
        foodId: typeof food.foodId === 'string' ? food.foodId : null,
        grams: typeof food.grams === 'number' ? food.grams : null,
      });
    }
  }
  return foods;
}

/**
 * The server's meals with the corrections that still wait in the outbox applied, oldest first,
 * newest meal first after: an edit made offline shows at once and after a reload, a deleted meal
 * or symptom stays hidden, until the replay delivers them and the list is refetched. Bodies are
 * read defensively (an earlier version of the app may have queued them). A food's LEAP category
 * comes from `categoryOf` (the user's list), the nutrition waits for the server.
 */
export function applyPendingCorrections(
  stored: readonly RecentMeal[],
  entries: readonly QueuedWrite[],
  categoryOf: (food: { name: string; foodId: string | null }) => LeapCategory,
): CorrectedMeals {
  let meals = [...stored];
  const waiting = new Set<string>();
  for (const entry of entries) {
    const hit = target(entry.url);
    if (!hit) continue;
    const body = isObject(entry.body) ? entry.body : {};
    if (hit.kind === 'meals' && entry.method === 'DELETE') {
      meals = meals.filter((meal) => meal.id !== hit.id);
    } else if (hit.kind === 'meals' && entry.method === 'PUT') {
      const foods = foodsOf(body);
      if (!foods || !isMealType(body.mealType) || typeof body.loggedAt !== 'string') continue;
      waiting.add(hit.id);
      meals = meals.map((meal) =>
        meal.id !== hit.id
          ? meal
          : {
              ...meal,
              mealType: body.mealType as MealType,
              loggedAt: body.loggedAt as string,
              foods: foods.map((food) => food.name),
              items: foods.map((food) => ({ ...food, leapCategory: categoryOf(food) })),
              location: text(body.location),
              notes: text(body.notes),
              // Computed by the server from the foods: unknown until the edit is delivered.
              leapScore: null,
              nutrition: null,
              nutritionComplete: false,
              fibre: null,
            },
      );
    } else if (hit.kind === 'symptoms' && (entry.method === 'PUT' || entry.method === 'DELETE')) {
      const edit =
        entry.method === 'PUT' &&
        typeof body.symptom === 'string' &&
        typeof body.severity === 'number' &&
        typeof body.occurredAt === 'string'
          ? { symptom: body.symptom, severity: body.severity, occurredAt: body.occurredAt }
          : null;
      if (entry.method === 'PUT' && !edit) continue;
      if (edit) waiting.add(hit.id);
      meals = meals.map((meal) => ({
        ...meal,
        symptoms: (meal.symptoms ?? []).flatMap((item) =>
          item.id !== hit.id ? [item] : edit ? [{ ...item, ...edit }] : [],
        ),
      }));
    }
  }
  meals.sort((a, b) => Date.parse(b.loggedAt) - Date.parse(a.loggedAt));
  return { meals, waiting };
}
