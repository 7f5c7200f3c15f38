import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { HealthEntryForm } from './health-entry-form.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(response = new Response(JSON.stringify({ saved: true }), { status: 200 })) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <HealthEntryForm />
    </QueryClientProvider>,
  );
  return { fetchMock, invalidate };
}

describe('HealthEntryForm', () => {
  it('has labelled fields, hints and the sleep-quality slider at 7', () => {
    setup();
    expect(screen.getByLabelText('Date')).toBeTruthy();
    expect(screen.getByLabelText('HRV (ms)').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Typical: 30-80 ms')).toBeTruthy();
    expect(screen.getByText('Typical: 50-80 bpm')).toBeTruthy();
    expect(screen.getByLabelText('Sleep Hours').getAttribute('step')).toBe('0.5');
    expect(screen.getByLabelText('VO2 Max').getAttribute('step')).toBe('0.1');
    const quality = screen.getByRole<HTMLInputElement>('slider', { name: 'Sleep Quality' });
    expect(quality.value).toBe('7');
    expect(quality.getAttribute('aria-valuetext')).toBe('7 out of 10');
  });

  it('shows client errors under the fields and sends nothing', async () => {
    const { fetchMock } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Save Health Data' }));
    expect(await screen.findByText('Enter at least one metric')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('HRV (ms)'), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Health Data' }));
    expect(await screen.findByText('HRV must be at most 300')).toBeTruthy();
    expect(screen.getByLabelText('HRV (ms)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the HRV measure the user picks: SDNN for an Apple Watch reading (decision 032)', async () => {
    const { fetchMock } = setup();
    fireEvent.change(screen.getByLabelText('HRV (ms)'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('HRV measure'), { target: { value: 'sdnn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Health Data' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({ hrvScore: 42, hrvMethod: 'sdnn' });
  });

  it('sends numbers and nulls, then refreshes health data and readiness', async () => {
    const { fetchMock, invalidate } = setup();
    fireEvent.change(screen.getByLabelText('HRV (ms)'), { target: { value: '55' } });
    fireEvent.change(screen.getByLabelText('Sleep Hours'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Health Data' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/health/manual-entry');
    const body = JSON.parse(String(init?.body));
    expect(body).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hrvScore: 55,
      // Decision 032: RMSSD unless the user picks SDNN.
      hrvMethod: 'rmssd',
      restingHeartRate: null,
      sleepHours: 7.5,
      sleepQuality: 7,
      vo2Max: null,
    });
    await waitFor(() => {
      const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
      expect(keys).toEqual(
        expect.arrayContaining([['/api/health/latest'], ['/api/recovery/readiness']]),
      );
    });
    // The readings are cleared for the next entry.
    await waitFor(() =>
      expect((screen.getByLabelText('HRV (ms)') as HTMLInputElement).value).toBe(''),
    );
  });
});
