import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setPwaState, type BeforeInstallPromptEvent } from './pwa-store.ts';
import { captureInstallPrompt } from './register-sw.ts';
import { useInstallPrompt } from './use-install-prompt.ts';

const FLAG = 'pwa-install-prompted';

function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  return { event, prompt };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setPwaState({ installPrompt: null, installed: false, updateReady: false });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('install prompt', () => {
  captureInstallPrompt();

  it('captures the install event and opens the dialog only after 30 s', () => {
    const { event } = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    const { result } = renderHook(() => useInstallPrompt());
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
    expect(result.current.mode).toBe('prompt');
  });

  it('installing shows the browser prompt once and sets the flag', async () => {
    const { event, prompt } = installEvent();
    window.dispatchEvent(event);
    const { result } = renderHook(() => useInstallPrompt());
    act(() => vi.advanceTimersByTime(30_000));
    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(FLAG)).not.toBeNull();
    expect(result.current.open).toBe(false);
  });

  it('dismissing sets the flag, and a set flag keeps the dialog closed', () => {
    window.dispatchEvent(installEvent().event);
    const first = renderHook(() => useInstallPrompt());
    act(() => vi.advanceTimersByTime(30_000));
    act(() => first.result.current.dismiss());
    expect(localStorage.getItem(FLAG)).not.toBeNull();
    first.unmount();

    window.dispatchEvent(installEvent().event);
    const second = renderHook(() => useInstallPrompt());
    act(() => vi.advanceTimersByTime(60_000));
    expect(second.result.current.open).toBe(false);
  });

  it('stays closed without a captured prompt outside iOS Safari', () => {
    const { result } = renderHook(() => useInstallPrompt());
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.open).toBe(false);
  });

  it('an installed app sets the flag', () => {
    window.dispatchEvent(new Event('appinstalled'));
    expect(localStorage.getItem(FLAG)).not.toBeNull();
  });
});
