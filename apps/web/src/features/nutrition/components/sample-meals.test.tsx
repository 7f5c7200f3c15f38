import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import { setDeviceLanguage } from '../../../test/device-language.ts';
import { leapLookup } from '../utils/leap-category.ts';
import { RecentMeals } from './recent-meals.tsx';

/** A user with no meals: the two samples. */
function renderSamples() {
  const meals = { data: [], isPending: false, isError: false } as unknown as UseQueryResult<
    RecentMeal[]
  >;
  render(
    <RecentMeals
      meals={meals}
      pending={[]}
      pendingSymptoms={new Map()}
      lookup={leapLookup([])}
      onLogSymptoms={() => {}}
    />,
  );
  return screen.getByRole('list', { name: 'Sample meals' });
}

describe('The sample meals', () => {
  it("show their times on the device's clock, as a logged meal's: 12-hour in the US", () => {
    const samples = renderSamples();
    expect(within(samples).getByText('7:30 AM')).toBeTruthy();
    expect(within(samples).getByText('12:45 PM')).toBeTruthy();
  });

  it('and 24-hour on a British phone', () => {
    setDeviceLanguage('en-GB');
    const samples = renderSamples();
    expect(within(samples).getByText('07:30')).toBeTruthy();
    expect(within(samples).getByText('12:45')).toBeTruthy();
  });
});
