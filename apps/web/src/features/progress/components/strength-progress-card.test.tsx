import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { strengthProgress } from '@grandfit/shared/domain/progress/strength-progress.ts';
import { StrengthProgressCard } from './strength-progress-card.tsx';

describe('the strength progress card’s bodyweight lifts (decision 095)', () => {
  it('names its best "reps to failure", reps + RIR, never the most reps done', () => {
    // 11 reps on Nov 26 and 10 on Dec 3, no RIR: each counts 2 in reserve (docs/progress.md).
    const set = (date: string, reps: number) => ({
      exerciseId: 'pull-up',
      date,
      weight: 0,
      weightUnit: 'kg' as const,
      reps,
      rir: null,
      targetRir: null,
      skipped: false,
    });
    const lifts = strengthProgress([set('2026-11-26', 11), set('2026-12-03', 10)], 'kg');
    expect(lifts[0]).toMatchObject({ measure: 'repsToFailure', latest: 12, best: 13 });
    render(<StrengthProgressCard lifts={lifts} currentYear={2026} />);
    const figure = screen.getByRole('figure', { name: 'Pull-Up' });
    expect(figure.textContent).toContain('Latest reps to failure 12 reps');
    expect(figure.textContent).toContain('best 13 reps to failure');
    expect(figure.textContent).not.toMatch(/best 13 reps(?! to failure)/);
    expect(screen.getByText(/the reps done plus the reps left in reserve/)).toBeTruthy();
  });
});
