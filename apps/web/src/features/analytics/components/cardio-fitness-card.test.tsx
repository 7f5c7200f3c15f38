import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import { CardioFitnessCard } from './cardio-fitness-card.tsx';

const noEstimate = (hasBirthDate: boolean): PerformanceMetrics['cardioFitness'] => ({
  estimatedVO2Max: null,
  vo2MaxSource: null,
  hasBirthDate,
  zone2Progress: null,
  zone2Done: 0,
  zone2Planned: 4,
  cardiacEfficiency: null,
});

describe('CardioFitnessCard', () => {
  it('asks only for what the VO2 max estimate still needs', () => {
    render(<CardioFitnessCard cardio={noEstimate(true)} />);
    expect(screen.getByText('Add a resting heart rate')).toBeTruthy();
  });

  it('asks for the birth date too when it is not given', () => {
    render(<CardioFitnessCard cardio={noEstimate(false)} />);
    expect(screen.getByText('Add your birth date and a resting heart rate')).toBeTruthy();
  });
});
