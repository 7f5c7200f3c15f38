import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ScoreRow } from './ai-coach-dialog.tsx';

describe('the Form tab scores', () => {
  it('shows "No data yet" for a missing score, never a red 0', () => {
    render(
      <ScoreRow
        label="Form score"
        hint="From your Video Analysis of this exercise"
        score={null}
        empty="Record a set with Video Analysis"
      />,
    );
    expect(screen.getByText('No data yet')).toBeTruthy();
    expect(screen.queryByText(/\/100/)).toBeNull();
  });

  it('shows a score as a badge out of 100', () => {
    render(<ScoreRow label="Effort accuracy" hint="RIR" score={75} empty="" />);
    expect(screen.getByText('75/100')).toBeTruthy();
    expect(screen.queryByText('No data yet')).toBeNull();
  });
});
