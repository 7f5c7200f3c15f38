import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

/**
 * A choice of this device, on unless turned off on Profile, kept in localStorage like the theme:
 * a phone in the gym and a laptop at home want different answers, and nothing on the server reads
 * it (the timer sound, decision 067; keeping the screen on, decision 070).
 */
export interface DeviceSwitch {
  isOn: () => boolean;
  set: (on: boolean) => void;
  /** The switch in React, rendering again when it changes. */
  useOn: () => boolean;
}

export function deviceSwitch(storageKey: string): DeviceSwitch {
  const listeners = new Set<() => void>();
  const isOn = () => readStorage(storageKey) !== 'off';
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    isOn,
    set(on) {
      if (on) removeStorage(storageKey);
      else writeStorage(storageKey, 'off');
      for (const listener of listeners) listener();
    },
    useOn: () => useSyncExternalStore(subscribe, isOn, () => true),
  };
}
