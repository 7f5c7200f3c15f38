import { useEffect, useState } from 'react';
import { TIMINGS } from '@grandfit/shared/constants.ts';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether the shell's online/offline banner (app/shell/online-status-banner.tsx) is showing: while
 * offline and for the 3 s 'Connection restored' after. On phones it sits where the floating add
 * button does, and logging a meal offline is exactly what the button is for, so it moves up.
 */
export function useBannerClearance(): boolean {
  const [shown, setShown] = useState(isOffline);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setShown(true);
    };
    const online = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setShown(false), TIMINGS.onlineBannerHide);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return shown;
}
