import type { z } from 'zod';

/** Runs a form schema and returns the first failing rule's message (docs/rules/screens.md), or null. */
export const firstError = (schema: z.ZodType, values: unknown): string | null => {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid input');
};
