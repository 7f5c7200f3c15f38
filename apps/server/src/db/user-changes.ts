import type { Database } from './client.ts';

/**
 * The channel the database triggers of migration 0007 notify with a user's id whenever a row of
 * theirs that shapes their training screens changes (workouts, sessions, sets, health metrics,
 * check-ins, settings).
 */
export const USER_CHANGED_CHANNEL = 'grandfit_user_changed';

/**
 * The channel the triggers of migration 0015 notify with a user's id when what the per-request
 * caches hold about them changes: one of their sessions ended (logout, password change or reset,
 * account deletion), their user row or their settings changed. Kept apart from the training channel
 * so that the every-write announcements of that one do not empty the session cache.
 */
export const ACCOUNT_CHANGED_CHANNEL = 'grandfit_account_changed';

/** Who to tell when a user's data changed; `null` means anyone's may have (a missed-notice gap). */
export type UserChangeListener = (userId: string | null) => void;

export interface UserChanges {
  /** Answers a function that stops the listener. */
  subscribe(listener: UserChangeListener): () => void;
  /** Announces a change made by this instance, before its answer leaves. */
  changed(userId: string): void;
  close(): Promise<void>;
}

/**
 * Changes to a user's data, from this instance and from every other instance on the same database
 * (PostgreSQL LISTEN/NOTIFY), so that per-instance caches of derived reads can stay correct behind
 * a load balancer.
 */
export async function userChanges(
  database: Database,
  channel: string = USER_CHANGED_CHANNEL,
): Promise<UserChanges> {
  const listeners: UserChangeListener[] = [];
  const tell = (userId: string | null) => {
    for (const listener of [...listeners]) listener(userId);
  };
  const unlisten = await database.listen(channel, {
    onNotify: (payload) => tell(payload),
    onGap: () => tell(null),
  });
  return {
    subscribe: (listener) => {
      listeners.push(listener);
      return () => {
        const index = listeners.indexOf(listener);
        if (index >= 0) listeners.splice(index, 1);
      };
    },
    changed: tell,
    close: unlisten,
  };
}
