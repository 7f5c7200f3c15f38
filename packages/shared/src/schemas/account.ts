import { z } from 'zod';

/**
 * DELETE /api/account: the account's password confirms it (accounts of the embedded provider);
 * accounts of an external provider confirm with a sign-in of the last few minutes instead.
 */
export const deleteAccountRequestSchema = z.object({
  password: z.string().max(200, 'Password is too long.').optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
