import { z } from 'zod';
import { REACTIVITY, type LeapIndex } from '@grandfit/shared/domain/nutrition/leap.ts';
import { gramsFor, parseMealText } from '@grandfit/shared/domain/nutrition/quantities.ts';
import { foodWords } from '@grandfit/shared/domain/nutrition/words.ts';
import {
  PHOTO_MAX_BYTES,
  PHOTO_NEEDS_AI_PROVIDER,
  PHOTO_TOO_LARGE,
  type Food,
  type IdentifiedFood,
  type IdentifiedFoods,
} from '@grandfit/shared/schemas/nutrition.ts';
import { AiError, aiUnavailable, type AiClient } from '../../ai/ai-client.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { foodCatalog, type CatalogFood } from './food-catalog.ts';
import { userLeapIndex } from './leap-list.service.ts';

function presentFood(food: CatalogFood, leap: LeapIndex): Food {
  return {
    id: food.id,
    name: food.name,
    group: food.group,
    per100g: food.per100g,
    portions: food.portions,
    leapCategory: leap.categoryOf({ name: food.name, foodId: food.id, tableName: food.name }),
  };
}

/** GET /api/food/search: the catalog's best matches, with the user's LEAP categories. */
export async function searchFoods(db: Db, userId: string, query: string, limit: number) {
  const leap = await userLeapIndex(db, userId);
  return {
    foods: foodCatalog()
      .search(query, limit)
      .map((food) => presentFood(food, leap)),
  };
}

/** How much of what was said the food's name covers: the confidence of the match. */
function coverage(phrase: string, food: CatalogFood): number {
  const said = foodWords(phrase);
  if (said.length === 0) return 0;
  const named = new Set(foodWords(food.name));
  return said.filter((word) => named.has(word)).length / said.length;
}

function identified(
  name: string,
  food: CatalogFood | undefined,
  confidence: number | null,
  grams: number | null,
  leap: LeapIndex,
  source?: string,
): IdentifiedFood {
  const leapCategory = leap.categoryOf({
    name,
    foodId: food?.id ?? null,
    tableName: food?.name ?? null,
  });
  return {
    name,
    confidence: confidence === null ? null : Math.round(confidence * 100) / 100,
    leapCategory,
    reactivityScore: REACTIVITY[leapCategory],
    foodId: food?.id ?? null,
    grams,
    ...(source === undefined ? {} : { source }),
  };
}

/**
 * POST /api/food/identify-voice: each part of the sentence matched to the food table, with grams
 * from its quantity and the food's portions. A part that matches nothing comes back in `unmatched`.
 */
export async function identifyVoice(
  db: Db,
  userId: string,
  text: string,
): Promise<IdentifiedFoods> {
  const leap = await userLeapIndex(db, userId);
  return identifyText(text, leap);
}

export function identifyText(text: string, leap: LeapIndex): IdentifiedFoods {
  const catalog = foodCatalog();
  const foods: IdentifiedFood[] = [];
  const unmatched: string[] = [];
  for (const part of parseMealText(text)) {
    const [food] = catalog.search(part.phrase, 1);
    if (!food) {
      unmatched.push(part.source);
      continue;
    }
    const covered = coverage(part.phrase, food);
    // A fuzzy match alone (a typo) is less sure than the words themselves.
    const confidence = covered > 0 ? 0.6 + 0.35 * covered : 0.5;
    const grams = gramsFor(part.quantity, part.unit, food.portions);
    foods.push(identified(part.phrase, food, confidence, grams, leap, part.source));
  }
  return { foods, unmatched };
}

/** What the provider must answer for a photo. */
const photoAnswerSchema = z.object({
  foods: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        grams: z.number().positive().max(5000).nullable().optional(),
        confidence: z.number().min(0).max(1).optional(),
      }),
    )
    .max(30),
});

const DATA_URL = /^data:(image\/[a-z+.-]+);base64,/i;

function decodedBytes(base64: string): number {
  const clean = base64.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

/**
 * POST /api/food/identify-photo: the AI provider names the foods and estimates grams; each is then
 * matched to the food table and placed on the user's LEAP list like a spoken food.
 */
export async function identifyPhoto(
  db: Db,
  userId: string,
  imageBase64: string,
  ai: AiClient | undefined,
): Promise<IdentifiedFoods> {
  const mediaType = DATA_URL.exec(imageBase64)?.[1] ?? 'image/jpeg';
  const base64 = imageBase64.replace(DATA_URL, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new HttpError(400, 'The photo is not base64 data');
  if (decodedBytes(base64) > PHOTO_MAX_BYTES) throw new HttpError(400, PHOTO_TOO_LARGE);
  if (!ai) throw new HttpError(503, PHOTO_NEEDS_AI_PROVIDER);
  let answer: z.infer<typeof photoAnswerSchema>;
  try {
    answer = await ai.json(
      [
        {
          role: 'system',
          content:
            'You identify the foods in a photo of a meal. Answer only JSON: {"foods":[{"name":"plain food name, e.g. salmon","grams":estimated grams or null,"confidence":0..1}]}.',
        },
        {
          role: 'user',
          content: [
            {
              type: 'text',
              text: 'Which foods are in this meal, and roughly how many grams of each?',
            },
            { type: 'image_url', image_url: { url: `data:${mediaType};base64,${base64}` } },
          ],
        },
      ],
      photoAnswerSchema,
    );
  } catch (error) {
    if (error instanceof AiError) throw aiUnavailable(error);
    throw error;
  }
  const leap = await userLeapIndex(db, userId);
  const catalog = foodCatalog();
  return {
    foods: answer.foods.map((food) => {
      const [match] = catalog.search(food.name, 1);
      // The provider's confidence times how well the table food covers its name; none without
      // the provider's (no 0.7 stands in for it:
      // docs/decisions/034-food-evidence-and-leap-matching.md).
      const confidence =
        food.confidence === undefined
          ? null
          : food.confidence * (match ? Math.max(0.5, coverage(food.name, match)) : 0.5);
      return identified(
        food.name,
        match,
        confidence,
        food.grams ? Math.round(food.grams) : null,
        leap,
      );
    }),
    unmatched: [],
  };
}
