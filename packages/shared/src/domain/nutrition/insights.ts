/**
 * Foods to Watch and Your Power Foods (docs/nutrition.md, "Food insights"): how often a symptom
 * follows a food within 72 hours, against how often it follows any of the user's meals.
 */

export const SYMPTOM_WINDOW_MS = 72 * 3_600_000;
/** A food must have been eaten in at least this many meals to be judged. */
export const MIN_OCCURRENCES = 3;
/** A problem food must have been followed by the symptom at least this many times. */
export const MIN_WITH_SYMPTOM = 2;
/** Smallest correlations shown: weaker ones are noise at these sample sizes. */
export const MIN_PROBLEM_CORRELATION = 0.2;
export const MIN_POWER_CORRELATION = 0.5;
export const INSIGHT_LIST_LENGTH = 5;

export interface InsightMeal {
  loggedAt: number;
  /** The meal's foods, each by a stable key (the food id, else its normalised name). */
  foods: readonly { key: string; name: string; foodId: string | null }[];
}

export interface InsightSymptom {
  symptom: string;
  severity: number;
  occurredAt: number;
}

export interface FoodSymptomCorrelation {
  food: string;
  foodId: string | null;
  symptom: string;
  correlation: number;
  occurrences: number;
  withSymptom: number;
  rateAfter: number;
  baselineRate: number;
}

export interface Insights {
  problemFoods: FoodSymptomCorrelation[];
  powerFoods: FoodSymptomCorrelation[];
}

const symptomKey = (symptom: string) => symptom.trim().toLowerCase();

function byStrength(a: FoodSymptomCorrelation, b: FoodSymptomCorrelation): number {
  return (
    b.correlation - a.correlation ||
    b.occurrences - a.occurrences ||
    a.food.localeCompare(b.food) ||
    a.symptom.localeCompare(b.symptom)
  );
}

/** Keeps each food's strongest line, then the first `INSIGHT_LIST_LENGTH`. */
function strongestPerFood(lines: FoodSymptomCorrelation[]): FoodSymptomCorrelation[] {
  const seen = new Set<string>();
  const kept: FoodSymptomCorrelation[] = [];
  for (const line of [...lines].sort(byStrength)) {
    const key = line.foodId ?? line.food.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(line);
  }
  return kept.slice(0, INSIGHT_LIST_LENGTH);
}

/**
 * For each symptom s (severity 1 or more) and food f:
 * - a meal is "followed by s" when s was logged from the meal's time to 72 h after it;
 * - baseline b = meals followed by s / all meals;
 * - rate r = meals with f followed by s / meals with f (n = meals with f, the occurrences);
 * - problem (Foods to Watch) when r > b: correlation = (r - b) / (1 - b), the share of the
 *   symptom-free room above the baseline that f takes up; shown when n >= 3, at least 2 of those
 *   meals were followed by s, and the correlation is 0.2 or more;
 * - power (Your Power Foods) when r < b: correlation = (b - r) / b, how much rarer s is after f
 *   than after the average meal; shown when n >= 3 and the correlation is 0.5 or more.
 * Each food is listed once, with its strongest symptom; the five strongest foods per list; a food
 * that is a problem for one symptom is left out of the power foods.
 */
export function foodInsights(
  meals: readonly InsightMeal[],
  symptoms: readonly InsightSymptom[],
): Insights {
  const felt = symptoms.filter((symptom) => symptom.severity >= 1);
  if (meals.length === 0 || felt.length === 0) return { problemFoods: [], powerFoods: [] };

  const names = new Map<string, string>();
  const timesBySymptom = new Map<string, number[]>();
  for (const symptom of [...felt].sort((a, b) => a.occurredAt - b.occurredAt)) {
    const key = symptomKey(symptom.symptom);
    if (!names.has(key)) names.set(key, symptom.symptom.trim());
    const times = timesBySymptom.get(key) ?? [];
    times.push(symptom.occurredAt);
    timesBySymptom.set(key, times);
  }

  const followed = (meal: InsightMeal, times: readonly number[]) =>
    times.some((time) => time >= meal.loggedAt && time <= meal.loggedAt + SYMPTOM_WINDOW_MS);

  // Each food's meals, counted once per meal even if listed twice in it.
  const foods = new Map<string, { name: string; foodId: string | null; meals: InsightMeal[] }>();
  for (const meal of meals) {
    const inMeal = new Set<string>();
    for (const food of meal.foods) {
      if (inMeal.has(food.key)) continue;
      inMeal.add(food.key);
      const entry = foods.get(food.key) ?? { name: food.name, foodId: food.foodId, meals: [] };
      entry.meals.push(meal);
      foods.set(food.key, entry);
    }
  }

  const problems: FoodSymptomCorrelation[] = [];
  const powers: FoodSymptomCorrelation[] = [];
  for (const [key, times] of timesBySymptom) {
    const symptom = names.get(key) ?? key;
    const baselineRate = meals.filter((meal) => followed(meal, times)).length / meals.length;
    for (const food of foods.values()) {
      const occurrences = food.meals.length;
      if (occurrences < MIN_OCCURRENCES) continue;
      const withSymptom = food.meals.filter((meal) => followed(meal, times)).length;
      const rateAfter = withSymptom / occurrences;
      const line = {
        food: food.name,
        foodId: food.foodId,
        symptom,
        occurrences,
        withSymptom,
        rateAfter,
        baselineRate,
      };
      if (rateAfter > baselineRate && baselineRate < 1 && withSymptom >= MIN_WITH_SYMPTOM) {
        const correlation = (rateAfter - baselineRate) / (1 - baselineRate);
        if (correlation >= MIN_PROBLEM_CORRELATION) problems.push({ ...line, correlation });
      } else if (rateAfter < baselineRate) {
        const correlation = (baselineRate - rateAfter) / baselineRate;
        if (correlation >= MIN_POWER_CORRELATION) powers.push({ ...line, correlation });
      }
    }
  }
  const problemFoods = strongestPerFood(problems);
  // A food that raises one symptom is not anyone's power food.
  const watched = new Set(problems.map((line) => line.foodId ?? line.food.toLowerCase()));
  const powerFoods = strongestPerFood(
    powers.filter((line) => !watched.has(line.foodId ?? line.food.toLowerCase())),
  );
  return { problemFoods, powerFoods };
}
