import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foods } from '../../db/schema/nutrition.ts';
import { foodCatalog } from './food-catalog.ts';

const loaded = new WeakMap<Db, Promise<void>>();

/**
 * Fills the `foods` table from the catalog once per database: idempotent (rows already there are
 * kept), and skipped when the table already holds every food. Run lazily by the first request that
 * needs it, and at start-up outside tests, so a test file that never touches nutrition never pays
 * for it (about a second on an in-memory PGlite).
 */
export function ensureFoodTable(db: Db): Promise<void> {
  let done = loaded.get(db);
  if (!done) {
    done = loadFoodTable(db);
    // A failure is retried by the next request rather than remembered.
    done.catch(() => loaded.delete(db));
    loaded.set(db, done);
  }
  return done;
}

async function loadFoodTable(db: Db): Promise<void> {
  const catalog = foodCatalog();
  const [row] = await db.select({ n: count() }).from(foods);
  if ((row?.n ?? 0) >= catalog.foods.length) return;
  const rows = catalog.foods.map((food) => ({
    id: food.id,
    name: food.name,
    group_code: food.groupCode,
    calories: food.per100g.calories,
    protein: food.per100g.protein,
    carbs: food.per100g.carbs,
    fat: food.per100g.fat,
    fibre: food.per100g.fibre,
    portions: food.portions,
  }));
  // One statement with one JSON parameter: far faster than thousands of bound rows.
  for (let start = 0; start < rows.length; start += 3000) {
    const batch = JSON.stringify(rows.slice(start, start + 3000));
    await db.execute(sql`
      insert into foods (id, name, group_code, calories, protein, carbs, fat, fibre, portions)
      select id, name, group_code, calories, protein, carbs, fat, fibre, portions
      from jsonb_to_recordset(${batch}::jsonb) as x(
        id text, name text, group_code text, calories real, protein real, carbs real, fat real,
        fibre real, portions jsonb
      )
      on conflict (id) do nothing`);
  }
}
