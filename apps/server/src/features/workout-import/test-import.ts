/** Test-only: the import routes as a client calls them, and the rows they wrote. */
import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  WorkoutImportCommit,
  WorkoutImportLine,
  WorkoutImportPreview,
  WorkoutImportResult,
} from '@grandfit/shared/schemas/workout-import.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { TestBrowser } from '../../../test/browser.ts';

export const PREVIEW = '/api/imports/workouts/preview';

export function previewRequest(
  browser: TestBrowser,
  body: string | Uint8Array | ReadableStream,
  options: { tz?: string; contentType?: string } = {},
) {
  const query = options.tz ? `?tz=${encodeURIComponent(options.tz)}` : '';
  return browser.api(`${PREVIEW}${query}`, {
    method: 'POST',
    body,
    contentType: options.contentType ?? 'text/csv',
  });
}

export async function preview(
  browser: TestBrowser,
  csv: string,
  tz = 'Europe/London',
): Promise<WorkoutImportPreview> {
  const response = await previewRequest(browser, csv, { tz });
  if (response.status !== 200) {
    throw new Error(`preview answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as WorkoutImportPreview;
}

export const commitRequest = (browser: TestBrowser, uploadId: string, body: WorkoutImportCommit) =>
  browser.api(`/api/imports/workouts/${uploadId}`, { method: 'POST', json: body });

/** The NDJSON lines of a commit's answer. */
export async function commitLines(
  browser: TestBrowser,
  uploadId: string,
  body: WorkoutImportCommit = {},
): Promise<WorkoutImportLine[]> {
  const response = await commitRequest(browser, uploadId, body);
  if (response.status !== 200) {
    throw new Error(`commit answered ${response.status}: ${await response.text()}`);
  }
  expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  const text = await response.text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WorkoutImportLine);
}

/** Commits and answers the result (throws on an error line). */
export async function commit(
  browser: TestBrowser,
  uploadId: string,
  body: WorkoutImportCommit = {},
): Promise<WorkoutImportResult> {
  const lines = await commitLines(browser, uploadId, body);
  const last = lines.at(-1);
  if (last?.type !== 'result') throw new Error(`commit failed: ${JSON.stringify(last)}`);
  return last.result;
}

/** Preview then commit with the preview's matches. */
export async function importCsv(
  browser: TestBrowser,
  csv: string,
  body: WorkoutImportCommit = {},
  tz = 'Europe/London',
) {
  const previewed = await preview(browser, csv, tz);
  return { preview: previewed, result: await commit(browser, previewed.uploadId, body) };
}

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export interface StoredSetRow {
  exercise_id: string;
  exercise_index: number;
  set_number: number;
  weight: number | null;
  weight_unit: string;
  reps: number | null;
  rir: number | null;
  rpe: number | null;
  set_type: string;
  duration_seconds: number | null;
  distance_meters: number | null;
  workout_id: string | null;
  source: string;
  title: string | null;
  started_at: string;
  note: string | null;
}

export async function storedSets(db: Db, userId: string): Promise<StoredSetRow[]> {
  const result = await db.execute(sql`
    select t.exercise_id, t.exercise_index, t.set_number, t.weight, t.weight_unit, t.reps, t.rir,
      t.rpe, t.set_type, t.duration_seconds, t.distance_meters, t.workout_id, s.source, s.title,
      to_char(s.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as started_at, t.note
    from workout_sets t join workout_sessions s on s.id = t.session_id
    where t.user_id = ${userId}
    order by s.started_at, t.performed_at`);
  return (result as unknown as { rows: StoredSetRow[] }).rows;
}
