import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  freshIndexedDb,
  installFakeServer,
  installWebLocks,
  json,
  openTab,
  setOnLine,
  type FakeServer,
  type OutboxModule,
} from './outbox-test-utils.ts';

let server: FakeServer;
let tabs: OutboxModule[];

async function tab(): Promise<OutboxModule> {
  const opened = await openTab();
  tabs.push(opened);
  return opened;
}

/** Queues writes while offline, so nothing is sent until the test says so. */
async function queueOffline(outbox: OutboxModule, ...urls: string[]) {
  setOnLine(false);
  for (const [index, url] of urls.entries()) {
    await outbox.enqueue({
      method: 'POST',
      url,
      body: { clientId: `c${index + 1}` },
      userId: 'u1',
    });
  }
  setOnLine(true);
}

const sentUrls = () => server.requests.map((request) => request.url);

beforeEach(() => {
  freshIndexedDb();
  server = installFakeServer();
  setOnLine(true);
  tabs = [];
});

afterEach(async () => {
  for (const opened of tabs) await opened.stopOutbox();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setOnLine(true);
});

describe('enqueue', () => {
  it('stores the entry with its sequence, id, time and user', async () => {
    const outbox = await tab();
    setOnLine(false);
    const entry = await outbox.enqueue({
      method: 'PUT',
      url: '/api/sets/1',
      body: { clientId: 'c1', at: new Date('2025-08-03T10:00:00Z') },
      userId: 'u1',
      label: 'Set 1',
    });
    expect(entry).toMatchObject({
      seq: 1,
      method: 'PUT',
      url: '/api/sets/1',
      // Stored as JSON will send it.
      body: { clientId: 'c1', at: '2025-08-03T10:00:00.000Z' },
      userId: 'u1',
      label: 'Set 1',
      attempts: 0,
    });
    expect(entry.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
    expect(await outbox.pendingFor('/api/sets')).toEqual([entry]);
  });

  it('refuses a body JSON cannot carry, and stores nothing', async () => {
    const outbox = await tab();
    setOnLine(false);
    await expect(
      outbox.enqueue({ method: 'POST', url: '/api/x', body: { n: 1n } }),
    ).rejects.toThrow(TypeError);
    expect(await outbox.pendingFor('/')).toEqual([]);
  });

  it('sends at once when online', async () => {
    const outbox = await tab();
    await outbox.enqueue({
      method: 'POST',
      url: '/api/sets',
      body: { clientId: 'c1' },
      userId: 'u1',
    });
    await outbox.flush();
    expect(server.requests).toEqual([
      {
        method: 'POST',
        url: '/api/sets',
        body: { clientId: 'c1' },
        contentType: 'application/json',
        credentials: 'include',
      },
    ]);
    expect(await outbox.pendingFor('/')).toEqual([]);
  });
});

describe('flush', () => {
  it('replays in insertion order', async () => {
    const outbox = await tab();
    await queueOffline(outbox, '/api/a', '/api/b', '/api/c');
    expect(server.requests).toEqual([]);

    expect(await outbox.flush()).toBe('done');
    expect(sentUrls()).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(server.requests.map((request) => request.body)).toEqual([
      { clientId: 'c1' },
      { clientId: 'c2' },
      { clientId: 'c3' },
    ]);
  });

  it('sends nothing while the browser is offline', async () => {
    const outbox = await tab();
    await queueOffline(outbox, '/api/a');
    setOnLine(false);
    expect(await outbox.flush()).toBe('offline');
    expect(server.requests).toEqual([]);
    expect(await outbox.pendingFor('/')).toHaveLength(1);
  });

  it('removes an entry only once the server answered 2xx', async () => {
    const outbox = await tab();
    await queueOffline(outbox, '/api/a');
    const answer = deferred<Response>();
    server.reply = () => answer.promise;

    const flushing = outbox.flush();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(await outbox.pendingFor('/')).toHaveLength(1);

    answer.resolve(json({}, 201));
    expect(await flushing).toBe('done');
    expect(await outbox.pendingFor('/')).toEqual([]);
  });

  it('keeps everything after a network failure and retries with backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outbox = await tab();
    await queueOffline(outbox, '/api/a', '/api/b');
    server.reply = () => new TypeError('Failed to fetch');

    expect(await outbox.flush()).toBe('retry');
    expect(sentUrls()).toEqual(['/api/a']);
    const [first, second] = await outbox.pendingFor('/');
    expect(first).toMatchObject({
      url: '/api/a',
      attempts: 1,
      lastError: 'Network error (Failed to fetch)',
    });
    expect(second).toMatchObject({ url: '/api/b', attempts: 0 });

    // The first retry comes after 1 s, not before.
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));

    // Then 2 s: the connection is back by then.
    server.reply = () => json({});
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sentUrls()).toEqual(['/api/a', '/api/a', '/api/a', '/api/b']));
    await vi.waitFor(async () => expect(await outbox.pendingFor('/')).toEqual([]));
  });

  it('treats 5xx, 408 and 429 as "later", like a network failure', async () => {
    const outbox = await tab();
    await queueOffline(outbox, '/api/a');
    for (const status of [500, 503, 408, 429]) {
      server.reply = () => json({ message: 'busy' }, status);
      expect(await outbox.flush()).toBe('retry');
    }
    const [entry] = await outbox.pendingFor('/');
    expect(entry).toMatchObject({ attempts: 4, lastError: '429: busy' });
  });

  it('gives up on a request that hangs, and keeps the entry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outbox = await tab();
    await queueOffline(outbox, '/api/a');
    server.reply = () => new Promise<Response>(() => undefined);

    const flushing = outbox.flush();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await flushing).toBe('retry');
    expect((await outbox.pendingFor('/'))[0]?.lastError).toBe(
      'Network error (timed out after 15 s)',
    );
  });

  it('moves a write the server refuses (4xx) to rejected and goes on with the next', async () => {
    const outbox = await tab();
    await queueOffline(outbox, '/api/a', '/api/b', '/api/c');
    server.reply = (request) =>
      request.url === '/api/b' ? json({ message: 'Workout not found', issues: [] }, 404) : json({});

    expect(await outbox.flush()).toBe('done');
    expect(sentUrls()).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(await outbox.pendingFor('/')).toEqual([]);

    const states: Array<ReturnType<OutboxModule['getState']>> = [];
    outbox.subscribe((state) => states.push(state));
    await vi.waitFor(() => expect(states.at(-1)?.ready).toBe(true));
    expect(states.at(-1)?.rejected).toEqual([
      expect.objectContaining({
        url: '/api/b',
        body: { clientId: 'c2' },
        status: 404,
        attempts: 1,
        lastError: '404: Workout not found',
      }),
    ]);
  });

  it('stops on 401 and keeps every entry until the user signs in again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outbox = await tab();
    await queueOffline(outbox, '/api/a', '/api/b');
    server.reply = () => json({ message: 'Unauthorized' }, 401);

    expect(await outbox.flush()).toBe('signed-out');
    expect(sentUrls()).toEqual(['/api/a']);
    expect(await outbox.pendingFor('/')).toHaveLength(2);
    expect(outbox.getState().needsSignIn).toBe(true);

    // No retry loop against a dead session.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.requests).toHaveLength(1);

    server.reply = () => json({});
    expect(await outbox.flush()).toBe('done');
    expect(sentUrls()).toEqual(['/api/a', '/api/a', '/api/b']);
    expect(outbox.getState().needsSignIn).toBe(false);
  });

  it('sends nothing when nobody is signed in', async () => {
    const outbox = await tab();
    await queueOffline(outbox, '/api/a');
    server.user = null;
    expect(await outbox.flush()).toBe('signed-out');
    expect(server.requests).toEqual([]);
    expect(await outbox.pendingFor('/')).toHaveLength(1);
  });

  it('sends only the signed-in user’s entries and keeps the others', async () => {
    const outbox = await tab();
    setOnLine(false);
    await outbox.enqueue({ method: 'POST', url: '/api/u1-first', userId: 'u1' });
    await outbox.enqueue({ method: 'POST', url: '/api/u2', userId: 'u2' });
    await outbox.enqueue({ method: 'POST', url: '/api/anyone' });
    await outbox.enqueue({ method: 'POST', url: '/api/u1-second', userId: 'u1' });
    setOnLine(true);

    expect(await outbox.flush()).toBe('done');
    expect(sentUrls()).toEqual(['/api/u1-first', '/api/anyone', '/api/u1-second']);
    expect((await outbox.pendingFor('/')).map((entry) => entry.url)).toEqual(['/api/u2']);

    server.user = 'u2';
    expect(await outbox.flush()).toBe('done');
    expect(sentUrls().at(-1)).toBe('/api/u2');
    expect(await outbox.pendingFor('/')).toEqual([]);
  });

  it('sends each entry once however many flushes are asked for at the same time', async () => {
    const outbox = await tab();
    await queueOffline(outbox, '/api/a', '/api/b', '/api/c');
    const results = await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(results).toEqual(['done', 'done', 'done']);
    expect(sentUrls()).toEqual(['/api/a', '/api/b', '/api/c']);
  });

  it('sends an entry queued during a flush in the same run', async () => {
    const outbox = await tab();
    await queueOffline(outbox, '/api/a');
    const answer = deferred<Response>();
    server.reply = () => answer.promise;
    const flushing = outbox.flush();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));

    server.reply = () => json({});
    await outbox.enqueue({ method: 'POST', url: '/api/b', userId: 'u1' });
    answer.resolve(json({}));
    expect(await flushing).toBe('done');
    expect(sentUrls()).toEqual(['/api/a', '/api/b']);
    expect(await outbox.pendingFor('/')).toEqual([]);
  });

  it('sends each entry once when two tabs flush at the same time (Web Locks)', async () => {
    const removeLocks = installWebLocks();
    try {
      const first = await tab();
      await queueOffline(first, '/api/a', '/api/b', '/api/c');
      const second = await tab();
      expect(second).not.toBe(first);

      await Promise.all([first.flush(), second.flush(), first.flush(), second.flush()]);
      expect(sentUrls()).toEqual(['/api/a', '/api/b', '/api/c']);
    } finally {
      removeLocks();
    }
  });

  it('loses nothing across a reload: the next page load replays what is left', async () => {
    const before = await tab();
    await queueOffline(before, '/api/a', '/api/b');
    const queued = await before.pendingFor('/');
    await before.stopOutbox();

    const after = await tab();
    expect(await after.pendingFor('/')).toEqual(queued);

    after.startOutbox();
    await vi.waitFor(() => expect(sentUrls()).toEqual(['/api/a', '/api/b']));
    await vi.waitFor(async () => expect(await after.pendingFor('/')).toEqual([]));
  });

  it('replays a write whose answer never came back before the tab closed', async () => {
    const before = await tab();
    await queueOffline(before, '/api/a');
    server.reply = () => new Promise<Response>(() => undefined);
    void before.flush();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));

    // The tab is gone mid-request; the entry is still stored, and the server's upsert on the
    // client id makes the second delivery harmless.
    server.reply = () => json({});
    const after = await tab();
    expect(await after.flush()).toBe('done');
    expect(server.requests.map((request) => request.body)).toEqual([
      { clientId: 'c1' },
      { clientId: 'c1' },
    ]);
  });
});

