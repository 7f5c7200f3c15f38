import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { useAuth } from './auth-user.ts';

/** The signed-in user's first day, on this device's calendar; undefined when not known. */
export function useJoinedOn(): string | undefined {
  const createdAt = useAuth().user?.createdAt;
  if (!createdAt) return undefined;
  const time = new Date(createdAt);
  return Number.isNaN(time.getTime()) ? undefined : toLocalIsoDate(time);
}
