import { useEffect, useState } from 'react';
import { STORAGE_KEYS, TIMINGS } from '@grandfit/shared/constants.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { isIosSafari, isStandalone } from './platform.ts';
import { getPwaState, setPwaState, usePwaState } from './pwa-store.ts';

function alreadyPrompted(): boolean {
  return readStorage(STORAGE_KEYS.pwaInstallPrompted) !== null;
}

function markPrompted(): void {
  writeStorage(STORAGE_KEYS.pwaInstallPrompted, 'true');
}

/**
 * The install prompt: at most once, 30 s after the shell opens
 * (docs/product.md#install-and-update).
 */
export function useInstallPrompt() {
  const { installPrompt, installed } = usePwaState();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (alreadyPrompted() || isStandalone()) return;
    const timer = setTimeout(() => {
      if (alreadyPrompted()) return;
      if (getPwaState().installPrompt || isIosSafari()) setOpen(true);
    }, TIMINGS.installPromptDelay);
    return () => clearTimeout(timer);
  }, []);

  async function install() {
    const prompt = getPwaState().installPrompt;
    markPrompted();
    setOpen(false);
    if (!prompt) return;
    try {
      await prompt.prompt();
      await prompt.userChoice;
    } catch (error) {
      console.warn('Install prompt failed', error);
    }
    // A prompt can be used only once.
    setPwaState({ installPrompt: null });
  }

  function dismiss() {
    markPrompted();
    setOpen(false);
  }

  return {
    open: open && !installed,
    // Without a captured prompt only the iOS instructions make sense.
    mode: installPrompt ? ('prompt' as const) : ('ios' as const),
    install,
    dismiss,
  };
}