describe('start-up and triggers', () => {
  it('flushes when the connection comes back and when the tab becomes visible', async () => {
    const outbox = await tab();
    outbox.startOutbox();
    await queueOffline(outbox, '/api/a');

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sentUrls()).toEqual(['/api/a']));

    setOnLine(false);
    await outbox.enqueue({ method: 'POST', url: '/api/b', userId: 'u1' });
    setOnLine(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(sentUrls()).toEqual(['/api/a', '/api/b']));
  });

  it('does not ask who is signed in when nothing waits', async () => {
    const outbox = await tab();
    expect(await outbox.flush()).toBe('done');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('backs off 1 s doubling to 30 s', async () => {
    const outbox = await tab();
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(outbox.retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('subscribe', () => {
  it('reports the counts as writes are queued, sent and rejected', async () => {
    const outbox = await tab();
    const seen: Array<{ pending: number; rejected: number; flushing: boolean }> = [];
    outbox.subscribe((state) => {
      const summary = outbox.summarize(state, 'u1');
      seen.push({
        pending: summary.pending,
        rejected: summary.rejected.length,
        flushing: summary.flushing,
      });
    });

    await queueOffline(outbox, '/api/a', '/api/b');
    await vi.waitFor(() =>
      expect(seen.at(-1)).toEqual({ pending: 2, rejected: 0, flushing: false }),
    );

    server.reply = (request) => (request.url === '/api/b' ? json({}, 409) : json({}));
    await outbox.flush();
    expect(seen).toContainEqual(expect.objectContaining({ flushing: true }));
    await vi.waitFor(() =>
      expect(seen.at(-1)).toEqual({ pending: 0, rejected: 1, flushing: false }),
    );

    await outbox.clearRejected({ userId: 'u1' });
    await vi.waitFor(() =>
      expect(seen.at(-1)).toEqual({ pending: 0, rejected: 0, flushing: false }),
    );
  });

  it('counts only the given user’s writes', async () => {
    const outbox = await tab();
    setOnLine(false);
    await outbox.enqueue({ method: 'POST', url: '/api/a', userId: 'u1' });
    await outbox.enqueue({ method: 'POST', url: '/api/b', userId: 'u2' });
    outbox.subscribe(() => undefined);
    await vi.waitFor(() => expect(outbox.getState().pending).toHaveLength(2));
    expect(outbox.summarize(outbox.getState(), 'u1').pending).toBe(1);
    expect(outbox.summarize(outbox.getState(), 'u2').pending).toBe(1);
    expect(outbox.summarize(outbox.getState()).pending).toBe(2);
  });

  it('hears about writes queued and delivered in another tab', async () => {
    const watcher = await tab();
    const delivered: string[] = [];
    watcher.onDelivered((entry) => delivered.push(entry.url));
    watcher.subscribe(() => undefined);
    await vi.waitFor(() => expect(watcher.getState().ready).toBe(true));

    const writer = await tab();
    await queueOffline(writer, '/api/a');
    await vi.waitFor(() => expect(watcher.getState().pending).toHaveLength(1));

    await writer.flush();
    await vi.waitFor(() => expect(watcher.getState().pending).toHaveLength(0));
    await vi.waitFor(() => expect(delivered).toEqual(['/api/a']));
  });

  it('tells this tab’s delivery listeners too', async () => {
    const outbox = await tab();
    const delivered: string[] = [];
    outbox.onDelivered((entry) => delivered.push(entry.url));
    await queueOffline(outbox, '/api/a', '/api/b');
    await outbox.flush();
    expect(delivered).toEqual(['/api/a', '/api/b']);
  });
});

describe('clearRejected', () => {
  it('removes all, one user’s, or chosen rejected entries', async () => {
    const outbox = await tab();
    setOnLine(false);
    await outbox.enqueue({ method: 'POST', url: '/api/1', userId: 'u1' });
    await outbox.enqueue({ method: 'POST', url: '/api/2', userId: 'u1' });
    await outbox.enqueue({ method: 'POST', url: '/api/3', userId: 'u2' });
    setOnLine(true);
    server.reply = () => json({}, 400);
    await outbox.flush();
    server.user = 'u2';
    await outbox.flush();
    outbox.subscribe(() => undefined);
    await vi.waitFor(() => expect(outbox.getState().rejected).toHaveLength(3));

    await outbox.clearRejected({ seqs: [1] });
    await vi.waitFor(() => expect(outbox.getState().rejected).toHaveLength(2));
    await outbox.clearRejected({ userId: 'u1' });
    await vi.waitFor(() =>
      expect(outbox.getState().rejected.map((entry) => entry.url)).toEqual(['/api/3']),
    );
    await outbox.clearRejected();
    await vi.waitFor(() => expect(outbox.getState().rejected).toEqual([]));
  });
});
