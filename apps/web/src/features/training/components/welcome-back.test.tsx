import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WelcomeBack } from './welcome-back.tsx';

const offer = {
  journeyStartDate: '2026-11-20',
  week: 2,
  day: 4,
  lastTrainedOn: '2026-11-16',
};

function renderCard(
  onResume = vi.fn(() => Promise.resolve()),
  lastTrainedOn: string | null = offer.lastTrainedOn,
) {
  render(
    <WelcomeBack
      offer={{ ...offer, lastTrainedOn }}
      today="2026-12-01"
      journeyStart="2026-11-02"
      onResume={onResume}
    />,
  );
  return onResume;
}

describe('WelcomeBack (decision 074)', () => {
  afterEach(() => window.localStorage.clear());

  it('says how long he was away and where today would fall, and moves the start when asked', async () => {
    const onResume = renderCard();
    const card = screen.getByRole('region', { name: 'Welcome back' });
    expect(card.textContent).toContain(
      'Your last workout was on Mon, Nov 16, 2026, 15 days ago. Pick up where you left off: ' +
        'today becomes week 2, day 4, and the workouts you did stay done.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pick up where I left off' }));
    await waitFor(() => expect(onResume).toHaveBeenCalledWith('2026-11-20'));
  });

  it('says so when nothing was ever logged, and tells a failed save', async () => {
    renderCard(
      vi.fn(() => Promise.reject(new Error('offline'))),
      null,
    );
    expect(screen.getByRole('region', { name: 'Welcome back' }).textContent).toContain(
      'No workout is logged since your journey began.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pick up where I left off' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't move your journey.");
  });

  it('stays dismissed for this absence, and comes back for the next one', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Welcome back' })).toBeNull();
    const { unmount } = render(
      <WelcomeBack offer={offer} today="2026-12-01" journeyStart="2026-11-02" onResume={vi.fn()} />,
    );
    expect(screen.queryByRole('region', { name: 'Welcome back' })).toBeNull();
    unmount();
    // The device's journey start, a moment old when he dismissed it, is fresh now: same absence.
    const fresher = render(
      <WelcomeBack offer={offer} today="2026-12-01" journeyStart="2026-11-09" onResume={vi.fn()} />,
    );
    expect(screen.queryByRole('region', { name: 'Welcome back' })).toBeNull();
    fresher.unmount();
    // He trained since, and is away again.
    renderCard(undefined, '2026-11-23');
    expect(screen.getByRole('region', { name: 'Welcome back' })).toBeTruthy();
  });
});
