/**
 * What every shop form's server action returns, and zod issues as field errors. No server
 * imports (forms are client code).
 */
import type { z } from 'zod';

export interface ShopFormState {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

/** A zod error's messages by top-level field ('form' for issues without a path). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}
