import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OutboxSummary } from '../../../lib/outbox/outbox.ts';
import { ActiveWorkoutHeader, type ActiveWorkoutHeaderProps } from './active-workout-header.tsx';

const outbox = vi.hoisted(() => ({
  summary: { pending: 0, rejected: [], flushing: false, needsSignIn: false } as OutboxSummary,
}));

vi.mock('../../../lib/outbox/use-outbox.ts', () => ({ useOutbox: () => outbox.summary }));
vi.mock('../../../lib/auth-user.ts', () => ({ useAuth: () => ({ user: { id: 'u1' } }) }));

afterEach(() => {
  outbox.summary = { pending: 0, rejected: [], flushing: false, needsSignIn: false };
});

const props: ActiveWorkoutHeaderProps = {
  workoutName: 'Foundation A: Squat & Push',
  exerciseNumber: 2,
  totalExercises: 5,
  setsDone: 3,
  totalSets: 15,
  exerciseName: 'Incline Push-Up',
  exerciseId: 'incline-push-up',
  setNumber: 1,
  sets: 3,
  perSide: false,
  demo: false,
  onFinishEarly: () => {},
  onChooseExercise: () => {},
};

function renderHeader(over: Partial<ActiveWorkoutHeaderProps> = {}) {
  render(
    <MemoryRouter>
      <ActiveWorkoutHeader {...props} {...over} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Workout progress' });
}

describe('ActiveWorkoutHeader', () => {
  it('puts "2 waiting to sync" on a line of its own, not beside "Exercise 2/5" and Finish', () => {
    outbox.summary = { ...outbox.summary, pending: 2 };
    const header = renderHeader();
    const counter = within(header).getByRole('button', {
      name: 'Exercise 2 of 5: choose another',
    });
    const finish = within(header).getByRole('button', { name: 'Finish' });
    const pill = within(header).getByText('2 waiting to sync');

    // The top row holds the close button, the name and counter, and Finish: never the pill.
    const topRow = finish.parentElement!;
    expect(topRow.contains(counter)).toBe(true);
    expect(topRow.contains(within(header).getByRole('link', { name: 'Close workout' }))).toBe(true);
    expect(topRow.contains(pill)).toBe(false);
    // Its line comes right after the top row, lined up with the name, and wraps if it must.
    const line = topRow.nextElementSibling!;
    expect(line.contains(pill)).toBe(true);
    expect(line.className).toContain('flex-wrap');
    expect(line.className).toContain('pl-[2.875rem]');
    // The counter never wraps ("Exerc… 2/5").
    expect(counter.className).toContain('whitespace-nowrap');
    expect(counter.textContent).toBe('Exercise 2/5');
  });

  it('keeps the line empty, with no margin of its own, while nothing waits', () => {
    const header = renderHeader();
    const topRow = within(header).getByRole('button', { name: 'Finish' }).parentElement!;
    const line = topRow.nextElementSibling!;
    // The live region stays mounted, empty; the margin applies only once it holds something.
    expect(within(line as HTMLElement).getByRole('status').textContent).toBe('');
    expect(line.className).not.toMatch(/(^|\s)mt-/);
    expect(line.className).toContain('has-[[role=status]>*]:mt-2');
  });

  it('shows no outbox line in the demo, and the counter without a chooser does not wrap either', () => {
    const header = renderHeader({ demo: true, onChooseExercise: undefined });
    expect(within(header).queryByRole('status')).toBeNull();
    expect(within(header).getByText('Exercise 2/5').className).toContain('whitespace-nowrap');
  });
});
