import { z } from 'zod';
import { avatarConfigSchema } from './avatar.ts';

/** GET /api/auth/user: the signed-in user (docs/product.md#account-routes). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  avatarConfig: avatarConfigSchema,
  /** False until the first-run onboarding is finished or skipped (decision 019). */
  onboardingCompleted: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
