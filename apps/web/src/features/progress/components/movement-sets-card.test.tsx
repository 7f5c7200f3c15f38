import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MovementSetsCard } from './movement-sets-card.tsx';

const range = { start: '2026-06-29', end: '2026-09-29', months: 3 };

describe('MovementSetsCard', () => {
  it('writes out each pattern’s sets this week and its weekly average', () => {
    render(
      <MovementSetsCard
        range={range}
        movement={{
          weeks: 12.9,
          patterns: [
            {
              pattern: 'squat',
              total: 40,
              perWeek: 3.1,
              thisWeek: 1,
              recent: [4, 3, 0, 5, 3, 4, 2, 1],
            },
            // An answer kept offline from before the weeks were sent.
            { pattern: 'pull', total: 12, perWeek: 0.9, thisWeek: 0 },
          ],
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Sets by Movement' });
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Squat', 'Pull']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((row) => row.textContent),
    ).toEqual([
      '1 set this week · 3.1 a week on average',
      '0 sets this week · 0.9 a week on average',
    ]);
    expect(card.textContent).toContain('over 3 months');
    expect(
      within(card)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Last 8 weeks, oldest first: 4, 3, 0, 5, 3, 4, 2 sets, and 1 so far this week']);
    expect(within(card).getByText(/^No working sets in 3 months/).parentElement?.textContent).toBe(
      'No working sets in 3 months: Hinge, Lunge, Push, Carry, Core',
    );
  });

  it('says the average begins with the lifter when he began within the range', () => {
    render(
      <MovementSetsCard
        range={range}
        movement={{
          weeks: 3.3,
          since: '2026-09-07',
          patterns: [
            { pattern: 'squat', total: 18, perWeek: 5.5, thisWeek: 0, recent: [6, 6, 6, 0] },
          ],
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Sets by Movement' });
    expect(card.textContent).toContain('a week on average since Sep 7 (line)');
    expect(card.textContent).not.toContain('over 3 months');
  });

  it('names no gap when every pattern was trained', () => {
    render(
      <MovementSetsCard
        range={{ ...range, months: 1 }}
        movement={{
          weeks: 4.3,
          patterns: (['squat', 'hinge', 'lunge', 'push', 'pull', 'carry', 'core'] as const).map(
            (pattern) => ({ pattern, total: 4, perWeek: 0.9, thisWeek: 1 }),
          ),
        }}
      />,
    );
    expect(screen.queryByText(/^No working sets/)).toBeNull();
  });

  it('shows nothing before the first working set, or for an answer kept from before it existed', () => {
    const { container, rerender } = render(
      <MovementSetsCard range={{ ...range, months: 6 }} movement={{ weeks: 26, patterns: [] }} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<MovementSetsCard range={{ ...range, months: 6 }} movement={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
