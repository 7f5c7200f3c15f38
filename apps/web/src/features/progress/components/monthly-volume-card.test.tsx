import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { monthlyVolume } from '@grandfit/shared/domain/progress/volume.ts';
import type { MonthlyVolume } from '@grandfit/shared/schemas/progress.ts';
import { MonthlyVolumeCard } from './monthly-volume-card.tsx';

const MONTHS = ['2026-10', '2026-11'];

function renderCard(volume: MonthlyVolume) {
  render(
    <MemoryRouter>
      <MonthlyVolumeCard volume={volume} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Monthly Training Volume' });
}

describe('MonthlyVolumeCard (decision 091: minutes trained)', () => {
  it('shows the minutes each session took, and says which are a plan’s', () => {
    const card = renderCard(
      monthlyVolume(
        [
          { month: '2026-10', type: 'strength', sessions: 2, minutes: 60 },
          { month: '2026-11', type: 'strength', sessions: 3, minutes: 111 },
          // A ride of 35 minutes logged, and a session completed with nothing logged (45 planned).
          {
            month: '2026-11',
            type: 'zone2',
            sessions: 2,
            minutes: 80,
            untimedSessions: 1,
            minutesFromPlan: 45,
          },
        ],
        MONTHS,
      ),
    );
    expect(within(card).getByText('Completed sessions and the minutes they took')).toBeTruthy();
    const month = within(card).getByRole('region', { name: 'November 2026' });
    const minutes = within(month)
      .getAllByRole('definition')
      .map((line) => line.textContent)
      .filter((text) => text?.includes('min'));
    expect(minutes).toEqual(['111 min', '80 min · 45 planned', '0 min', '0 min']);
    const rows = within(card).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toContain('Zone 2 2 sessions, 80 min, 45 of them planned');
    expect(rows.at(-1)?.textContent).toContain('191 min');
    expect(card.textContent).toContain(
      'Minutes are the time each session took, from its first set to its finish',
    );
    expect(card.textContent).toContain(
      "1 session without a time of its own (no time logged, or over 4 hours) counts the plan's 45 min; a redone workout counts again.",
    );
    expect(card.textContent).not.toContain('planned duration');
  });

  it('names no planned minutes when every session was timed', () => {
    const card = renderCard(
      monthlyVolume([{ month: '2026-11', type: 'strength', sessions: 1, minutes: 52 }], MONTHS),
    );
    expect(card.textContent).not.toContain('planned');
    expect(card.textContent).toContain(
      "(an imported session's as its app timed it, a ride as logged); a redone workout counts again.",
    );
  });

  it('says an imported session without a time adds no minutes, rather than a plan it has not', () => {
    const card = renderCard(
      monthlyVolume(
        [{ month: '2026-11', type: 'strength', sessions: 2, minutes: 0, untimedSessions: 2 }],
        MONTHS,
      ),
    );
    expect(card.textContent).toContain(
      '2 sessions without a time of their own (no time logged, or over 4 hours) add no minutes',
    );
  });

  it('reads an answer kept on the device from before, whose minutes were the plan’s', () => {
    const pillar = { sessions: 1, minutes: 45, load: 0, timeUnderLoadSeconds: 0 };
    const zero = { sessions: 0, minutes: 0, load: 0, timeUnderLoadSeconds: 0 };
    const pillars = { strength: pillar, zone2: zero, vo2max: zero, stability: zero };
    const before = {
      unit: 'planned minutes',
      loadUnit: 'lb',
      months: [{ month: '2026-11', pillars }],
      totals: pillars,
    } as unknown as MonthlyVolume;
    const card = renderCard(before);
    expect(card.textContent).toContain("Minutes are each workout's planned duration");
    expect(card.textContent).toContain('45 min');
  });
});
