import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { preloadable } from '../../lib/preloadable.ts';
import { LoadedOr } from './loaded-or.tsx';
import { allowConsoleError } from '../../test/console-errors.ts';
import { Broken, OuterBoundary } from '../../test/error-boundaries.tsx';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chart.js');

function Chart() {
  return <svg aria-label="Chart" />;
}

/** A part whose chunk cannot be downloaded until `reachable`, counting the downloads tried. */
function unreachablePart() {
  const part = { reachable: false, attempts: 0 };
  const Part = preloadable<object>(() => {
    part.attempts++;
    return part.reachable ? Promise.resolve(Chart) : Promise.reject(chunkError());
  });
  return Object.assign(part, { Part });
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
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its stand-in when the part cannot be downloaded, and the part once back online', async () => {
    allowConsoleError(/Failed to fetch dynamically imported module/);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    const part = unreachablePart();
    const Part = part.Part;
    render(<Screen Part={Part} />);

    expect(await screen.findByText('Not on this device yet')).toBeTruthy();
    expect(screen.getByText('The figures')).toBeTruthy();
    expect(screen.queryByLabelText('Chart')).toBeNull();
    // No download loop while it stays unreachable.
    const offlineAttempts = part.attempts;
    expect(offlineAttempts).toBeLessThanOrEqual(2);

    part.reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByLabelText('Chart')).toBeTruthy();
    expect(screen.queryByText('Not on this device yet')).toBeNull();
    expect(part.attempts).toBe(offlineAttempts + 1);
  });

  it('tries again by itself when the download failed while online, less often each time', async () => {
    allowConsoleError(/Failed to fetch dynamically imported module/);
    vi.useFakeTimers();
    const part = unreachablePart();
    const Part = part.Part;
    render(<Screen Part={Part} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Not on this device yet')).toBeTruthy();
    const first = part.attempts;

    // A second later it tries again (the connection came back while it was failing: no event).
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(part.attempts).toBeGreaterThan(first);
    expect(screen.getByText('Not on this device yet')).toBeTruthy();
    // Then after two seconds, not one.
    const second = part.attempts;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(part.attempts).toBe(second);
    part.reachable = true;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByLabelText('Chart')).toBeTruthy();
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
