import { formatShortDate } from '../../../lib/dates.ts';
import { formatClockTime } from '../../../lib/clock.ts';

/**
 * Recent Meals (docs/product.md#nutrition-screen): the badge reads `LEAP {n}%`, n being the 0-1
 * score x100, rounded.
 */
export function leapPercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(1, Math.max(0, score)) * 100);
}

export function leapBadgeText(score: number): string {
  return `LEAP ${leapPercent(score)}%`;
}

/** A 0-1 share as a whole percentage, e.g. a correlation of 0.734 reads 73%. */
export function percent(share: number): string {
  return `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`;
}

/**
 * A test's confidence (1 - p) as shown: whole percent rounded down, and never "100%" (no finite
 * sample makes a link certain): "96%", "> 99%" (a no-break space keeps it on one line).
 */
export function confidenceText(confidence: number): string {
  return confidence > 0.99 ? '>\u00a099%' : `${Math.floor(Math.max(0, confidence) * 100)}%`;
}

/**
 * A meal's fibre (docs/decisions/034-food-evidence-and-leap-matching.md): "Fibre 4.2 g" when every
 * weighed food's value is known, "Fibre ≥ 4.2 g · 2 foods unknown" when SR28 has none for some
 * (unknown, never 0 g).
 */
export function fibreText(fibre: { grams: number; unknownFoods: number }): string {
  const grams = `${Math.round(fibre.grams * 10) / 10} g`;
  if (fibre.unknownFoods === 0) return `Fibre ${grams}`;
  const foods = `${fibre.unknownFoods} ${fibre.unknownFoods === 1 ? 'food' : 'foods'} unknown`;
  return `Fibre ≥ ${grams} · ${foods}`;
}

/**
 * A pending food's line: "Needs 4 more meals · 1 within 72 h", or, when the meals already eaten
 * are enough, "Wait 72 h after 2 meals".
 */
export function pendingText(food: { mealsNeeded: number; openMeals: number }): string {
  const meals = (n: number) => `${n} ${n === 1 ? 'meal' : 'meals'}`;
  if (food.mealsNeeded === 0) return `Wait 72 h after ${meals(food.openMeals)}`;
  const needs = `Needs ${food.mealsNeeded} more ${food.mealsNeeded === 1 ? 'meal' : 'meals'}`;
  return food.openMeals > 0 ? `${needs} · ${food.openMeals} within 72 h` : needs;
}

/** "7:42 AM" for today, "Mon, Aug 4 · 7:42 AM" for another day (a meal card's time of day). */
export function mealTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  const time = formatClockTime(date);
  return sameDay ? time : `${formatShortDate(date)} · ${time}`;
}

const MINUTE_MS = 60_000;

/**
 * When a symptom came, said from its meal: "40 min after", "3 h after", "2 days after"; the time
 * of day when it was logged before the meal (the dialog's time is the user's to set).
 */
export function symptomTiming(mealIso: string, symptomIso: string, now: Date = new Date()): string {
  const minutes = Math.round((Date.parse(symptomIso) - Date.parse(mealIso)) / MINUTE_MS);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 0) return mealTime(symptomIso, now);
  if (minutes < 60) return `${minutes} min after`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h after`;
  return `${Math.round(hours / 24)} days after`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
