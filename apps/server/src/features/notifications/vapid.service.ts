import webpush from 'web-push';
import { getOrCreateSecret } from '../../auth/secrets.ts';
import type { Db } from '../../db/client.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_SECRET = 'vapid-keys';
const cache = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair: generated on first use and kept in app_secrets, so every instance
 * and every restart signs with the same key and browsers' subscriptions stay valid. Instances
 * racing on the first call agree through the secret's insert-if-absent.
 */
export function getVapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = getOrCreateSecret<VapidKeys>(db, VAPID_SECRET, () => webpush.generateVAPIDKeys());
    // A failed read is not remembered: the next call tries again.
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
