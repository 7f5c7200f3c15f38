import { Suspense } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, useOnceTrue, usePreloadWhenIdle } from './preloadable.ts';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('renders without suspending once preloaded', async () => {
    const Screen = preloadable(() => Promise.resolve(Hello));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Pat" />
      </Suspense>,
    );
    // No fallback first: the module was there.
    expect(screen.getByText('Hello Pat')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, and loads once', async () => {
    let loads = 0;
    const Screen = preloadable(() => {
      loads++;
      return Promise.resolve(Hello);
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen name="Sam" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Sam')).toBeTruthy();
    await act(() => Screen.preload());
    expect(loads).toBe(1);
  });

  it('tries a failed download again', async () => {
    let attempt = 0;
    const Screen = preloadable(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Hello),
    );
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expect(Screen.preload()).resolves.toBe(Hello);
  });
});

describe('useOnceTrue', () => {
  it('stays true once it was true: a dialog opened once stays mounted', () => {
    const { result, rerender } = renderHook(({ open }) => useOnceTrue(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});

describe('usePreloadWhenIdle', () => {
  it('loads once the screen is up, and a failure stays quiet', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { unmount } = renderHook(() => usePreloadWhenIdle(load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    unmount();
  });

  it('does not load for a screen left before the browser was idle', () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.resolve());
      const { unmount } = renderHook(() => usePreloadWhenIdle(load));
      unmount();
      vi.advanceTimersByTime(5000);
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
