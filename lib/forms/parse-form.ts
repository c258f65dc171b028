/**
 * One way to read a submitted form: FormData (or a plain object) → the form's zod schema → either
 * the parsed data or the FormState a refused form returns. No server imports, so a client form can
 * check the same schema before it posts.
 */
import { z } from 'zod';
import type { FormState } from '@/lib/forms/form-state';

export interface ParseFormOptions {
  /** Names whose repeated fields are read as an array (checkbox groups); absent means []. */
  arrays?: readonly string[];
  /** Names never sent back in `values` (passwords). Names containing "password" never are either. */
  secret?: readonly string[];
  /** The refusal's message; 'Check the highlighted fields.' by default. */
  message?: string;
}

export type ParseFormResult<T> = { success: true; data: T } | { success: false; state: FormState };

const DEFAULT_MESSAGE = 'Check the highlighted fields.';

// Next adds its own hidden fields ($ACTION_ID_…, $ACTION_REF_…) to a progressively enhanced form.
const isFrameworkField = (name: string) => name.startsWith('$ACTION');

/**
 * The form as a plain object: each name once (its first value), except the names in `arrays`,
 * which are always arrays. Files are kept as File values.
 */
function formObject(formData: FormData, arrays: readonly string[]): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const object: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of arrays) object[name] = formData.getAll(name);
  for (const [name, value] of formData.entries()) {
    if (isFrameworkField(name) || name in object) continue;
    object[name] = value;
  }
  return object;
}

/**
 * The typed text of a form, to show again after a refusal: every text field except the secret
 * ones and anything named like a password. Repeated names keep their first value.
 */
export function formValues(input: FormData | Record<string, unknown>, secret: readonly string[] = []): Record<string, string> {
  const entries = input instanceof FormData ? [...input.entries()] : Object.entries(input);
  const values: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || name in values || isFrameworkField(name)) continue;
    if (secret.includes(name) || /password/i.test(name)) continue;
    values[name] = value;
  }
  return values;
}

/**
 * A refusal decided after parsing (a rule the schema cannot check, such as a date in the past):
 * the message, the errors by field and the typed values, as a schema refusal carries them.
 */
export function refusedForm(
  input: FormData | Record<string, unknown>,
  fieldErrors: Record<string, string[]>,
  message: string = DEFAULT_MESSAGE,
): FormState {
  return { ok: false, message, fieldErrors, values: formValues(input) };
}

/**
 * Parses a submitted form with its schema. On failure the state carries zod's own flattening
 * (`z.flattenError`): field errors by top-level name, errors without a field under 'form', the
 * message, and the typed values.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
  options: ParseFormOptions = {},
): ParseFormResult<z.output<S>> {
  const object = input instanceof FormData ? formObject(input, options.arrays ?? []) : input;
  const parsed = schema.safeParse(object);
  if (parsed.success) return { success: true, data: parsed.data };
  const { formErrors, fieldErrors } = z.flattenError(parsed.error);
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) {
    // Several items of a list can fail the same way; the field says it once.
    if (Array.isArray(messages) && messages.length > 0) errors[name] = [...new Set(messages.map(String))];
  }
  if (formErrors.length > 0) errors.form = [...(errors.form ?? []), ...formErrors];
  return {
    success: false,
    state: { ok: false, message: options.message ?? DEFAULT_MESSAGE, fieldErrors: errors, values: formValues(input, options.secret) },
  };
}
