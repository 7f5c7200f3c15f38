import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREPARE_WAIT_MS, useAfterFirstPaint } from './after-first-paint.ts';

function Screen({ prepare }: { prepare?: () => Promise<unknown> }) {
  const rest = useAfterFirstPaint(true, prepare);
  return (
    <>
      <p>First part</p>
      {rest ? <p>The rest</p> : null}
    </>
  );
}

/** The frame, then the task after it. */
const afterPaint = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('mounts the rest after the first paint', async () => {
    render(<Screen />);
    expect(screen.queryByText('The rest')).toBeNull();
    expect(await screen.findByText('The rest')).toBeTruthy();
  });

  it('mounts the rest once its answers are in, not before', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const prepare = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    render(<Screen prepare={prepare} />);
    await afterPaint();
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The rest')).toBeNull();

    await act(async () => answer(null));
    expect(await screen.findByText('The rest')).toBeTruthy();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('mounts the rest without its answers when they take too long', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    render(<Screen prepare={() => new Promise(() => undefined)} />);
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.queryByText('The rest')).toBeNull();
    await act(async () => vi.advanceTimersByTime(PREPARE_WAIT_MS));
    expect(screen.getByText('The rest')).toBeTruthy();
  });

  it('mounts the rest without its answers when they fail', async () => {
    render(<Screen prepare={() => Promise.reject(new Error('offline'))} />);
    expect(await screen.findByText('The rest')).toBeTruthy();
  });
});
