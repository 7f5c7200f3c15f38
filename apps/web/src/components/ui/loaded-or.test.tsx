import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../lib/preloadable.ts';
import { LoadedOr } from './loaded-or.tsx';
import { allowConsoleError } from '../../test/console-errors.ts';
import { Broken, OuterBoundary } from '../../test/error-boundaries.tsx';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chart.js');

function Chart() {
  return <svg aria-label="Chart" />;
}

function Screen({ Part }: { Part: ReturnType<typeof preloadable<object>> }) {
  return (
    <>
      <p>The figures</p>
      <LoadedOr otherwise={<p>Not on this device yet</p>}>
        <Suspense fallback={<p>Loading</p>}>
          <Part />
        </Suspense>
      </LoadedOr>
    </>
  );
}

describe('LoadedOr', () => {
  it('shows its stand-in when the part cannot be downloaded, and the part once back online', async () => {
    allowConsoleError(/Failed to fetch dynamically imported module/);
    let reachable = false;
    let attempts = 0;
    const Part = preloadable<object>(() => {
      attempts++;
      return reachable ? Promise.resolve(Chart) : Promise.reject(chunkError());
    });
    render(<Screen Part={Part} />);

    expect(await screen.findByText('Not on this device yet')).toBeTruthy();
    expect(screen.getByText('The figures')).toBeTruthy();
    expect(screen.queryByLabelText('Chart')).toBeNull();
    // No download loop while it stays unreachable.
    const offlineAttempts = attempts;
    expect(offlineAttempts).toBeLessThanOrEqual(2);

    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByLabelText('Chart')).toBeTruthy();
    expect(screen.queryByText('Not on this device yet')).toBeNull();
    expect(attempts).toBe(offlineAttempts + 1);
  });

  it('leaves any other error to the boundary above it', () => {
    allowConsoleError(/a defect/);
    render(
      <OuterBoundary>
        <LoadedOr otherwise={<p>Stand-in</p>}>
          <Broken />
        </LoadedOr>
      </OuterBoundary>,
    );
    expect(screen.getByText('Outer caught a defect')).toBeTruthy();
    expect(screen.queryByText('Stand-in')).toBeNull();
  });
});
