import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { HealthImport } from '@grandfit/shared/schemas/health-import.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { AppleHealthImportDialog } from './apple-health-import-dialog.tsx';

const result: HealthImport = {
  id: 'b1c1',
  source: 'apple-health',
  importedAt: '2026-11-21T10:00:00.000Z',
  summary: {
    recordCount: 11,
    recordsUsed: 8,
    rejected: 1,
    days: 3,
    daysAdded: 3,
    daysUpdated: 0,
    daysUnchanged: 0,
    firstDate: '2026-11-19',
    lastDate: '2026-11-21',
    implausibleSleep: { days: 0, listed: [] },
    bodyWeight: { days: 0, added: 0 },
    bodyFat: { days: 0, added: 0 },
    waist: { days: 0, added: 0 },
    metrics: { hrvDays: 2, restingHeartRateDays: 2, sleepDays: 1, vo2MaxDays: 1 },
  },
};

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // The dialog refreshes the health queries after an import; nothing answers them here.
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('null')));
});

afterEach(() => {
  FakeXhr.last = undefined;
  vi.unstubAllGlobals();
});

async function setup() {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <AppleHealthImportDialog open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  const file = new File(['<HealthData/>'], 'export.zip', { type: 'application/zip' });
  fireEvent.change(screen.getByLabelText('Export file (.zip or .xml)'), {
    target: { files: [file] },
  });
  // The mutation starts its request a tick after the click.
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('no upload started');
  return { xhr, file, invalidate };
}

describe('AppleHealthImportDialog', () => {
  it('uploads the file itself, shows real progress, then the summary', async () => {
    const { xhr, file, invalidate } = await setup();
    expect(xhr.method).toBe('POST');
    // With the device's zone, which dates each night (decision 035).
    expect(xhr.url).toBe(
      `/api/health/import/apple-health?tz=${encodeURIComponent(deviceTimeZone())}`,
    );
    expect(xhr.headers['Content-Type']).toBe('application/zip');
    expect(xhr.body).toBe(file);

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 }));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();

    act(() => xhr.upload.onload?.());
    expect(screen.getByRole('status').textContent).toBe('Reading your export…');
    expect(
      screen
        .getByRole('progressbar', { name: 'Reading your export' })
        .hasAttribute('aria-valuenow'),
    ).toBe(false);

    await act(async () => xhr.answer(200, result));
    const summary = await screen.findByRole('region', { name: 'Import summary' });
    expect(summary.textContent).toContain(
      'Imported 3 days: HRV (SDNN) on 2 days, resting heart rate on 2 days, sleep on 1 night, VO2 max on 1 day',
    );
    expect(summary.textContent).toContain('Nov 19, 2026 – Nov 21, 2026');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        '/api/health/latest',
        '/api/recovery/readiness',
        '/api/health/imports',
      ]),
    );
  });

  it("shows the server's message when it refuses the file, and lets the user pick another", async () => {
    const { xhr } = await setup();
    await act(async () =>
      xhr.answer(400, { message: 'This is not an Apple Health export (export.xml)' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is not an Apple Health export (export.xml)',
    );
    expect(screen.getByLabelText('Export file (.zip or .xml)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('cancels the upload', async () => {
    const { xhr } = await setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel import' })));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
