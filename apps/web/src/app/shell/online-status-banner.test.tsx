import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OnlineStatusBanner } from './online-status-banner.tsx';

const OFFLINE =
  "You're offline. Don't worry - your workout data will sync when you're back online.";
const RESTORED = 'Connection restored! Your data will sync automatically.';

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(() => {
  vi.useFakeTimers();
  setOnLine(true);
});

afterEach(() => {
  vi.useRealTimers();
  setOnLine(true);
});

describe('OnlineStatusBanner', () => {
  it('is empty while online', () => {
    render(<OnlineStatusBanner />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the offline text, then the restored text for 3 s', () => {
    render(<OnlineStatusBanner />);
    act(() => {
      setOnLine(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);

    act(() => {
      setOnLine(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe(RESTORED);

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('status').textContent).toBe(RESTORED);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps the offline text if the connection drops again before the 3 s are up', () => {
    render(<OnlineStatusBanner />);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
      window.dispatchEvent(new Event('offline'));
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);
  });

  it('starts in the offline state when the page loads offline', () => {
    setOnLine(false);
    render(<OnlineStatusBanner />);
    expect(screen.getByText(OFFLINE)).toBeTruthy();
  });
});
