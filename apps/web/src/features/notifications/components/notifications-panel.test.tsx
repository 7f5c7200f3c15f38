import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { NotificationList } from '@grandfit/shared/schemas/notifications.ts';
import { NotificationsPanel } from './notifications-panel.tsx';

const LIST: NotificationList = {
  unread: 1,
  notifications: [
    {
      id: 'n-2',
      kind: 'meal',
      title: 'Log your meals',
      body: 'Nothing logged yet today.',
      url: '/nutrition',
      localDate: '2026-03-02',
      sentAt: '2026-03-03T00:05:00.000Z',
      read: false,
    },
    {
      id: 'n-1',
      kind: 'motivation',
      title: "Today's Mantra",
      body: 'Small sessions done often beat heroic ones done rarely.',
      url: '/methodology',
      localDate: '2026-03-02',
      sentAt: '2026-03-02T13:00:00.000Z',
      read: true,
    },
  ],
};

function renderPanel(list: NotificationList, onNavigate = vi.fn()) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
    init?.method === 'POST'
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(list), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<NotificationsPanel onNavigate={onNavigate} />} />
          <Route path="/nutrition" element={<p>Nutrition screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, onNavigate };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsPanel', () => {
  it('lists the recent notifications, marks them read and opens their screen', async () => {
    const { fetchMock, onNavigate } = renderPanel(LIST);
    expect(await screen.findByText('Log your meals')).toBeTruthy();
    expect(screen.getByText("Today's Mantra")).toBeTruthy();
    expect(screen.getAllByLabelText('unread')).toHaveLength(1);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/notifications/read',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: /Log your meals/ }));
    expect(onNavigate).toHaveBeenCalled();
    expect(await screen.findByText('Nutrition screen')).toBeTruthy();
  });

  it('says when there is nothing yet, without marking anything read', async () => {
    const { fetchMock } = renderPanel({ notifications: [], unread: 0 });
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
