import { z } from 'zod';

/** Body of every 4xx/5xx answer from the API (docs/product.md#error-answers). */
export const apiErrorSchema = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
