import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { workoutFixture } from '../../../test/workout-fixtures.ts';
import { WorkoutCard } from './workout-card.tsx';

function renderCard(props: Parameters<typeof WorkoutCard>[0]) {
  const { unmount } = render(
    <MemoryRouter>
      <WorkoutCard {...props} />
    </MemoryRouter>,
  );
  return { card: screen.getByRole('article', { name: props.workout.name }), unmount };
}

describe('WorkoutCard', () => {
  it('shows the badges, duration, count and the first 3 exercises, weight only above 0', () => {
    const { card } = renderCard({ workout: workoutFixture() });
    expect(within(card).getByText('Phase 1 · Week 1')).toBeTruthy();
    expect(within(card).getByText('Day 1')).toBeTruthy();
    expect(within(card).getByText('30 min')).toBeTruthy();
    expect(within(card).getByText('5 exercises')).toBeTruthy();
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Exercise 12 × 10 reps · 25 lb',
      'Exercise 22 × 10 reps',
      'Exercise 32 × 10 reps · 25 lb',
    ]);
    expect(within(card).getByText('+2 more exercises')).toBeTruthy();
  });

  it("toggles Today's card between the first 3 and every exercise", () => {
    const { card } = renderCard({ workout: workoutFixture(), collapsible: true });
    const toggle = within(card).getByRole('button', { name: 'Show 2 More Exercises' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(card).getByRole('button', { name: 'Show Less' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).queryByText('+2 more exercises')).toBeNull();
  });

  it('has no toggle at 3 exercises or fewer', () => {
    const { card } = renderCard({ workout: workoutFixture({}, 3), collapsible: true });
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('starts, redoes when completed, and opens the details from the title', () => {
    const workout = workoutFixture();
    const first = renderCard({ workout });
    let card = first.card;
    expect(within(card).getByRole('link', { name: 'Start Workout' }).getAttribute('href')).toBe(
      `/workout/${workout.id}`,
    );
    expect(within(card).getByRole('link', { name: workout.name }).getAttribute('href')).toBe(
      `/workout-details/${workout.id}`,
    );
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      `/workout-details/${workout.id}`,
    );
    first.unmount();

    card = renderCard({ workout: { ...workout, completed: true } }).card;
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Redo Workout' }).getAttribute('href')).toBe(
      `/workout/${workout.id}?redo=1`,
    );
  });

  it('resumes a session under way, a redo of a completed workout too (decision 053)', () => {
    const workout = workoutFixture();
    const inProgress = { setsDone: 4, lastSetAt: '2026-11-29T18:30:00.000Z' };
    const first = renderCard({ workout: { ...workout, inProgress } });
    expect(within(first.card).getByText('In progress · 4/10 sets')).toBeTruthy();
    expect(
      within(first.card).getByRole('link', { name: 'Resume Workout' }).getAttribute('href'),
    ).toBe(`/workout/${workout.id}`);
    expect(within(first.card).queryByRole('link', { name: 'Start Workout' })).toBeNull();
    first.unmount();

    // A redo under way is resumed, not started afresh (which ?redo=1 would do).
    const { card } = renderCard({ workout: { ...workout, completed: true, inProgress } });
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Resume Workout' }).getAttribute('href')).toBe(
      `/workout/${workout.id}`,
    );
  });

  it('labels a sample and starts it on the built-in demo', () => {
    const { card } = renderCard({
      workout: workoutFixture({ id: 'sample-strength' }),
      sample: true,
    });
    expect(within(card).getByText('Sample')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Start Workout' }).getAttribute('href')).toBe(
      '/workout/demo',
    );
  });
});
