import { MEAL_TYPES, type MealType } from '@grandfit/shared/domain/nutrition/meal-types.ts';

/** The part of an outbox entry this needs (lib/outbox OutboxEntry). */
interface QueuedWrite {
  seq: number;
  body?: unknown;
}

export interface PendingMeal {
  key: string;
  mealType: MealType;
  loggedAt: string;
  foods: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isMealType = (value: unknown): value is MealType =>
  typeof value === 'string' && (MEAL_TYPES as readonly string[]).includes(value);

/**
 * Meals logged on this device that still wait in the outbox, newest first, shown above the
 * server's list until the replay delivers them. Bodies are read defensively: an earlier version
 * of the app may have queued them.
 */
export function pendingMeals(entries: readonly QueuedWrite[]): PendingMeal[] {
  const meals: PendingMeal[] = [];
  for (const entry of entries) {
    const body = entry.body;
    if (!isObject(body) || !isMealType(body.mealType) || !Array.isArray(body.foods)) continue;
    const foods = body.foods
      .map((food: unknown) => (typeof food === 'string' ? food : isObject(food) ? food.name : null))
      .filter((name): name is string => typeof name === 'string');
    meals.push({
      key: typeof body.clientId === 'string' ? body.clientId : `seq-${entry.seq}`,
      mealType: body.mealType,
      loggedAt: typeof body.loggedAt === 'string' ? body.loggedAt : new Date().toISOString(),
      foods,
    });
  }
  return meals.reverse();
}
