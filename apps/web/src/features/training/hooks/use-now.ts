import { useEffect, useState } from 'react';

/** Often enough that the seconds never visibly lag; cheap, since only the timer re-renders. */
const TICK_MS = 250;

/**
 * The current time, re-read every tick and whenever the page becomes visible again: a phone that
 * was locked shows the right time the moment it wakes, not after the next tick. The rest timer
 * and the hold timer keep a start or an end (Date.now()), never a count of ticks.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    window.addEventListener('focus', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      window.removeEventListener('focus', tick);
    };
  }, []);
  return now;
}
