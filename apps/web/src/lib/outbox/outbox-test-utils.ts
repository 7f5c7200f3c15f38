import { vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import type * as Outbox from './outbox.ts';

/*
 * Helpers for the outbox tests only. Each test gets a brand-new IndexedDB and, through
 * vi.resetModules(), brand-new module state; a second import after another reset is a second
 * tab (or the same tab after a reload) over the same database.
 */

export type OutboxModule = typeof Outbox;

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  contentType: string | undefined;
  credentials: RequestCredentials | undefined;
}

export type Reply = Response | Error | Promise<Response>;

export interface FakeServer {
  /** Writes that reached the server, in the order they arrived (auth checks left out). */
  requests: SentRequest[];
  /** Who GET /api/auth/user says is signed in; null answers 401. */
  user: string | null;
  /** Decides the answer to each write; 200 `{}` by default. */
  reply: (request: SentRequest) => Reply;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function installFakeServer(): FakeServer {
  const server: FakeServer = { requests: [], user: 'u1', reply: () => json({}) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/auth/user') {
        return server.user === null
          ? json({ message: 'Unauthorized' }, 401)
          : json({ id: server.user });
      }
      const headers = (init.headers ?? {}) as Record<string, string>;
      const request: SentRequest = {
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        contentType: headers['Content-Type'],
        credentials: init.credentials,
      };
      server.requests.push(request);
      const reply = server.reply(request);
      if (reply instanceof Error) throw reply;
      // Like fetch, give up when the caller aborts (the outbox's request timeout).
      return Promise.race([reply, aborted(init.signal)]);
    }),
  );
  return server;
}

function aborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason as Error));
  });
}

export function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

/** A fresh database for the test; returns the factory so a "reload" can keep using it. */
export function freshIndexedDb(): IDBFactory {
  const factory = new IDBFactory();
  vi.stubGlobal('indexedDB', factory);
  return factory;
}

/** A new module instance: another tab, or this tab after a reload. */
export async function openTab(): Promise<OutboxModule> {
  vi.resetModules();
  return import('./outbox.ts');
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * navigator.locks as the browser does it for one origin: exclusive, first come first served,
 * shared by every "tab" in the test.
 */
export function installWebLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request: (_name: string, task: () => Promise<unknown>) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(window.navigator, 'locks', { configurable: true, value: locks });
  return () => {
    Reflect.deleteProperty(window.navigator, 'locks');
  };
}
