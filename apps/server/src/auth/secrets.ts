import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/auth.ts';

/**
 * Returns the secret stored under `name`, creating it on first use. Insert-if-absent then read, so
 * several instances starting together agree on one value.
 */
export async function getOrCreateSecret<T>(
  db: Db,
  name: string,
  create: () => Promise<T> | T,
): Promise<T> {
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(appSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const stored = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!stored[0]) throw new Error(`Secret ${name} could not be stored`);
  return stored[0].value as T;
}
