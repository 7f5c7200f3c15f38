import { and, asc, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_DECATHLON, NOT_TESTED_YET } from '@grandfit/shared/domain/goals/default-goals.ts';
import { goalWordsIn, storedGoalWords } from '@grandfit/shared/domain/goals/goal-units.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { CustomizeGoals, Goal, UpdateGoal } from '@grandfit/shared/schemas/goals.ts';
import type { Db } from '../../db/client.ts';
import { goals } from '../../db/schema/journey.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../http/http-error.ts';
import { getSettings } from '../profile/settings.service.ts';

export const GOAL_NOT_FOUND = 'Goal not found';

// Read with each goal in the same query: the list is Today's and the Goals screen's first read.
// Spelled out with "goals"."id": drizzle leaves columns unqualified in a single-table select.
const withTests = {
  ...getTableColumns(goals),
  testCount: sql<number>`(
    select count(*) from quarterly_tests t where t.goal_id = "goals"."id"
  )`.mapWith(Number),
  scoredTestCount: sql<number>`(
    select count(*) from quarterly_tests t where t.goal_id = "goals"."id"
      and (t.performance_score is not null or t.target_met)
  )`.mapWith(Number),
  // As text: node-postgres would turn a bare date into a JS Date.
  lastTestDate: sql<string | null>`(
    select max(t.test_date)::text from quarterly_tests t where t.goal_id = "goals"."id"
  )`,
};

type GoalRow = typeof goals.$inferSelect & {
  testCount: number;
  scoredTestCount: number;
  lastTestDate: string | null;
};

/**
 * A goal as its user reads it. The default events' words are stored in the spec's spelling (lb,
 * miles) and read in the user's unit; words he wrote himself, and his test results, as written
 * (docs/decisions/090-decathlon-goals-in-the-users-unit.md).
 */
export function presentGoal(row: GoalRow, unit: WeightUnit): Goal {
  const words = goalWordsIn(
    {
      activityName: row.activityName,
      testDescription: row.testDescription,
      targetAbility: row.targetAbility,
    },
    unit,
  );
  return {
    id: row.id,
    position: row.position,
    activityName: words.activityName,
    testDescription: words.testDescription,
    currentAbility: row.currentAbility,
    targetAbility: words.targetAbility,
    // "A number held as a string" (docs/decisions/012-decathlon-goals.md).
    progressPercentage: String(row.progressPercentage),
    nextTestDate: row.nextTestDate,
    lastTestDate: row.lastTestDate,
    testCount: row.testCount,
    scoredTestCount: row.scoredTestCount,
  };
}

/** The unit the user reads weights in (settings.units): his goals' words follow it. */
async function unitOf(db: Db, userId: string): Promise<WeightUnit> {
  return (await getSettings(db, userId)).units;
}

async function selectGoals(db: Db, userId: string): Promise<Goal[]> {
  const [rows, unit] = await Promise.all([
    db
      .select(withTests)
      .from(goals)
      .where(eq(goals.userId, userId))
      .orderBy(asc(goals.position), asc(goals.createdAt)),
    unitOf(db, userId),
  ]);
  return rows.map((row) => presentGoal(row, unit));
}

/** The user's own goal with its test figures; another user's id finds nothing. */
export async function findGoal(db: Db, userId: string, goalId: string): Promise<Goal | undefined> {
  const [[row], unit] = await Promise.all([
    db
      .select(withTests)
      .from(goals)
      .where(and(eq(goals.id, goalId), eq(goals.userId, userId))),
    unitOf(db, userId),
  ]);
  return row ? presentGoal(row, unit) : undefined;
}

/**
 * Serialises the writes that shape a user's whole decathlon (seeding, customizing): the user's
 * row is locked for the transaction, so two first reads cannot both seed ten goals. The goals
 * table has no unique key that an insert-if-absent could lean on.
 */
async function lockUser(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The user's decathlon, in order, in his unit. A user without goals gets the ten default events
 * (stored in the spec's words), due for a baseline test on `today` (the user's local day).
 */
export async function listGoals(db: Db, userId: string, today: string): Promise<Goal[]> {
  const list = await selectGoals(db, userId);
  if (list.length > 0) return list;
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(eq(goals.userId, userId))
      .limit(1);
    if (existing) return;
    await tx.insert(goals).values(
      DEFAULT_DECATHLON.map((event, position) => ({
        userId,
        position,
        ...event,
        currentAbility: NOT_TESTED_YET,
        progressPercentage: 0,
        nextTestDate: today,
      })),
    );
  });
  return selectGoals(db, userId);
}

/**
 * 'Edit': rewrites one goal's words; its progress, dates and tests stay. A default's words sent
 * back unchanged, in either unit, stay the default's.
 */
export async function updateGoal(
  db: Db,
  userId: string,
  goalId: string,
  change: UpdateGoal,
): Promise<Goal> {
  const [row] = await db
    .update(goals)
    .set({ ...storedGoalWords(change), updatedAt: sql`now()` })
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  if (!row) throw new HttpError(404, GOAL_NOT_FOUND);
  const goal = await findGoal(db, userId, goalId);
  if (!goal) throw new HttpError(404, GOAL_NOT_FOUND);
  return goal;
}

/**
 * 'Customize My Decathlon': the list becomes the user's decathlon in its order. Goals named by
 * id keep their progress and tests; new events start untested and due on `today`; goals left
 * out are deleted with their tests (the client asks first). An id that is not one of the user's
 * goals answers 404 and changes nothing.
 */
export async function customizeGoals(
  db: Db,
  userId: string,
  list: CustomizeGoals['goals'],
  today: string,
): Promise<Goal[]> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const owned = await tx.select({ id: goals.id }).from(goals).where(eq(goals.userId, userId));
    const ownedIds = new Set(owned.map((goal) => goal.id));
    const keptIds = list.flatMap((goal) => (goal.id ? [goal.id] : []));
    if (keptIds.some((id) => !ownedIds.has(id))) throw new HttpError(404, GOAL_NOT_FOUND);

    await tx
      .delete(goals)
      .where(
        keptIds.length > 0
          ? and(eq(goals.userId, userId), notInArray(goals.id, keptIds))
          : eq(goals.userId, userId),
      );
    for (const [position, goal] of list.entries()) {
      // A default's words, in either unit, are stored in the spec's spelling.
      const words = {
        ...storedGoalWords({
          activityName: goal.activityName,
          testDescription: goal.testDescription,
          targetAbility: goal.targetAbility,
        }),
        ...(goal.currentAbility === undefined ? {} : { currentAbility: goal.currentAbility }),
      };
      if (goal.id) {
        await tx
          .update(goals)
          .set({ ...words, position, updatedAt: sql`now()` })
          .where(and(eq(goals.id, goal.id), eq(goals.userId, userId)));
      } else {
        await tx.insert(goals).values({
          userId,
          position,
          currentAbility: NOT_TESTED_YET,
          ...words,
          progressPercentage: 0,
          nextTestDate: today,
        });
      }
    }
  });
  return selectGoals(db, userId);
}
