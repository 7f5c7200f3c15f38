import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AUTH_USER_URL } from '../../lib/auth-user.ts';
import { enqueue, flush, getState, stopOutbox } from '../../lib/outbox/outbox.ts';
import {
  deferred,
  freshIndexedDb,
  installFakeServer,
  json,
  setOnLine,
  type FakeServer,
} from '../../lib/outbox/outbox-test-utils.ts';
import { OutboxStatus } from './outbox-status.tsx';

let server: FakeServer;

function renderStatus() {
  const client = new QueryClient();
  client.setQueryData([AUTH_USER_URL], { id: 'u1' });
  render(
    <QueryClientProvider client={client}>
      <OutboxStatus />
    </QueryClientProvider>,
  );
}

async function queueOffline(...writes: Array<{ url: string; userId: string; label?: string }>) {
  setOnLine(false);
  for (const write of writes) await enqueue({ method: 'POST', ...write });
  setOnLine(true);
}

beforeEach(() => {
  freshIndexedDb();
  server = installFakeServer();
  setOnLine(true);
});

afterEach(async () => {
  await stopOutbox();
  vi.unstubAllGlobals();
  setOnLine(true);
});

describe('OutboxStatus', () => {
  it('shows nothing when nothing waits', async () => {
    renderStatus();
    await waitFor(() => expect(getState().ready).toBe(true));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('counts the signed-in user’s waiting writes, then shows the sync', async () => {
    renderStatus();
    await act(() =>
      queueOffline(
        { url: '/api/a', userId: 'u1' },
        { url: '/api/b', userId: 'u1' },
        { url: '/api/c', userId: 'u2' },
      ),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 waiting to sync'));

    const answer = deferred<Response>();
    server.reply = () => answer.promise;
    let flushing!: Promise<unknown>;
    act(() => {
      flushing = flush();
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Syncing…'));

    await act(async () => {
      answer.resolve(json({}));
      await flushing;
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });

  it('asks the user to sign in when the session is gone', async () => {
    server.user = null;
    renderStatus();
    await act(() => queueOffline({ url: '/api/a', userId: 'u1' }));
    await act(() => flush());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('1 waiting · sign in to sync'),
    );
  });

  it('lists refused writes and lets the user dismiss them', async () => {
    renderStatus();
    server.reply = () => json({ message: 'Workout not found' }, 404);
    await act(() => queueOffline({ url: '/api/a', userId: 'u1', label: 'Set 2 of Squat' }));
    await act(() => flush());

    fireEvent.click(await screen.findByRole('button', { name: '1 not saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not saved' });
    expect(dialog.textContent).toContain('Set 2 of Squat');
    expect(dialog.textContent).toContain('404: Workout not found');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '1 not saved' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
