import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TapeBodyFat, type TapeReadings } from './tape-body-fat.tsx';

const text = (tape: TapeReadings, sex: 'male' | 'female' | null, heightCm: number | null = 180) =>
  render(
    <MemoryRouter>
      <TapeBodyFat tape={tape} heightCm={heightCm} sex={sex} />
    </MemoryRouter>,
  ).container.textContent;

describe('TapeBodyFat (US Navy method)', () => {
  const man = { waistCm: 90, neckCm: 40, hipsCm: null };

  it('estimates from the latest waist and neck, and for a woman the hips too', () => {
    expect(text(man, 'male')).toContain('Tape estimate 18.4 %');
    expect(text({ waistCm: 75, neckCm: 33, hipsCm: 100 }, 'female', 165)).toContain(
      'Tape estimate 29.4 %: the US Navy method, from your latest waist, hips and neck',
    );
  });

  it('names what is missing instead of a number', () => {
    expect(text(man, null)).toContain('Add your sex for a body-fat estimate');
    expect(text(man, 'male', null)).toContain('Add your height for a body-fat estimate');
    expect(text({ waistCm: 90, neckCm: null, hipsCm: null }, 'male')).toContain(
      'Log your neck in this range',
    );
    expect(text({ waistCm: null, neckCm: 33, hipsCm: null }, 'female', 165)).toContain(
      'Log your waist and hips in this range',
    );
    expect(text({ waistCm: 40, neckCm: 40, hipsCm: null }, 'male')).toContain(
      'give no plausible body-fat estimate',
    );
  });

  it('shows nothing while a reading is still loading', () => {
    expect(text({ waistCm: 90, neckCm: undefined, hipsCm: null }, 'male')).toBe('');
  });
});
