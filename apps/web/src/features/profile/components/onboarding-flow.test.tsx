import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { newJourneyStart, toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import { newUserSettings } from '@grandfit/shared/schemas/settings.ts';
import { getAuthUserQueryOptions } from '../../../lib/auth-user.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { getSettingsQueryOptions } from '../api/get-settings.ts';
import { OnboardingFlow } from './onboarding-flow.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = toLocalIsoDate(new Date());
const user: AuthUser = {
  id: 'u1',
  email: 'pat.rivers@example.com',
  firstName: 'Pat',
  lastName: 'Rivers',
  profileImageUrl: null,
  avatarConfig: { type: 'initials', initials: 'PR', icon: 'Dumbbell', color: 'teal' },
  onboardingCompleted: false,
};

function setup(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  client.setQueryData(getSettingsQueryOptions().queryKey, newUserSettings(today));
  client.setQueryData(getAuthUserQueryOptions().queryKey, user);
  render(
    <QueryClientProvider client={client}>
      <OnboardingFlow />
    </QueryClientProvider>,
  );
  return { fetchMock, client };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('OnboardingFlow', () => {
  it('Skip sends this week’s Monday on the local calendar, and the app opens', async () => {
    const settings = newUserSettings(today);
    const { fetchMock, client } = setup(
      new Response(JSON.stringify({ settings, onboardingCompletedAt: new Date().toISOString() })),
    );
    expect(await heading('Which units do you use?')).toBeTruthy();
    expect(screen.getByText('Welcome, Pat')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));

    await waitFor(() =>
      expect(client.getQueryData(getAuthUserQueryOptions().queryKey)).toMatchObject({
        onboardingCompleted: true,
      }),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/onboarding');
    expect(init?.method).toBe('POST');
    // jsdom's language is en-US: the units the first question showed chosen.
    expect(JSON.parse(String(init?.body))).toEqual({
      journeyStartDate: newJourneyStart(today),
      units: 'lb',
    });
  });

  it('moves step by step, back and forth, and stops at a bad answer', async () => {
    const { fetchMock } = setup(new Response('{}'));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('When were you born?')).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Birth date/), { target: { value: '1850-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Birth date must give an age from 13 to 120')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'When were you born?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Which units do you use?')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a 400 from the server at its field, on the step that asks for it', async () => {
    const { fetchMock } = setup(
      new Response(
        JSON.stringify({
          message: 'Invalid request body',
          issues: [{ path: ['bodyWeightKg'], message: 'Body weight must be at least 30 kg' }],
        }),
        { status: 400 },
      ),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Kilograms (kg)' }));
    for (const next of [
      'When were you born?',
      'What do you weigh?',
      'Which birthday are you training for?',
      'When do you want to start?',
    ]) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await heading(next)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Start My Journey' }));

    expect(await heading('What do you weigh?')).toBeTruthy();
    expect(screen.getByText('Body weight must be at least 30 kg')).toBeTruthy();
    expect(screen.getByLabelText(/Body weight \(kg\)/).getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      units: 'kg',
      birthDate: null,
      bodyWeightKg: null,
      milestoneAge: 48,
      journeyStartDate: newJourneyStart(today),
    });
  });
});
