import { useEffect } from 'react';
import { deviceSwitch } from './device-switch.ts';

/**
 * Keeping the screen on while a workout or a breathing session is open (decision 070), through
 * the Screen Wake Lock API: a phone that locks itself after 30 s hides the rest timer, the hold
 * timer and the breathing pacer. On unless turned off on Profile, on this device.
 */
const keepScreenOn = deviceSwitch('grandfit-keep-screen-on');
export const setKeepScreenOn = keepScreenOn.set;
export const useKeepScreenOn = keepScreenOn.useOn;

/**
 * Holds a screen wake lock while `active` and the switch is on. The browser lets the lock go
 * whenever the page is hidden (another app, the phone locked by its button), so it is asked for
 * again each time the page is shown. A browser without the API, or one that refuses (battery
 * saver), simply lets the screen sleep: nothing depends on the lock.
 */
export function useScreenWakeLock(active = true): void {
  const on = useKeepScreenOn();
  useEffect(() => {
    if (!active || !on || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let asking = false;
    let done = false;
    const acquire = () => {
      if (done || asking || document.visibilityState !== 'visible') return;
      if (sentinel && !sentinel.released) return;
      asking = true;
      navigator.wakeLock
        .request('screen')
        .then((granted) => {
          if (done) void granted.release().catch(() => undefined);
          else sentinel = granted;
        })
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active, on]);
}
