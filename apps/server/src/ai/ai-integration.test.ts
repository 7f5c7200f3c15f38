import { count } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { REACTIVITY } from '@grandfit/shared/domain/nutrition/leap.ts';
import type { GeneratedMeal, IdentifiedFoods } from '@grandfit/shared/schemas/nutrition.ts';
import { leapEntries, mealFoods, meals, recipes } from '../db/schema/nutrition.ts';
import { signedInBrowser, type TestBrowser } from '../../test/browser.ts';
import { startFakeAiProvider } from '../../test/fake-ai-provider.ts';
import { describeWithServer } from '../../test/server.ts';

/**
 * The real app configured, through the environment, with an OpenAI-compatible provider: the fake
 * one in test/fake-ai-provider.ts, over HTTP. Proves what each caller does with the provider's
 * answer and, above all, with its failures (docs/ai-provider.md).
 */

const TIMEOUT_MS = 300;
const AI_DOWN = { message: 'The AI provider did not answer. Please try again.' };

// Listening before the server below is built, so its URL can go in the environment.
const provider = await startFakeAiProvider();
afterAll(() => provider.close());
beforeEach(() => provider.reset());

const LIST = [
  { name: 'Salmon', category: 'green' },
  { name: 'Blueberries', category: 'green' },
  { name: 'Broccoli', category: 'green' },
  { name: 'Spinach', category: 'green' },
  { name: 'Quinoa', category: 'green' },
  { name: 'Olive oil', category: 'green' },
  { name: 'Zucchini', category: 'green' },
  { name: 'Almonds', category: 'yellow' },
  { name: 'Egg', category: 'red' },
  { name: 'Milk', category: 'red' },
] as const;

const PHOTO = `data:image/png;base64,${Buffer.from('a photo of lunch').toString('base64')}`;

