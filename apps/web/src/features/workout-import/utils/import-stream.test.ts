import { describe, expect, it, vi } from 'vitest';
import type { WorkoutImportResult } from '@grandfit/shared/schemas/workout-import.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { STREAM_CUT, ndjsonLines, readImportStream } from './import-stream.ts';

/** A body that arrives in the given byte chunks, however they cut the lines. */
function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** The text's bytes cut at the given byte offsets. */
function cutAt(text: string, ...offsets: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const edges = [0, ...offsets, bytes.length];
  return edges.slice(1).map((end, i) => bytes.slice(edges[i], end));
}

const result: WorkoutImportResult = {
  source: 'strong',
  sessionsAdded: 2,
  setsAdded: 7,
  setsUnchanged: 1,
  customExercisesCreated: 1,
  rejected: [{ line: 9, reason: 'Bad date "yesterday"' }],
  rejectedCount: 1,
};

async function collect(body: ReadableStream<Uint8Array>) {
  const lines: string[] = [];
  for await (const line of ndjsonLines(body)) lines.push(line);
  return lines;
}

describe('ndjsonLines', () => {
  it('gives whole lines whatever the chunks, a letter cut in two included', async () => {
    const text = '{"a":"Café"}\n{"b":2}\n\n{"c":3}';
    // "é" is two bytes in UTF-8 (offsets 9 and 10): the first cut falls between them.
    const lines = await collect(streamOf(cutAt(text, 10, 15, 20)));
    expect(lines).toEqual(['{"a":"Café"}', '{"b":2}', '{"c":3}']);
  });

  it('reads CRLF line ends and a body of one chunk', async () => {
    expect(await collect(streamOf(cutAt('{"a":1}\r\n{"b":2}\r\n')))).toEqual([
      '{"a":1}',
      '{"b":2}',
    ]);
  });
});

describe('readImportStream', () => {
  it('reports each progress line and resolves with the result', async () => {
    const text = [
      JSON.stringify({ type: 'progress', done: 0, total: 8 }),
      JSON.stringify({ type: 'progress', done: 5, total: 8 }),
      JSON.stringify({ type: 'progress', done: 8, total: 8 }),
      JSON.stringify({ type: 'result', result }),
      '',
    ].join('\n');
    const onProgress = vi.fn();
    await expect(readImportStream(streamOf(cutAt(text, 7, 50, 51)), onProgress)).resolves.toEqual(
      result,
    );
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { done: 0, total: 8 },
      { done: 5, total: 8 },
      { done: 8, total: 8 },
    ]);
  });

  it('rejects with the error line as an ApiError of its status', async () => {
    const text = `${JSON.stringify({ type: 'progress', done: 0, total: 3 })}\n${JSON.stringify({
      type: 'error',
      status: 409,
      message: 'This upload was already imported',
    })}\n`;
    const error = await readImportStream(streamOf(cutAt(text)), () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('This upload was already imported');
  });

  it('says the connection was lost when the answer ends before its result', async () => {
    const text = `${JSON.stringify({ type: 'progress', done: 2, total: 9 })}\n{"type":"prog`;
    await expect(readImportStream(streamOf(cutAt(text)), () => {})).rejects.toThrow(
      'The server sent an answer that could not be read',
    );
    const clean = `${JSON.stringify({ type: 'progress', done: 2, total: 9 })}\n`;
    await expect(readImportStream(streamOf(cutAt(clean)), () => {})).rejects.toThrow(STREAM_CUT);
  });

  it('refuses a result that is not one, and skips line types it does not know', async () => {
    const text = `{"type":"notice","text":"newer server"}\n{"type":"result","result":{"setsAdded":"many"}}\n`;
    await expect(readImportStream(streamOf(cutAt(text)), () => {})).rejects.toThrow(
      'could not be read',
    );
  });
});
