import type { AvatarConfig } from '../schemas/avatar.ts';

const FALLBACK_INITIALS = 'GF';

/**
 * Initials for the default avatar (docs/product.md#avatar): the first letters of the first two
 * parts of the e-mail's local part split on . _ -; otherwise its first two letters; otherwise 'GF'.
 */
export function defaultInitials(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const parts = local
    .split(/[._-]/)
    .map((part) => Array.from(part.replace(/[^\p{L}\p{N}]/gu, '')))
    .filter((letters) => letters.length > 0);
  const [first, second] = parts;
  const initials =
    first && second
      ? `${first[0]}${second[0]}`
      : first && first.length >= 2
        ? first.slice(0, 2).join('')
        : '';
  // Upper-casing can lengthen a letter (ß -> SS), so the 3-character limit applies afterwards.
  return initials === '' ? FALLBACK_INITIALS : initials.toUpperCase().slice(0, 3);
}

export function defaultAvatarConfig(email: string | null | undefined): AvatarConfig {
  return { type: 'initials', initials: defaultInitials(email), icon: 'Dumbbell', color: 'blue' };
}
