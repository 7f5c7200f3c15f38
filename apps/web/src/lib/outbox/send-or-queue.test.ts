import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  freshIndexedDb,
  installFakeServer,
  json,
  openTab,
  setOnLine,
  type FakeServer,
  type OutboxModule,
} from './outbox-test-utils.ts';
import type * as SendOrQueue from './send-or-queue.ts';

let server: FakeServer;
let outbox: OutboxModule;
let sendOrQueue: typeof SendOrQueue.sendOrQueue;

const write = (url: string, clientId = url) =>
  ({ method: 'POST', url, body: { clientId }, userId: 'u1' }) as const;
const sentUrls = () => server.requests.map((request) => request.url);

beforeEach(async () => {
  freshIndexedDb();
  server = installFakeServer();
  setOnLine(true);
  // Both modules from the same fresh instance, so they share the outbox's state.
  outbox = await openTab();
  ({ sendOrQueue } = await import('./send-or-queue.ts'));
});

afterEach(async () => {
  await outbox.stopOutbox();
  vi.unstubAllGlobals();
  setOnLine(true);
});

describe('sendOrQueue', () => {
  it('sends directly when online and nothing waits, and returns the server’s answer', async () => {
    server.reply = () => json({ id: 's1', reps: 5 }, 201);
    const result = await sendOrQueue<{ id: string }>(write('/api/sets'));
    expect(result).toEqual({ status: 'sent', data: { id: 's1', reps: 5 } });
    expect(await outbox.pendingFor('/')).toEqual([]);
    // No outbox round trip: no "who is signed in" request either.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/api/sets']);
  });

  it('resolves a 204 as sent without data', async () => {
    server.reply = () => new Response(null, { status: 204 });
    expect(await sendOrQueue(write('/api/sets/1'))).toEqual({ status: 'sent', data: undefined });
  });

  it('counts a delete answered 404 as done (the row is gone), but not another write', async () => {
    server.reply = () => json({ message: 'Meal not found' }, 404);
    const remove = { method: 'DELETE', url: '/api/food/meals/m1', body: {}, userId: 'u1' } as const;
    expect(await sendOrQueue(remove)).toEqual({ status: 'sent', data: undefined });
    await expect(sendOrQueue({ ...remove, method: 'PUT' })).rejects.toMatchObject({
      status: 404,
      message: 'Meal not found',
    });
    expect(await outbox.pendingFor('/')).toEqual([]);
  });

  it('delivers a queued delete answered 404 instead of rejecting it', async () => {
    setOnLine(false);
    await sendOrQueue({ method: 'DELETE', url: '/api/food/meals/m1', body: {}, userId: 'u1' });
    server.reply = () => json({ message: 'Meal not found' }, 404);
    setOnLine(true);
    expect(await outbox.flush()).toBe('done');
    const { rejected } = outbox.getState();
    expect(rejected).toEqual([]);
    expect(await outbox.pendingFor('/')).toEqual([]);
    expect(server.requests.map((request) => request.method)).toEqual(['DELETE']);
  });

  it('queues without trying when the browser is offline', async () => {
    setOnLine(false);
    const result = await sendOrQueue(write('/api/sets'));
    expect(result).toMatchObject({ status: 'queued', entry: { url: '/api/sets', seq: 1 } });
    expect(server.requests).toEqual([]);
    expect(await outbox.pendingFor('/api/sets')).toHaveLength(1);
  });

  it('queues after a network failure, and the outbox delivers it later', async () => {
    server.reply = () => new TypeError('Failed to fetch');
    const result = await sendOrQueue(write('/api/sets'));
    expect(result.status).toBe('queued');
    // Queuing started a replay, which fails the same way and keeps the entry.
    await vi.waitFor(() => expect(outbox.getState().flushing).toBe(false));
    expect((await outbox.pendingFor('/'))[0]?.attempts).toBe(1);

    server.reply = () => json({});
    expect(await outbox.flush()).toBe('done');
    expect(await outbox.pendingFor('/')).toEqual([]);
  });

  it('queues on a 503', async () => {
    server.reply = () => json({ message: 'Unavailable' }, 503);
    expect((await sendOrQueue(write('/api/sets'))).status).toBe('queued');
  });

  it('rejects a refused write like apiRequest does, and keeps nothing', async () => {
    server.reply = () => json({ message: 'Invalid', issues: [] }, 400);
    const error = await sendOrQueue(write('/api/sets')).catch((e: unknown) => e);
    // The module is loaded fresh for each test, so its ApiError is known by name.
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      body: { message: 'Invalid', issues: [] },
    });
    outbox.subscribe(() => undefined);
    await vi.waitFor(() => expect(outbox.getState().ready).toBe(true));
    expect(outbox.getState().pending).toEqual([]);
    expect(outbox.getState().rejected).toEqual([]);
  });

  it('rejects on 401', async () => {
    server.reply = () => json({ message: 'Unauthorized' }, 401);
    await expect(sendOrQueue(write('/api/sets'))).rejects.toMatchObject({ status: 401 });
  });

  it('does not overtake writes of the same user that still wait', async () => {
    setOnLine(false);
    await sendOrQueue(write('/api/first'));
    setOnLine(true);
    server.reply = () => new TypeError('Failed to fetch');
    await outbox.flush();
    server.reply = () => json({});

    const result = await sendOrQueue(write('/api/second'));
    expect(result.status).toBe('queued');
    await vi.waitFor(async () => expect(await outbox.pendingFor('/')).toEqual([]));
    expect(sentUrls()).toEqual(['/api/first', '/api/first', '/api/second']);
  });

  it('is not held up by another user’s stuck writes', async () => {
    setOnLine(false);
    await sendOrQueue({ method: 'POST', url: '/api/theirs', userId: 'u2' });
    setOnLine(true);
    expect((await sendOrQueue(write('/api/mine'))).status).toBe('sent');
    expect(sentUrls()).toEqual(['/api/mine']);
  });

  it('keeps this tab’s writes in call order even when the first one is slow to fail', async () => {
    const firstAnswer = deferred<Response>();
    server.reply = (request) =>
      request.url === '/api/first' ? firstAnswer.promise : new TypeError('Failed to fetch');

    const first = sendOrQueue(write('/api/first'));
    const second = sendOrQueue(write('/api/second'));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    // The second write waits for the first to settle before it is even tried.
    expect(sentUrls()).toEqual(['/api/first']);

    firstAnswer.resolve(json({ message: 'Bad gateway' }, 502));
    expect((await first).status).toBe('queued');
    expect((await second).status).toBe('queued');
    expect((await outbox.pendingFor('/')).map((entry) => entry.url)).toEqual([
      '/api/first',
      '/api/second',
    ]);
  });
});
