import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a form whose values are text as typed: it converts them with
 * `toInput` (units, empty text to null) and validates with the shared schema the server uses, so
 * the form shows the server's own messages. Schema paths the form names differently (a weight
 * stored in kg, typed in lb) are mapped with `fieldOf`; each field shows its first issue.
 */
export function schemaResolver<V extends FieldValues>(
  schema: z.ZodType,
  toInput: (values: V) => unknown,
  fieldOf: Partial<Record<string, Path<V>>> = {},
): Resolver<V> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(toInput(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      const field = fieldOf[key] ?? key;
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
