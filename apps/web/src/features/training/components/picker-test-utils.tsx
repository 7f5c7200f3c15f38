import { fireEvent, screen } from '@testing-library/react';
import { useParams } from 'react-router';

/** Where a started workout's session opens, in tests: its id, to compare with the request's. */
export function SessionPage() {
  return <p>Session of {useParams().id}</p>;
}

/** Picks an exercise by its name in the exercise picker, as a lifter searches then taps it. */
export function pickExercise(name: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search exercises' }), {
    target: { value: name },
  });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
}
