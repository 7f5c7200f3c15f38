import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  ONLINE_BANNER_CLEARANCE,
  OnlineStatusBanner,
  OnlineStatusBannerInFlow,
} from './online-status-banner.tsx';

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

describe('OnlineStatusBanner: the room it takes', () => {
  const clearance = () => document.documentElement.style.getPropertyValue(ONLINE_BANNER_CLEARANCE);

  it('publishes its height while it shows, for the page to end above it, and 0 once gone', () => {
    // jsdom lays nothing out: the region is 72 px tall while it holds the text.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { height: this.childElementCount > 0 ? 72 : 0 } as DOMRect;
    });
    const { unmount } = render(<OnlineStatusBanner />);
    expect(clearance()).toBe('0px');
    act(() => {
      setOnLine(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(clearance()).toBe('72px');
    act(() => {
      setOnLine(true);
      window.dispatchEvent(new Event('online'));
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(clearance()).toBe('0px');
    unmount();
    expect(clearance()).toBe('');
    vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockRestore();
  });

  it('in the flow of the workout under way, says the same in a box of its own', () => {
    setOnLine(false);
    render(<OnlineStatusBannerInFlow />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe(OFFLINE);
    expect(region.getAttribute('data-placement')).toBe('in-flow');
    expect(`${region.className} ${region.firstElementChild!.className}`).not.toMatch(
      /\b(fixed|absolute|sticky)\b/,
    );
    act(() => {
      setOnLine(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(region.textContent).toBe(RESTORED);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(region.textContent).toBe('');
  });
});
