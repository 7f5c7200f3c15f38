import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in lib.dom.d.ts. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface PwaState {
  /** Set when a new service worker is installed and waiting while a controller exists. */
  updateReady: boolean;
  installPrompt: BeforeInstallPromptEvent | null;
  installed: boolean;
}

let state: PwaState = { updateReady: false, installPrompt: null, installed: false };
const listeners = new Set<() => void>();

export function setPwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export function getPwaState(): PwaState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, getPwaState, getPwaState);
}
