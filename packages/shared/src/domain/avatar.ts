import type { AvatarConfig } from '../schemas/avatar.ts';

const FALLBACK_INITIALS = 'GF';

/**
 * Initials for the default avatar (spec 4, "Default avatar"): the first letters of the first two
 * parts of the e-mail's local part split on . _ -; otherwise its first two letters; otherwise 'GF'.
 */
export function defaultInitials(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const parts = local.split(/[._-]/).filter((part) => part.length > 0);
  const first = parts[0];
  const second = parts[1];
  if (first && second) return (first.charAt(0) + second.charAt(0)).toUpperCase();
  const letters = local.replace(/[^\p{L}\p{N}]/gu, '');
  if (letters.length >= 2) return letters.slice(0, 2).toUpperCase();
  return FALLBACK_INITIALS;
}

export function defaultAvatarConfig(email: string | null | undefined): AvatarConfig {
  return { type: 'initials', initials: defaultInitials(email), icon: 'Dumbbell', color: 'blue' };
}
