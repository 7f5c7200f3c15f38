/**
 * The user behind the signed-in pages of `npm run bench -- pages`: six months of a committed user
 * (the last 26 weeks of bench-analytics.ts's five years: strength, stability, Zone 2 and VO2 max
 * sessions with their sets, one health row a day), three meals a day, a morning weigh-in on
 * five days of seven (decision 058) and a waist and a body-fat reading every fortnight (decision
 * 066), written straight into the database in bulk, so every screen renders the lists and charts a real account has.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { eq } from 'drizzle-orm';
import { meals } from '../apps/server/src/db/schema/nutrition.ts';
import { bodyMeasurements, bodyWeights } from '../apps/server/src/db/schema/recovery.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import {
  seedHealthDays,
  seedWorkouts,
} from '../apps/server/src/features/analytics/test-history.ts';
import type { TestBrowser } from '../apps/server/test/browser.ts';
import { fiveYears } from './bench-analytics.ts';

export const SEEDED_DAYS = 182;

const MEALS: { type: string; hour: number; text: string; calories: number; protein: number }[] = [
  {
    type: 'breakfast',
    hour: 7,
    text: 'Greek yoghurt, berries and oats',
    calories: 420,
    protein: 28,
  },
  { type: 'lunch', hour: 12, text: 'Chicken, rice and broccoli', calories: 650, protein: 45 },
  { type: 'dinner', hour: 19, text: 'Salmon, potatoes and salad', calories: 720, protein: 42 },
];

export interface SeededUser {
  workouts: number;
  sets: number;
  healthDays: number;
  meals: number;
  weighIns: number;
}

export async function seedSixMonths(
  database: Database,
  browser: TestBrowser,
  now: number,
): Promise<SeededUser> {
  const user = (await (await browser.api('/api/auth/user')).json()) as { id: string };
  const history = fiveYears(now);
  const since = now - SEEDED_DAYS * 86_400_000;
  const seeds = history.seeds.filter((seed) => (seed.completedAt?.getTime() ?? now) >= since);
  const health = history.health.slice(0, SEEDED_DAYS);
  await seedWorkouts(database.db, user.id, seeds);
  await seedHealthDays(database.db, user.id, health);
  const today = new Date(now).toISOString().slice(0, 10);
  const mealRows = Array.from({ length: SEEDED_DAYS }, (_, i) => addDays(today, -i))
    .flatMap((date) =>
      MEALS.map((meal) => ({
        id: randomUUID(),
        userId: user.id,
        clientId: randomUUID(),
        loggedAt: new Date(`${date}T${String(meal.hour).padStart(2, '0')}:00:00.000Z`),
        mealType: meal.type,
        inputType: 'text',
        rawInput: meal.text,
        calories: meal.calories,
        protein: meal.protein,
        carbs: Math.round(meal.calories / 10),
        fat: Math.round(meal.calories / 40),
        nutritionComplete: true,
      })),
    )
    .filter((meal) => meal.loggedAt.getTime() <= now);
  await database.db.insert(meals).values(mealRows);
  // 84 kg six months ago down to about 81, with a day-to-day swing of a kilogram.
  const weighInRows = Array.from({ length: SEEDED_DAYS }, (_, i) => i)
    .filter((i) => i % 7 < 5)
    .map((i) => ({
      userId: user.id,
      date: addDays(today, -i),
      weightKg: Math.round((81 + (3 * i) / SEEDED_DAYS + 0.5 * Math.sin(i * 1.7)) * 10) / 10,
    }));
  await database.db.insert(bodyWeights).values(weighInRows);
  // The waist 96 cm down to about 92, body fat 24 % down to about 22, every 14 days.
  const fortnights = Array.from({ length: Math.floor(SEEDED_DAYS / 14) }, (_, k) => k * 14);
  await database.db.insert(bodyMeasurements).values(
    fortnights.flatMap((i) => [
      {
        userId: user.id,
        kind: 'waist' as const,
        date: addDays(today, -i),
        value: Math.round((92 + (4 * i) / SEEDED_DAYS) * 10) / 10,
      },
      {
        userId: user.id,
        kind: 'body-fat' as const,
        date: addDays(today, -i),
        value: Math.round((22 + (2 * i) / SEEDED_DAYS) * 10) / 10,
      },
    ]),
  );
  const settings = await browser.api('/api/user/settings', {
    method: 'PUT',
    json: {
      displayName: null,
      birthDate: '1980-06-15',
      heightCm: 180,
      bodyWeightKg: 82,
      units: 'lb',
      journeyStartDate: history.journeyStart,
      milestoneAge: 48,
      mission: null,
      reminderTime: null,
    },
  });
  if (!settings.ok) throw new Error(`settings: ${settings.status}`);
  // Past the first-run questions (decision 019): a new account would show them instead of Today.
  await database.db
    .update(users)
    .set({ onboardingCompletedAt: new Date(now - SEEDED_DAYS * 86_400_000) })
    .where(eq(users.id, user.id));
  const after = (await (await browser.api('/api/auth/user')).json()) as {
    onboardingCompleted?: boolean;
  };
  if (after.onboardingCompleted !== true) throw new Error('onboarding still pending');
  return {
    workouts: seeds.length,
    sets: seeds.reduce((sum, seed) => sum + seed.sets.length, 0),
    healthDays: health.length,
    meals: mealRows.length,
    weighIns: weighInRows.length,
  };
}
