import { compareNames } from '../compare-names.ts';
/**
 * Foods to Watch and Your Power Foods (docs/nutrition.md, "Food insights"): how often a symptom
 * follows a food within 72 hours, against how often it follows the user's other meals, judged only
 * on meals whose 72-hour window has closed and shown only when Fisher's exact test says the
 * difference is unlikely to be chance (docs/decisions/034-food-evidence-and-leap-matching.md).
 */

export const SYMPTOM_WINDOW_MS = 72 * 3_600_000;
/**
 * A food must have been eaten in at least this many meals whose window has closed to be judged.
 * Below it no split of symptom-free and symptom meals can reach the confidence threshold against
 * a typical baseline: with a baseline of 50 %, 5 symptom-free meals of 10 are p = 0.024 (Fisher),
 * 4 of 8 only p = 0.071.
 */
export const MIN_EXPOSURES = 5;
/** A problem food must have been followed by the symptom at least this many times. */
export const MIN_WITH_SYMPTOM = 2;
/** Smallest effect sizes shown, on top of the significance test. */
export const MIN_PROBLEM_CORRELATION = 0.2;
export const MIN_POWER_CORRELATION = 0.5;
/** One-sided significance level: a line is shown when confidence = 1 - p >= 0.95. */
export const SIGNIFICANCE = 0.05;
export const MIN_CONFIDENCE = 1 - SIGNIFICANCE;
/** "Needs N more meals" looks this far ahead; a food further from a verdict says "no link yet". */
export const MAX_MEALS_NEEDED = 30;
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
  /** Meals with the food whose 72-hour window has closed. */
  occurrences: number;
  withSymptom: number;
  rateAfter: number;
  /** The symptom's rate after the user's other closed meals (those without the food). */
  baselineRate: number;
  /** 1 - the one-sided p-value of Fisher's exact test. */
  confidence: number;
}

/**
 * A food eaten but not yet judged: how many more meals with it (beyond those already eaten, whose
 * windows will close) a verdict needs. 0 means: wait for the open windows to close.
 */
export interface PendingFood {
  food: string;
  foodId: string | null;
  /** Meals with the food whose 72-hour window has closed. */
  closedMeals: number;
  /** Meals with the food still inside their 72-hour window (not counted yet). */
  openMeals: number;
  mealsNeeded: number;
}

export interface Insights {
  problemFoods: FoodSymptomCorrelation[];
  powerFoods: FoodSymptomCorrelation[];
  pendingFoods: PendingFood[];
}

const symptomKey = (symptom: string) => symptom.trim().toLowerCase();

// ln(n!) by a table grown on demand: exact sums of logs, no approximation.
const logFactorials: number[] = [0];
function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) {
    logFactorials.push((logFactorials[i - 1] as number) + Math.log(i));
  }
  return logFactorials[n] as number;
}

const logChoose = (n: number, k: number) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/**
 * One-sided p-values of Fisher's exact test (Fisher 1922; Agresti, Categorical Data Analysis,
 * 3rd ed., section 3.5.1) for the 2x2 table
 *
 *                 symptom   no symptom
 *   with food        a           b
 *   without food     c           d
 *
 * With the margins fixed, a follows the hypergeometric distribution; `greater` = P(A >= a) (the
 * food is followed by the symptom more often), `less` = P(A <= a) (less often).
 */
export function fisherExact(
  a: number,
  b: number,
  c: number,
  d: number,
): { less: number; greater: number } {
  const row = a + b;
  const col = a + c;
  const total = a + b + c + d;
  const low = Math.max(0, row + col - total);
  const high = Math.min(row, col);
  const logDenominator = logChoose(total, row);
  const probability = (x: number) =>
    Math.exp(logChoose(col, x) + logChoose(total - col, row - x) - logDenominator);
  let less = 0;
  let greater = 0;
  for (let x = low; x <= high; x++) {
    const p = probability(x);
    if (x <= a) less += p;
    if (x >= a) greater += p;
  }
  // Rounding can carry a sum a hair past 1.
  return { less: Math.min(1, less), greater: Math.min(1, greater) };
}

