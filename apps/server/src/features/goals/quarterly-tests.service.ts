import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { nextTestDateAfter, progressAfterTest } from '@grandfit/shared/domain/goals/schedule.ts';
import type {
  QuarterlyTest,
  QuarterlyTestRecord,
  RecordedQuarterlyTest,
} from '@grandfit/shared/schemas/goals.ts';
import type { Db } from '../../db/client.ts';
import { goals, quarterlyTests } from '../../db/schema/journey.ts';
import { HttpError } from '../../http/http-error.ts';
import { GOAL_NOT_FOUND, findGoal } from './goals.service.ts';

type TestRow = typeof quarterlyTests.$inferSelect;

function presentTest(row: TestRow): QuarterlyTestRecord {
  return {
    id: row.id,
    goalId: row.goalId,
    clientId: row.clientId,
    testDate: row.testDate,
    plannedDate: row.plannedDate,
    testResult: row.testResult,
    targetMet: row.targetMet,
    notes: row.notes,
    performanceScore: row.performanceScore,
    nextTestDate: row.nextTestDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records a quarterly test and moves the goal on: the result becomes the current ability, the
 * progress follows progressAfterTest, and the next test is due 90 days after the test. A test
 * dated before the goal's latest one joins the history without rewinding the goal. With a
 * `clientId`, the same submission twice records one test (the first answer is repeated).
 */
export async function recordQuarterlyTest(
  db: Db,
  userId: string,
  test: QuarterlyTest,
  serverToday: string,
): Promise<RecordedQuarterlyTest> {
  // A day of slack: the user's local day can be ahead of the server's.
  if (test.testDate > addDays(serverToday, 1)) {
    throw new HttpError(400, 'The test date cannot be in the future');
  }
  const recorded = await db.transaction(async (tx) => {
    const [goal] = await tx
      .select()
      .from(goals)
      .where(and(eq(goals.id, test.goalId), eq(goals.userId, userId)))
      .for('update');
    if (!goal) throw new HttpError(404, GOAL_NOT_FOUND);

    const nextTestDate = nextTestDateAfter(test.testDate);
    const [row] = await tx
      .insert(quarterlyTests)
      .values({
        userId,
        goalId: goal.id,
        clientId: test.clientId ?? null,
        testDate: test.testDate,
        // The date the test was due, unless the client says which one it was planned for.
        plannedDate: test.plannedDate === undefined ? goal.nextTestDate : test.plannedDate,
        testResult: test.testResult,
        targetMet: test.targetMet,
        notes: test.notes,
        performanceScore: test.performanceScore,
        nextTestDate,
      })
      .onConflictDoNothing({ target: [quarterlyTests.userId, quarterlyTests.clientId] })
      .returning();
    if (!row) return replayed(tx, userId, goal.id, test.clientId);

    const [later] = await tx
      .select({ id: quarterlyTests.id })
      .from(quarterlyTests)
      .where(and(eq(quarterlyTests.goalId, goal.id), gt(quarterlyTests.testDate, test.testDate)))
      .limit(1);
    if (!later) {
      await tx
        .update(goals)
        .set({
          currentAbility: test.testResult,
          progressPercentage: progressAfterTest(goal.progressPercentage, test),
          nextTestDate,
          updatedAt: sql`now()`,
        })
        .where(eq(goals.id, goal.id));
    }
    return row;
  });
  const goal = await findGoal(db, userId, recorded.goalId);
  if (!goal) throw new HttpError(404, GOAL_NOT_FOUND);
  return { test: presentTest(recorded), goal };
}

/** The test first recorded under `clientId`: it must be of the same goal. */
async function replayed(
  tx: Db,
  userId: string,
  goalId: string,
  clientId: string | undefined,
): Promise<TestRow> {
  const [row] = clientId
    ? await tx
        .select()
        .from(quarterlyTests)
        .where(and(eq(quarterlyTests.userId, userId), eq(quarterlyTests.clientId, clientId)))
    : [];
  if (!row) throw new Error('a test insert without a conflict returned no row');
  if (row.goalId !== goalId) throw new HttpError(409, 'This test was recorded for another goal');
  return row;
}

/** A goal's tests, newest first; another user's goal answers 404. */
export async function listQuarterlyTests(
  db: Db,
  userId: string,
  goalId: string,
): Promise<QuarterlyTestRecord[]> {
  const [goal] = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
  if (!goal) throw new HttpError(404, GOAL_NOT_FOUND);
  const rows = await db
    .select()
    .from(quarterlyTests)
    .where(and(eq(quarterlyTests.goalId, goalId), eq(quarterlyTests.userId, userId)))
    .orderBy(desc(quarterlyTests.testDate), desc(quarterlyTests.createdAt));
  return rows.map(presentTest);
}
