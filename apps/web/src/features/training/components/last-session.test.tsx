import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { LastSession as LastSessionAnswer } from '@grandfit/shared/schemas/records.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { getLastSessionQueryOptions } from '../../../lib/last-session-query.ts';
import { weightPrefsOf } from '../utils/weight-units.ts';
import { LastSession } from './last-session.tsx';

function renderLast(answer: LastSessionAnswer, setNumber: number, unit: 'lb' | 'kg' = 'lb') {
  const client = createQueryClient();
  client.setQueryData(getLastSessionQueryOptions('goblet-squat', 's2').queryKey, answer);
  return render(
    <QueryClientProvider client={client}>
      <LastSession
        exerciseId="goblet-squat"
        sessionId="s2"
        exercise={{ unit: 'reps' }}
        loaded
        prefs={weightPrefsOf(undefined, unit)}
        setNumber={setNumber}
      />
    </QueryClientProvider>,
  );
}

const answer: LastSessionAnswer = {
  lastSession: {
    sessionId: 's1',
    // Noon UTC: the same calendar day in every time zone the tests run in.
    performedAt: '2026-11-22T12:00:00.000Z',
    sets: [
      { setNumber: 1, weight: 30, weightUnit: 'lb', reps: 10, rir: 2 },
      { setNumber: 2, weight: 20, weightUnit: 'kg', reps: 8, rir: 1 },
    ],
  },
};

describe('LastSession (decision 055)', () => {
  it("lists last time's working sets in the user's unit, the current set's marked", () => {
    renderLast(answer, 2);
    const list = screen.getByRole('list', { name: 'Last time, Sun, Nov 22' });
    const items = within(list).getAllByRole('listitem');
    // 20 kg is 44.09 lb: shown as a load of the user's step.
    expect(items.map((item) => item.textContent)).toEqual([
      'Set 1: 30 lb × 10',
      'Set 2: 45 lb × 8',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true']);
  });

  it('shows kilograms to a lifter in kg, and nothing the first time an exercise is done', () => {
    // 30 lb is 13.6 kg: to the kg step of 1.25.
    const { unmount } = renderLast(answer, 1, 'kg');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Set 1: 13.75 kg × 10',
      'Set 2: 20 kg × 8',
    ]);
    unmount();
    const { container } = renderLast({ lastSession: null }, 1);
    expect(container.textContent).toBe('');
  });
});
