import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { leapFoodKey, leapIndex, type LeapIndex } from '@grandfit/shared/domain/nutrition/leap.ts';
import {
  LEAP_CORRECTION_NOT_FOUND,
  LEAP_ENTRY_NOT_FOUND,
  LEAP_LIST_CATEGORIES,
  type LeapEntry,
  type LeapCategory,
  type LeapCorrectionInput,
  type LeapCorrectionRow,
  type LeapEntryInput,
  type LeapListCategory,
} from '@grandfit/shared/schemas/nutrition.ts';
import type { Db } from '../../db/client.ts';
import { foods, leapCorrections, leapEntries } from '../../db/schema/nutrition.ts';
import { HttpError } from '../../http/http-error.ts';
import { coreVocabulary } from './food-catalog.ts';
import { ensureFoodTable } from './food-table.ts';

type EntryRow = typeof leapEntries.$inferSelect;

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

function present(row: EntryRow): LeapEntry {
  return {
    id: row.id,
    name: row.name,
    category: row.category as LeapListCategory,
    foodId: row.foodId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listLeapEntries(db: Db, userId: string): Promise<LeapEntry[]> {
  const rows = await db
    .select()
    .from(leapEntries)
    .where(eq(leapEntries.userId, userId))
    .orderBy(asc(leapEntries.nameKey));
  return rows.map(present);
}

/**
 * The user's list, ready to place foods on it: matched by the food table's core foods (a mixed
 * food's strictest ingredient decides), and the user's corrections first.
 */
export async function userLeapIndex(db: Db, userId: string): Promise<LeapIndex> {
  const [rows, corrections] = await Promise.all([
    db
      .select({
        name: leapEntries.name,
        category: leapEntries.category,
        foodId: leapEntries.foodId,
      })
      .from(leapEntries)
      .where(eq(leapEntries.userId, userId)),
    db
      .select({ foodKey: leapCorrections.foodKey, category: leapCorrections.category })
      .from(leapCorrections)
      .where(eq(leapCorrections.userId, userId)),
  ]);
  return leapIndex(
    rows.map((row) => ({ ...row, category: row.category as LeapListCategory })),
    {
      vocabulary: coreVocabulary(),
      corrections: corrections.map((row) => ({
        foodKey: row.foodKey,
        category: row.category as LeapCategory,
      })),
    },
  );
}

function presentCorrection(row: typeof leapCorrections.$inferSelect): LeapCorrectionRow {
  return {
    id: row.id,
    name: row.name,
    foodId: row.foodId,
    category: row.category as LeapCategory,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/food/leap-corrections: the user's corrections, oldest first. */
export async function listLeapCorrections(db: Db, userId: string): Promise<LeapCorrectionRow[]> {
  const rows = await db
    .select()
    .from(leapCorrections)
    .where(eq(leapCorrections.userId, userId))
    .orderBy(asc(leapCorrections.createdAt), asc(leapCorrections.id));
  return rows.map(presentCorrection);
}

/**
 * PUT /api/food/leap-corrections: the user's category for one food, kept per food (`leapFoodKey`:
 * its table id, else its name). The same request twice leaves one row with the same category.
 */
export async function correctLeapCategory(
  db: Db,
  userId: string,
  input: LeapCorrectionInput,
): Promise<LeapCorrectionRow> {
  const foodId = input.foodId ?? null;
  await assertFoodsExist(db, foodId ? [foodId] : []);
  const name = input.name.trim().replace(/\s+/g, ' ');
  const [row] = await db
    .insert(leapCorrections)
    .values({
      userId,
      foodKey: leapFoodKey({ name, foodId }),
      name,
      foodId,
      category: input.category,
    })
    .onConflictDoUpdate({
      target: [leapCorrections.userId, leapCorrections.foodKey],
      set: { name, category: input.category, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new HttpError(500, 'The correction was not stored');
  return presentCorrection(row);
}

/** DELETE /api/food/leap-corrections/{id}: back to the list's matching; 404 if not the user's. */
export async function deleteLeapCorrection(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(leapCorrections)
    .where(and(eq(leapCorrections.id, id), eq(leapCorrections.userId, userId)))
    .returning({ id: leapCorrections.id });
  if (!row) throw new HttpError(404, LEAP_CORRECTION_NOT_FOUND);
}

/** Unknown food ids are a bad request: 400 naming them, before anything is written. */
export async function assertFoodsExist(db: Db, ids: readonly string[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  await ensureFoodTable(db);
  const found = await db.select({ id: foods.id }).from(foods).where(inArray(foods.id, wanted));
  const known = new Set(found.map((row) => row.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new HttpError(400, `Unknown food id: ${unknown.join(', ')}`);
}

async function upsert(db: Db, userId: string, entries: readonly LeapEntryInput[]) {
  // The last word on a name wins when a list names a food twice.
  const byKey = new Map(entries.map((entry) => [nameKey(entry.name), entry]));
  const values = [...byKey].map(([key, entry]) => ({
    userId,
    name: entry.name.trim(),
    nameKey: key,
    category: entry.category,
    foodId: entry.foodId ?? null,
  }));
  if (values.length === 0) return;
  await db
    .insert(leapEntries)
    .values(values)
    .onConflictDoUpdate({
      target: [leapEntries.userId, leapEntries.nameKey],
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        foodId: sql`excluded.food_id`,
        updatedAt: sql`now()`,
      },
    });
}

/** PUT /api/food/leap-list: adds entries or changes those already listed (by name). */
export async function upsertLeapEntries(
  db: Db,
  userId: string,
  entries: readonly LeapEntryInput[],
): Promise<LeapEntry[]> {
  await assertFoodsExist(
    db,
    entries.flatMap((entry) => (entry.foodId ? [entry.foodId] : [])),
  );
  await upsert(db, userId, entries);
  return listLeapEntries(db, userId);
}

/** PUT /api/food/leap-list/{id}: edits one entry; renaming onto another listed name is a 409. */
export async function updateLeapEntry(
  db: Db,
  userId: string,
  id: string,
  entry: LeapEntryInput,
): Promise<LeapEntry> {
  await assertFoodsExist(db, entry.foodId ? [entry.foodId] : []);
  const key = nameKey(entry.name);
  const [clash] = await db
    .select({ id: leapEntries.id })
    .from(leapEntries)
    .where(and(eq(leapEntries.userId, userId), eq(leapEntries.nameKey, key)));
  if (clash && clash.id !== id)
    throw new HttpError(409, `${entry.name.trim()} is already on your list`);
  const [row] = await db
    .update(leapEntries)
    .set({
      name: entry.name.trim(),
      nameKey: key,
      category: entry.category,
      foodId: entry.foodId ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(leapEntries.id, id), eq(leapEntries.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, LEAP_ENTRY_NOT_FOUND);
  return present(row);
}

export async function deleteLeapEntry(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(leapEntries)
    .where(and(eq(leapEntries.id, id), eq(leapEntries.userId, userId)))
    .returning({ id: leapEntries.id });
  if (!row) throw new HttpError(404, LEAP_ENTRY_NOT_FOUND);
}

/** RFC 4180 rows: commas, double quotes around fields, "" inside them, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * POST /api/food/leap-list/import: the columns food,category (header optional). Every row is
 * checked first; any bad row answers 400 naming the rows, and nothing is stored.
 */
export async function importLeapList(
  db: Db,
  userId: string,
  csv: string,
  replace: boolean,
): Promise<{ imported: number; entries: LeapEntry[] }> {
  const rows = parseCsv(csv.replace(/^\uFEFF/, ''));
  const entries: LeapEntryInput[] = [];
  const problems: string[] = [];
  rows.forEach((cells, index) => {
    const line = index + 1;
    const [food = '', category = '', ...extra] = cells.map((cell) => cell.trim());
    if (cells.every((cell) => cell.trim() === '')) return;
    if (index === 0 && food.toLowerCase() === 'food' && category.toLowerCase() === 'category')
      return;
    const lower = category.toLowerCase();
    if (food === '') problems.push(`row ${line}: the food is missing`);
    else if (food.length > 120) problems.push(`row ${line}: the food name is too long`);
    else if (!(LEAP_LIST_CATEGORIES as readonly string[]).includes(lower)) {
      problems.push(`row ${line}: the category must be green, yellow or red`);
    } else if (extra.some((cell) => cell !== '')) {
      problems.push(`row ${line}: expected two columns, food and category`);
    } else entries.push({ name: food, category: lower as LeapListCategory });
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ');
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
    throw new HttpError(400, `The CSV has bad rows, so nothing was imported: ${shown}${more}`);
  }
  if (entries.length === 0) throw new HttpError(400, 'The CSV has no foods in it');
  if (entries.length > 2000) throw new HttpError(400, 'The CSV has more than 2,000 foods');
  await db.transaction(async (tx) => {
    if (replace) await tx.delete(leapEntries).where(eq(leapEntries.userId, userId));
    await upsert(tx, userId, entries);
  });
  return { imported: entries.length, entries: await listLeapEntries(db, userId) };
}
