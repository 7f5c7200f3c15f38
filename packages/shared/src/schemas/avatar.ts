import { z } from 'zod';
import { textSchema } from './safe-input.ts';

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
 * Initials as the client sends them: letters or digits only, trimmed, forced to uppercase and
 * truncated to 3 (docs/product.md#avatar). Truncating rather than rejecting a 4th character keeps
 * that "cut to 3" rule; an empty value or a non-alphanumeric character is rejected.
 */
export const avatarInitialsInputSchema = textSchema('Initials', {
  min: 1,
  max: 100,
  minMessage: 'Initials need at least 1 character',
})
  .regex(/^[\p{L}\p{N}]+$/u, 'Initials may contain only letters and digits')
  .transform((value) => value.toUpperCase().slice(0, 3));

/** A stored avatar (the answer of both avatar calls). */
export const avatarConfigSchema = z.object({
  type: z.enum(['initials', 'icon']),
  initials: z.string().min(1).max(3),
  icon: z.enum(AVATAR_ICONS),
  color: z.enum(AVATAR_COLORS),
});
export type AvatarConfig = z.infer<typeof avatarConfigSchema>;

/** Body of POST /api/user/avatar. */
export const avatarConfigInputSchema = avatarConfigSchema.extend({
  initials: avatarInitialsInputSchema,
});
export type AvatarConfigInput = z.input<typeof avatarConfigInputSchema>;

export const avatarResponseSchema = z.object({ avatarConfig: avatarConfigSchema });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
