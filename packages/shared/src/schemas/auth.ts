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
  /**
   * When the account was made (ISO): a workout of a day before it is not missed (decision 087).
   * Optional: a copy of the user kept offline by an older version has none.
   */
  createdAt: z.string().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
