import {
  workoutImportResultSchema,
  type WorkoutImportResult,
} from '@grandfit/shared/schemas/workout-import.ts';
import { ApiError } from '../../../lib/api-client.ts';

export interface ImportStreamProgress {
  done: number;
  total: number;
}

/** Said when the answer ends without its result line: the connection dropped mid-import. */
export const STREAM_CUT =
  'The connection was lost before the import finished. Open History to see what arrived, or ' +
  'import the file again: sets already imported are never added twice.';

const UNREADABLE = 'The server sent an answer that could not be read. Try again.';

/**
 * The lines of an NDJSON body as they arrive. A chunk may end mid-line or mid-character (a
 * multi-byte letter in an exercise name), so bytes are decoded as a stream and a line is only
 * given out once its newline has arrived; a last line without a newline is given out at the end.
 */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line !== '') yield line;
        newline = buffer.indexOf('\n');
      }
      if (done) break;
    }
    const rest = buffer.trim();
    if (rest !== '') yield rest;
  } finally {
    reader.releaseLock();
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new Error(UNREADABLE);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads the commit's answer (POST /api/imports/workouts/{uploadId}): progress lines, then one
 * result or one error line. Resolves with the result; an error line rejects with an ApiError of
 * its status, so it reads like any other refused request; an answer that stops before its last
 * line rejects with STREAM_CUT.
 */
export async function readImportStream(
  body: ReadableStream<Uint8Array>,
  onProgress: (progress: ImportStreamProgress) => void,
): Promise<WorkoutImportResult> {
  for await (const line of ndjsonLines(body)) {
    const message = parseLine(line);
    if (!isRecord(message)) throw new Error(UNREADABLE);
    if (message.type === 'progress') {
      const { done, total } = message;
      if (typeof done === 'number' && typeof total === 'number') onProgress({ done, total });
    } else if (message.type === 'result') {
      const parsed = workoutImportResultSchema.safeParse(message.result);
      if (!parsed.success) throw new Error(UNREADABLE);
      return parsed.data;
    } else if (message.type === 'error') {
      const status = typeof message.status === 'number' ? message.status : 500;
      const text =
        typeof message.message === 'string' && message.message !== ''
          ? message.message
          : 'The import failed. Try again.';
      throw new ApiError(status, { message: text });
    }
    // Any other line is from a newer server: skipped, as the contract only grows.
  }
  throw new Error(STREAM_CUT);
}
