import { Suspense, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../lib/preloadable.ts';
import { isChunkLoadError } from '../../lib/chunk-load-error.ts';
import { TAP_LOAD_FAILED, TAP_LOAD_FAILED_OFFLINE, TapLoaded } from './tap-loaded.tsx';
import { getToastState, resetToasts } from './use-toast.ts';
import { allowConsoleError } from '../../test/console-errors.ts';
import { Broken, OuterBoundary } from '../../test/error-boundaries.tsx';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/dialog.js');

function Dialog() {
  return <div role="dialog" aria-label="Edit" />;
}

function Screen({ Part }: { Part: ReturnType<typeof preloadable<object>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <p>The screen</p>
      {open ? (
        <TapLoaded onFailed={() => setOpen(false)}>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </TapLoaded>
      ) : null}
    </>
  );
}

describe('TapLoaded', () => {
  afterEach(() => resetToasts());

  it('keeps the screen and says why when the part cannot be downloaded, and tries again on the next tap', async () => {
    // React's default report of the error the boundary took (the app's root, main.tsx, leaves it
    // quiet).
    allowConsoleError(/Failed to fetch dynamically imported module/);
    let online = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    let attempts = 0;
    const Part = preloadable<object>(() => {
      attempts++;
      return online ? Promise.resolve(Dialog) : Promise.reject(chunkError());
    });
    render(<Screen Part={Part} />);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => {});
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getToastState().toasts[0]).toMatchObject({
      title: TAP_LOAD_FAILED,
      description: TAP_LOAD_FAILED_OFFLINE,
    });

    const offlineAttempts = attempts;
    // React's render after the failure reached the boundary: no download loop.
    expect(offlineAttempts).toBeLessThanOrEqual(2);
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Edit' })).toBeTruthy();
    expect(attempts).toBe(offlineAttempts + 1);
    onLine.mockRestore();
  });

  it('leaves any other error to the boundary above it', () => {
    allowConsoleError(/a defect/);
    const onFailed = vi.fn();
    render(
      <OuterBoundary>
        <TapLoaded onFailed={onFailed}>
          <Broken />
        </TapLoaded>
      </OuterBoundary>,
    );
    expect(screen.getByText('Outer caught a defect')).toBeTruthy();
    expect(onFailed).not.toHaveBeenCalled();
    expect(getToastState().toasts).toEqual([]);
  });

  it('tells a failed download from any other error', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module'))).toBe(false);
  });
});