describeWithServer(
  'AI provider in the app',
  (server) => {
    async function user(): Promise<TestBrowser> {
      const { browser } = await signedInBrowser(server().url);
      const response = await browser.api('/api/food/leap-list', {
        method: 'PUT',
        json: { entries: LIST },
      });
      expect(response.status).toBe(200);
      return browser;
    }
    const identifyPhoto = (browser: TestBrowser) =>
      browser.api('/api/food/identify-photo', { method: 'POST', json: { imageBase64: PHOTO } });
    const generate = (browser: TestBrowser) =>
      browser.api('/api/ai/generate-meal', {
        method: 'POST',
        json: { mealType: 'lunch', timeAvailable: 30, seed: 7 },
      });

    async function stored() {
      const db = server().database.db;
      const n = async (table: typeof meals | typeof mealFoods | typeof recipes) =>
        (await db.select({ n: count() }).from(table))[0]?.n;
      return {
        meals: await n(meals),
        mealFoods: await n(mealFoods),
        recipes: await n(recipes),
        leapEntries: (await db.select({ n: count() }).from(leapEntries))[0]?.n,
      };
    }

    it("identifies a photo with the provider's foods, placed on the user's LEAP list", async () => {
      const browser = await user();
      provider.reply({
        content: `\`\`\`json\n${JSON.stringify({
          foods: [
            { name: 'salmon', grams: 139.6, confidence: 0.9 },
            { name: 'scrambled egg', grams: 60, confidence: 0.8 },
            { name: 'broccoli' },
            { name: 'dragonfruit', grams: null, confidence: 0.5 },
          ],
        })}\n\`\`\``,
      });
      const response = await identifyPhoto(browser);
      expect(response.status, await response.clone().text()).toBe(200);
      const answer = (await response.json()) as IdentifiedFoods;
      expect(answer.unmatched).toEqual([]);
      expect(
        answer.foods.map(({ name, grams, leapCategory }) => [name, grams, leapCategory]),
      ).toEqual([
        ['salmon', 140, 'green'],
        ['scrambled egg', 60, 'red'],
        ['broccoli', null, 'green'],
        ['dragonfruit', null, 'untested'],
      ]);
      // Matched to our food table, with our reactivity score and a confidence of at most theirs.
      expect(answer.foods.map((food) => food.reactivityScore)).toEqual(
        answer.foods.map((food) => REACTIVITY[food.leapCategory]),
      );
      expect(answer.foods[0]?.foodId).toEqual(expect.any(String));
      expect(answer.foods[0]?.confidence).toBeLessThanOrEqual(0.9);
      // Broccoli came without a confidence: none is shown, not an invented 70 %
      // (docs/decisions/034-food-evidence-and-leap-matching.md).
      expect(answer.foods[2]?.confidence).toBeNull();
      // Dragonfruit: theirs 0.5 x 0.5 for no table match = 0.25.
      expect(answer.foods[3]?.confidence).toBe(0.25);

      expect(provider.requests).toHaveLength(1);
      const [request] = provider.requests;
      expect(request?.path).toBe('/v1/chat/completions');
      expect(request?.headers.authorization).toBe('Bearer sk-grandfit-test');
      expect(request?.body).toMatchObject({
        model: 'test-vision',
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system' },
          {
            role: 'user',
            content: [{ type: 'text' }, { type: 'image_url', image_url: { url: PHOTO } }],
          },
        ],
      });
      // Identifying is not logging.
      expect(await stored()).toMatchObject({ meals: 0, mealFoods: 0 });
    });

    it.each([
      ['prose instead of JSON', { content: 'Looks like salmon with broccoli!' }],
      [
        'JSON of another shape',
        { content: JSON.stringify({ foods: [{ name: 'salmon', grams: -3 }] }) },
      ],
      ['a body without choices', { rawBody: JSON.stringify({ object: 'chat.completion' }) }],
      ['a server error', { status: 500, error: 'model crashed' }],
      ['a refused key', { status: 401, error: 'invalid api key' }],
    ])('answers 502 and stores nothing when the provider sends %s', async (_name, reply) => {
      const browser = await user();
      const before = await stored();
      provider.reply(reply);
      const response = await identifyPhoto(browser);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual(AI_DOWN);
      expect(await stored()).toEqual(before);
      expect(before).toMatchObject({ meals: 0, mealFoods: 0 });
    });

    it('answers 502 within about the time limit when the provider is too slow', async () => {
      const browser = await user();
      provider.reply({ content: JSON.stringify({ foods: [{ name: 'salmon' }] }), delayMs: 3000 });
      const started = performance.now();
      const response = await identifyPhoto(browser);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual(AI_DOWN);
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
      expect(elapsed).toBeLessThan(2000);
      expect(await stored()).toMatchObject({ meals: 0, mealFoods: 0 });
      // The next photo goes through once the provider answers again.
      provider.reply({ content: JSON.stringify({ foods: [{ name: 'salmon', grams: 100 }] }) });
      expect((await identifyPhoto(browser)).status).toBe(200);
    });

    it('lets the provider word a meal, never change its ingredients or numbers', async () => {
      const browser = await user();
      // What the built-in engine makes on its own (the provider fails this first call).
      provider.reply({ content: 'not json' });
      const builtIn = (await (await generate(browser)).json()) as GeneratedMeal;
      expect(builtIn.source).toBe('built-in');

      const words = {
        name: 'Sunny salmon bowl',
        description: 'Flaky salmon over greens.',
        instructions: ['Cook the salmon.', 'Serve it over the greens.'],
      };
      provider.reply({ content: JSON.stringify(words) });
      const response = await generate(browser);
      expect(response.status, await response.clone().text()).toBe(200);
      const written = (await response.json()) as GeneratedMeal;
      expect(written).toEqual({ ...builtIn, ...words, source: 'ai' });

      // The provider was given our ingredients and amounts to word.
      const prompt = JSON.stringify(provider.requests[1]?.body);
      for (const item of builtIn.ingredientItems) expect(prompt).toContain(item.amount);
    });

    it.each([
      ['prose instead of JSON', { content: 'Here is a lovely recipe: salmon and greens.' }],
      [
        'JSON of another shape',
        { content: JSON.stringify({ name: 'Bowl', instructions: 'Cook.' }) },
      ],
      ['a server error', { status: 503, error: 'overloaded' }],
      [
        'text naming a red food',
        {
          content: JSON.stringify({
            name: 'Salmon and egg bowl',
            description: 'Salmon with a soft egg.',
            instructions: ['Cook the salmon.', 'Top with an egg.'],
          }),
        },
      ],
      ['a reply slower than the time limit', { content: '{}', delayMs: 3000 }],
    ])('falls back to the built-in meal when the provider sends %s', async (_name, reply) => {
      const browser = await user();
      provider.reply(reply);
      const started = performance.now();
      const response = await generate(browser);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(response.status, await response.clone().text()).toBe(200);
      const meal = (await response.json()) as GeneratedMeal;
      expect(meal.source).toBe('built-in');
      expect(meal.name).not.toBe('Salmon and egg bowl');
      expect(meal.instructions).not.toContain('Top with an egg.');
      expect(meal.ingredientItems.every((item) => item.leapCategory === 'green')).toBe(true);
      expect(provider.requests).toHaveLength(1);
    });
  },
  {
    env: {
      AI_BASE_URL: provider.baseUrl,
      AI_API_KEY: 'sk-grandfit-test',
      AI_MODEL: 'test-vision',
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  },
);
