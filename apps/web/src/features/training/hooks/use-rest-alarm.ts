import { useEffect } from 'react';
import { cancelRestAlarm, setRestAlarm } from '../../../lib/rest-alarm.ts';

/**
 * Rings when the rest is over and the app is in the background (lib/rest-alarm.ts). A rest cut
 * short (Skip Rest, leaving the workout) takes its alarm back; a rest that ran out leaves it
 * alone, since a page in the background may notice the end a moment before the worker rings.
 */
export function useRestAlarm(endsAt: number | null, next: string, url: string) {
  useEffect(() => {
    if (endsAt === null) return;
    setRestAlarm(endsAt, next, url);
    return () => {
      if (Date.now() < endsAt) cancelRestAlarm();
    };
  }, [endsAt, next, url]);
}