function byStrength(a: FoodSymptomCorrelation, b: FoodSymptomCorrelation): number {
  return (
    b.correlation - a.correlation ||
    b.confidence - a.confidence ||
    b.occurrences - a.occurrences ||
    compareNames(a.food, b.food) ||
    compareNames(a.symptom, b.symptom)
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

interface Counts {
  /** with the food: followed by the symptom, not followed */
  a: number;
  b: number;
  /** without the food */
  c: number;
  d: number;
}

type Direction = 'problem' | 'power';

/** The one-sided p-value in the direction the food leans, or null when it does not lean. */
function leaning(counts: Counts): { direction: Direction; p: number } | null {
  const { a, b, c, d } = counts;
  if (a + b === 0 || c + d === 0) return null;
  const rate = a / (a + b);
  const baseline = c / (c + d);
  if (rate === baseline) return null;
  const p = fisherExact(a, b, c, d);
  return rate > baseline
    ? { direction: 'problem', p: p.greater }
    : { direction: 'power', p: p.less };
}

/** Whether a line with these counts is shown (significant, big enough, enough meals). */
function verdict(counts: Counts): FoodSymptomCorrelation | null {
  const lean = leaning(counts);
  const n = counts.a + counts.b;
  if (!lean || n < MIN_EXPOSURES || lean.p > SIGNIFICANCE) return null;
  const rateAfter = counts.a / n;
  const baselineRate = counts.c / (counts.c + counts.d);
  const base = {
    food: '',
    foodId: null,
    symptom: '',
    occurrences: n,
    withSymptom: counts.a,
    rateAfter,
    baselineRate,
    confidence: 1 - lean.p,
  };
  if (lean.direction === 'problem') {
    if (counts.a < MIN_WITH_SYMPTOM) return null;
    const correlation = (rateAfter - baselineRate) / (1 - baselineRate);
    return correlation >= MIN_PROBLEM_CORRELATION ? { ...base, correlation } : null;
  }
  const correlation = (baselineRate - rateAfter) / baselineRate;
  return correlation >= MIN_POWER_CORRELATION ? { ...base, correlation } : null;
}

/**
 * How many more closed meals with the food, followed by the symptom at the rate seen so far, would
 * make its line show: the smallest m with `verdict` true after a and b grow by m x their shares
 * (rounded), the other meals unchanged. Below MIN_EXPOSURES, at least MIN_EXPOSURES - n. Null when
 * no m up to MAX_MEALS_NEEDED does (the food is no different so far).
 */
export function mealsNeeded(counts: Counts): number | null {
  const n = counts.a + counts.b;
  const floor = Math.max(0, MIN_EXPOSURES - n);
  if (n === 0) return floor;
  const rate = counts.a / n;
  for (let m = Math.max(1, floor); m <= MAX_MEALS_NEEDED; m++) {
    const a = Math.round(rate * (n + m));
    if (verdict({ ...counts, a, b: n + m - a })) return m;
  }
  return null;
}

/**
 * For each symptom s (severity 1 or more) and food f, over the meals whose 72-hour window has
 * closed by `now` (a meal still inside it is not yet known to be symptom-free, so it is not
 * counted at all):
 * - a meal is "followed by s" when s was logged from the meal's time to 72 h after it;
 * - n = closed meals with f, k of them followed by s, r = k / n;
 * - baseline b = the rate of s after the closed meals without f;
 * - confidence = 1 - p, p the one-sided Fisher exact p-value of (k, n - k) against the other
 *   meals, in the direction f leans;
 * - problem (Foods to Watch) when r > b: correlation = (r - b) / (1 - b); shown when n >= 5,
 *   k >= 2, confidence >= 0.95 and correlation >= 0.2;
 * - power (Your Power Foods) when r < b: correlation = (b - r) / b; shown when n >= 5,
 *   confidence >= 0.95 and correlation >= 0.5.
 * Each food is listed once, with its strongest symptom; the five strongest foods per list; a food
 * that is a problem for one symptom is left out of the power foods. A food with no line is
 * pending while some symptom could still give it one: it needs max(0, m - open) more meals, m the
 * fewest for any symptom (`mealsNeeded`, at least 5 - n), open its meals still inside their
 * window; fewest first.
 */
export function foodInsights(
  meals: readonly InsightMeal[],
  symptoms: readonly InsightSymptom[],
  now: number,
): Insights {
  const closed = meals.filter((meal) => meal.loggedAt + SYMPTOM_WINDOW_MS <= now);
  const felt = symptoms.filter((symptom) => symptom.severity >= 1);

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
  interface FoodMeals {
    name: string;
    foodId: string | null;
    closed: InsightMeal[];
    open: number;
  }
  const foods = new Map<string, FoodMeals>();
  for (const meal of meals) {
    const isClosed = meal.loggedAt + SYMPTOM_WINDOW_MS <= now;
    const inMeal = new Set<string>();
    for (const food of meal.foods) {
      if (inMeal.has(food.key)) continue;
      inMeal.add(food.key);
      const entry = foods.get(food.key) ?? {
        name: food.name,
        foodId: food.foodId,
        closed: [],
        open: 0,
      };
      if (isClosed) entry.closed.push(meal);
      else entry.open += 1;
      foods.set(food.key, entry);
    }
  }

  const problems: FoodSymptomCorrelation[] = [];
  const powers: FoodSymptomCorrelation[] = [];
  const needed = new Map<string, number | null>();
  for (const [foodKey, food] of foods) {
    const n = food.closed.length;
    let best: number | null = n < MIN_EXPOSURES ? MIN_EXPOSURES - n : null;
    let significant = false;
    for (const [key, times] of timesBySymptom) {
      const total = closed.filter((meal) => followed(meal, times)).length;
      const a = food.closed.filter((meal) => followed(meal, times)).length;
      const counts = { a, b: n - a, c: total - a, d: closed.length - n - (total - a) };
      const line = verdict(counts);
      if (line) {
        significant = true;
        const named = {
          ...line,
          food: food.name,
          foodId: food.foodId,
          symptom: names.get(key) ?? key,
        };
        (line.rateAfter > line.baselineRate ? problems : powers).push(named);
      } else {
        const more = mealsNeeded(counts);
        if (more !== null && (best === null || more < best)) best = more;
      }
    }
    // Meals already eaten whose window is still open are on their way: not asked for again.
    needed.set(foodKey, significant || best === null ? null : Math.max(0, best - food.open));
  }

  const problemFoods = strongestPerFood(problems);
  // A food that raises one symptom is not anyone's power food.
  const keyOf = (line: { foodId: string | null; food: string }) =>
    line.foodId ?? line.food.toLowerCase();
  const watched = new Set(problems.map(keyOf));
  const powerFoods = strongestPerFood(powers.filter((line) => !watched.has(keyOf(line))));

  const pendingFoods: PendingFood[] = [];
  for (const [foodKey, food] of foods) {
    const more = needed.get(foodKey);
    if (more === null || more === undefined) continue;
    pendingFoods.push({
      food: food.name,
      foodId: food.foodId,
      closedMeals: food.closed.length,
      openMeals: food.open,
      mealsNeeded: more,
    });
  }
  pendingFoods.sort(
    (x, y) =>
      x.mealsNeeded - y.mealsNeeded ||
      y.closedMeals + y.openMeals - (x.closedMeals + x.openMeals) ||
      compareNames(x.food, y.food),
  );
  return { problemFoods, powerFoods, pendingFoods: pendingFoods.slice(0, INSIGHT_LIST_LENGTH) };
}
