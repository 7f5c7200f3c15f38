import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import type { Database } from './client.ts';
import { workoutSessions, workoutSets } from './schema/training.ts';
import { users } from './schema/users.ts';

/**
 * A set's session and user are one foreign key (docs/decisions/013-training-hot-paths.md): the
 * database itself refuses a set in another user's session, and a user's sets go with him.
 */
describe.each(testDatabaseKinds())('set ownership [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  async function user(): Promise<string> {
    const [row] = await database.db
      .insert(users)
      .values({ issuer: 'test', subject: randomUUID() })
      .returning({ id: users.id });
    return row!.id;
  }

  async function session(userId: string): Promise<string> {
    const id = randomUUID();
    await database.db
      .insert(workoutSessions)
      .values({ id, userId, startedAt: new Date(), source: 'strong' });
    return id;
  }

  const insertSet = (userId: string, sessionId: string) =>
    database.db.insert(workoutSets).values({
      userId,
      clientId: randomUUID(),
      sessionId,
      exerciseId: 'bench-press',
      exerciseIndex: 0,
      setNumber: 1,
      weight: 100,
      weightUnit: 'kg',
      reps: 5,
      performedAt: new Date(),
    });

  const setCount = async (userId: string) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(workoutSets)
      .where(eq(workoutSets.userId, userId));
    return row!.n;
  };

  it("refuses a set in another user's session, and keeps a set in the user's own", async () => {
    const owner = await user();
    const stranger = await user();
    const ownersSession = await session(owner);
    await insertSet(owner, ownersSession);
    await expect(insertSet(stranger, ownersSession)).rejects.toThrow();
    expect(await setCount(owner)).toBe(1);
    expect(await setCount(stranger)).toBe(0);
  });

  it("takes a user's sets with him when his account goes, and no one else's", async () => {
    const leaving = await user();
    const staying = await user();
    await insertSet(leaving, await session(leaving));
    await insertSet(staying, await session(staying));
    await database.db.delete(users).where(eq(users.id, leaving));
    expect(await setCount(leaving)).toBe(0);
    expect(await setCount(staying)).toBe(1);
  });
});
