import { useEffect, useState } from 'react';
import { STORAGE_KEYS, TIMINGS } from '@grandfit/shared/constants.ts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { notificationPermission, pushSupported } from '../utils/push-support.ts';

const asked = () => readStorage(STORAGE_KEYS.notificationPermissionAsked) !== null;
const markAsked = () => writeStorage(STORAGE_KEYS.notificationPermissionAsked, 'true');

/** A browser permission request in flight: the dialog must not ask on top of it. */
let requesting = false;

// Loaded when first needed, so the shell's first load does not carry the push code.
const pushSetup = () => import('../utils/setup-push.ts');

async function requestPermission(): Promise<NotificationPermission> {
  requesting = true;
  try {
    return await Notification.requestPermission();
  } finally {
    requesting = false;
  }
}

/** After a grant: the confirmation notification, then the subscription. */
async function afterGrant(): Promise<void> {
  const { setupPushSubscription, showConfirmationNotification } = await pushSetup();
  await showConfirmationNotification();
  await setupPushSubscription();
}

/**
 * docs/product.md#notification-prompt, push part: 10 s after the signed-in shell opens, with the
 * flag unset and permission 'default', the push setup asks the browser and sets the flag once the
 * browser has an answer. A browser that will not ask without a tap (Firefox, Safari) leaves the
 * permission 'default' and the flag unset, so the dialog 5 s later asks with a tap
 * (docs/decisions/016-notifications.md). Where permission is already granted, the device's
 * subscription is registered again for whoever is signed in.
 */
export async function autoSetupPush(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const permission = Notification.permission;
    if (permission === 'granted') {
      markAsked();
      await (await pushSetup()).setupPushSubscription();
      return;
    }
    if (permission !== 'default' || asked()) return;
    const answer = await requestPermission();
    if (answer === 'default') return;
    markAsked();
    if (answer === 'granted') await afterGrant();
  } catch (error) {
    console.warn('Push notification setup failed', error);
  }
}

/** Whether the 'Stay on Track' dialog may open: permission undecided and never asked. */
export function shouldOfferNotifications(): boolean {
  return notificationPermission() === 'default' && !asked() && !requesting;
}

/** The dialog after 15 s, at most once (the flag); any choice sets the flag. */
export function useNotificationPrompt() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const setup = setTimeout(() => void autoSetupPush(), TIMINGS.pushAutoSetupDelay);
    const dialog = setTimeout(() => {
      if (shouldOfferNotifications()) setOpen(true);
    }, TIMINGS.notificationDialogDelay);
    return () => {
      clearTimeout(setup);
      clearTimeout(dialog);
    };
  }, []);

  async function enable() {
    markAsked();
    setOpen(false);
    try {
      if ((await requestPermission()) === 'granted') await afterGrant();
    } catch (error) {
      // Permission failures are only logged.
      console.warn('Notification permission request failed', error);
    }
  }

  function notNow() {
    markAsked();
    setOpen(false);
  }

  return { open, enable, notNow };
}
