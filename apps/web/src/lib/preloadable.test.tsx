import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.ts';

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
