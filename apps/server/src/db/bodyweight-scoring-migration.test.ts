import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXERCISES } from '@grandfit/shared/domain/programme/exercises.ts';
import { scoringOf } from '@grandfit/shared/domain/records/records.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import type { Database } from './client.ts';

const MIGRATION = readFileSync(
  new URL('./migrations/0034_bodyweight_scoring.sql', import.meta.url),
  'utf8',
);

/**
 * Migration 0034 (decision 073) drops what the records fold no longer makes for bodyweight work:
 * e1RM bests and records, and the sessions' e1RM figures. It ran on an empty database when the
 * test database was made; here it runs again over rows an older server wrote.
 */
describe.each(testDatabaseKinds())('bodyweight scoring migration [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await run(statement)) as unknown as { rows: T[] }).rows;

  async function user(): Promise<string> {
    const [row] = await rows<{ id: string }>(
      sql`insert into users (issuer, subject) values ('test', ${randomUUID()}) returning id`,
    );
    return row!.id;
  }

  async function custom(userId: string, kind: string): Promise<string> {
    const [row] = await rows<{ id: string }>(sql`
      insert into custom_exercises (user_id, name, kind) values (${userId}, ${randomUUID()}, ${kind})
      returning id`);
    return `custom-${row!.id}`;
  }

  /** What an older server kept for one exercise: bests, records and a session's figures. */
  async function oldFigures(userId: string, exerciseId: string) {
    const sessionId = randomUUID();
    await run(sql`insert into workout_sessions (id, user_id, started_at, source)
      values (${sessionId}, ${userId}, now(), 'strong')`);
    for (const kind of ['first', 'weight', 'e1rm']) {
      await run(sql`insert into exercise_bests (user_id, exercise_id, kind, value, session_id,
        achieved_at) values (${userId}, ${exerciseId}, ${kind}, 30, ${sessionId}, now())`);
    }
    for (const kind of ['weight', 'e1rm']) {
      await run(sql`insert into personal_records (user_id, exercise_id, kind, session_id, value,
        achieved_at) values (${userId}, ${exerciseId}, ${kind}, ${sessionId}, 30, now())`);
    }
    await run(sql`insert into exercise_session_stats (user_id, exercise_id, session_id, first_at,
      sets, working_sets, volume_kg, best_e1rm_kg, first_loaded_at, top_weight_kg, best_by_reps)
      values (${userId}, ${exerciseId}, ${sessionId}, now(), 1, 1, 100, 35, now(), 20,
        '{"5": [20, 0]}')`);
  }

  async function figures(userId: string, exerciseId: string) {
    const [row] = await rows<{ bests: string[]; records: string[]; stats: unknown }>(sql`
      select
        (select array_agg(kind order by kind) from exercise_bests
          where user_id = ${userId} and exercise_id = ${exerciseId}) as bests,
        (select array_agg(kind order by kind) from personal_records
          where user_id = ${userId} and exercise_id = ${exerciseId}) as records,
        (select json_build_object('e1rm', best_e1rm_kg, 'loadedAt', first_loaded_at,
            'top', top_weight_kg, 'volume', volume_kg, 'byReps', best_by_reps)
          from exercise_session_stats where user_id = ${userId} and exercise_id = ${exerciseId})
          as stats`);
    return row!;
  }

  it('lists every bodyweight rep exercise of the library, and nothing else', () => {
    const array = /ARRAY\[([^\]]*)\]/.exec(MIGRATION)![1]!;
    const listed = [...array.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]!);
    // A bodyweight exercise added to the library later was never given an e1RM to drop.
    const bodyweight = EXERCISES.filter((exercise) => scoringOf(exercise) === 'bodyweight');
    expect(listed.sort()).toEqual(bodyweight.map((exercise) => exercise.id).sort());
  });

  it("drops bodyweight exercises' e1RM figures and keeps everything else", async () => {
    const lifter = await user();
    const other = await user();
    const dip = await custom(lifter, 'bodyweight');
    const sled = await custom(lifter, 'weighted');
    for (const exerciseId of ['pull-up', 'back-squat', dip, sled]) {
      await oldFigures(lifter, exerciseId);
    }
    // Another user's weighted exercise keeps its e1RM too.
    const otherSled = await custom(other, 'weighted');
    await oldFigures(other, otherSled);

    await database.db.transaction(async (tx) => {
      for (const statement of MIGRATION.split('--> statement-breakpoint')) {
        await tx.execute(sql.raw(statement));
      }
    });

    const kept = {
      bests: ['e1rm', 'first', 'weight'],
      records: ['e1rm', 'weight'],
      stats: { e1rm: 35, top: 20, volume: 100, byReps: { 5: [20, 0] } },
    };
    const dropped = {
      bests: ['first', 'weight'],
      records: ['weight'],
      stats: { e1rm: null, loadedAt: null, top: 20, volume: 100, byReps: { 5: [20, 0] } },
    };
    expect(await figures(lifter, 'pull-up')).toMatchObject(dropped);
    expect(await figures(lifter, dip)).toMatchObject(dropped);
    expect(await figures(lifter, 'back-squat')).toMatchObject(kept);
    expect(await figures(lifter, sled)).toMatchObject(kept);
    expect(await figures(other, otherSled)).toMatchObject(kept);
  });
});
