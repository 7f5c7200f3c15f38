import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/**
 * The colour theme (docs/decisions/060-dark-theme.md): the system's light or dark unless the user
 * chose one on Profile. A choice of this device, like the phone's own setting, so it is kept in
 * localStorage and not in the account. index.css does the rest from `data-theme` on <html>.
 */
export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

const STORAGE_KEY = 'grandfit-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function themePreference(): ThemePreference {
  const stored = readStorage(STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** Puts the stored choice on <html>. */
export function applyThemePreference(): void {
  const preference = themePreference();
  if (preference === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', preference);
}

function changed(): void {
  applyThemePreference();
  for (const listener of listeners) listener();
}

/**
 * Applies the stored choice before the first render, and a choice made later in another tab of
 * the app when it is made.
 */
export function startTheme(): void {
  applyThemePreference();
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) changed();
  });
}

export function setThemePreference(preference: ThemePreference): void {
  if (preference === 'system') removeStorage(STORAGE_KEY);
  else writeStorage(STORAGE_KEY, preference);
  changed();
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The theme the screen shows now: the choice, or the system's when the choice is 'system'. */
export function currentTheme(): Theme {
  const preference = themePreference();
  if (preference !== 'system') return preference;
  return systemPrefersDark() ? 'dark' : 'light';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, themePreference, () => 'system');
}

/** Re-renders when the shown theme changes (a canvas chart redraws in its colours). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
