import { z } from 'zod';

export const AVATAR_ICONS = ['User', 'Dumbbell', 'Target', 'Heart', 'Trophy', 'Zap'] as const;
export const AVATAR_COLORS = [
  'blue',
  'green',
  'purple',
  'orange',
  'red',
  'indigo',
  'pink',
  'teal',
] as const;

export type AvatarIcon = (typeof AVATAR_ICONS)[number];
export type AvatarColor = (typeof AVATAR_COLORS)[number];

/**
 * Initials: letters or digits only, trimmed, forced to uppercase and truncated to 3 (spec 5).
 * Truncating rather than rejecting a 4th character keeps the spec's "truncated to 3" rule;
 * an empty value or a non-alphanumeric character is rejected.
 */
export const avatarInitialsSchema = z
  .string()
  .trim()
  .min(1, 'Initials need at least 1 character')
  .regex(/^[\p{L}\p{N}]+$/u, 'Initials may contain only letters and digits')
  .transform((value) => value.toUpperCase().slice(0, 3));

export const avatarConfigSchema = z.object({
  type: z.enum(['initials', 'icon']),
  initials: avatarInitialsSchema,
  icon: z.enum(AVATAR_ICONS),
  color: z.enum(AVATAR_COLORS),
});

/** What the client sends: the same shape, before the initials transform. */
export type AvatarConfigInput = z.input<typeof avatarConfigSchema>;
export type AvatarConfig = z.output<typeof avatarConfigSchema>;

export const avatarResponseSchema = z.object({ avatarConfig: avatarConfigSchema });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
