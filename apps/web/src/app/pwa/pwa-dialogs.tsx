import { Suspense, useState } from 'react';
import { LoadedOr } from '../../components/ui/loaded-or.tsx';
import { preloadable } from '../../lib/preloadable.ts';
import { applyUpdate } from './register-sw.ts';
import { usePwaState } from './pwa-store.ts';
import { useInstallPrompt } from './use-install-prompt.ts';

// Dialog UI loads only when a dialog actually opens (Radix Dialog stays out of the entry chunk).
// Either one, offline before its chunk is on the device, stays away until the device is online.
const UpdateDialog = preloadable(() => import('./update-dialog.tsx').then((m) => m.UpdateDialog));
const InstallDialog = preloadable(() =>
  import('./install-dialog.tsx').then((m) => m.InstallDialog),
);

/** Mounted at the root: a waiting service worker matters on every page. */
export function UpdatePrompt() {
  const { updateReady } = usePwaState();
  const [dismissed, setDismissed] = useState(false);
  if (!updateReady || dismissed) return null;
  return (
    <LoadedOr otherwise={null}>
      <Suspense fallback={null}>
        <UpdateDialog onUpdate={applyUpdate} onLater={() => setDismissed(true)} />
      </Suspense>
    </LoadedOr>
  );
}

/** Mounted in the signed-in shell, where the original prototype had the install dialog. */
export function InstallPrompt() {
  const { open, mode, install, dismiss } = useInstallPrompt();
  if (!open) return null;
  return (
    <LoadedOr otherwise={null}>
      <Suspense fallback={null}>
        <InstallDialog mode={mode} onInstall={() => void install()} onDismiss={dismiss} />
      </Suspense>
    </LoadedOr>
  );
}
