import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { UnfinishedSession } from '@grandfit/shared/schemas/history.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { UnfinishedNotice } from './unfinished-notice.tsx';

afterEach(() => vi.unstubAllGlobals());

const TODAY = '2026-12-01';

const session = (over: Partial<UnfinishedSession>): UnfinishedSession => ({
  sessionId: '00000000-0000-4000-8000-000000000001',
  workoutId: '00000000-0000-4000-8000-0000000000a1',
  workoutName: 'Foundation A: Squat & Push',
  type: 'strength',
  date: TODAY,
  startedAt: `${TODAY}T17:00:00.000Z`,
  lastSetAt: `${TODAY}T17:10:00.000Z`,
  setsDone: 2,
  setsPlanned: 10,
  free: false,
  ...over,
});

function renderNotice(items: UnfinishedSession[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ items })))),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <UnfinishedNotice today={TODAY} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('UnfinishedNotice', () => {
  it("points to today's workout of his own to resume, and to earlier ones in History", async () => {
    renderNotice([
      session({ workoutName: 'Hotel gym', free: true, setsDone: 1 }),
      session({ date: '2026-11-28', sessionId: 's2' }),
    ]);
    const resume = await screen.findByRole('link', { name: /Hotel gym is under way/ });
    expect(resume.getAttribute('href')).toBe('/workout/00000000-0000-4000-8000-0000000000a1');
    expect(resume.textContent).toContain('1 set done · Resume');
    const earlier = screen.getByRole('link', { name: /was not finished/ });
    expect(earlier.getAttribute('href')).toBe('/history');
  });

  it("says nothing of today's programme session: its card says it is under way", async () => {
    renderNotice([session({}), session({ date: '2026-11-28', sessionId: 's2' })]);
    // The earlier one shows: the answer is in, and today's programme session is not pointed to.
    expect(await screen.findByRole('link', { name: /was not finished/ })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
