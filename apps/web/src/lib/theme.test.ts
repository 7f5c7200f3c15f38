import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyThemePreference,
  currentTheme,
  setThemePreference,
  startTheme,
  themePreference,
  useTheme,
  useThemePreference,
} from './theme.ts';

/** The system's dark mode, switchable, as a phone's setting is. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const state = { dark };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && state.dark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      state.dark = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows the system until the user chooses, and puts the choice on <html>', () => {
    systemScheme(true);
    expect(themePreference()).toBe('system');
    expect(currentTheme()).toBe('dark');

    setThemePreference('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(currentTheme()).toBe('light');

    setThemePreference('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(currentTheme()).toBe('dark');
  });

  it('keeps the choice on the device for the next visit', () => {
    systemScheme(false);
    setThemePreference('dark');
    document.documentElement.removeAttribute('data-theme');

    applyThemePreference();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('ignores a stored value it does not know', () => {
    systemScheme(false);
    localStorage.setItem('grandfit-theme', 'sepia');
    applyThemePreference();
    expect(themePreference()).toBe('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('re-renders when the choice or the system changes', () => {
    const system = systemScheme(false);
    startTheme();
    const { result } = renderHook(() => ({ theme: useTheme(), preference: useThemePreference() }));
    expect(result.current).toEqual({ theme: 'light', preference: 'system' });

    act(() => system.set(true));
    expect(result.current.theme).toBe('dark');

    act(() => setThemePreference('light'));
    expect(result.current).toEqual({ theme: 'light', preference: 'light' });

    // A choice made in another tab arrives as a storage event.
    localStorage.setItem('grandfit-theme', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'grandfit-theme' }));
    });
    expect(result.current).toEqual({ theme: 'dark', preference: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
