/**
 * One way to read a submitted form: FormData (or a plain object) → the form's zod schema → either
 * the parsed data or the FormState a refused form returns. No server imports, so a client form can
 * check the same schema before it posts.
 *
 * Messages are translatable one way for every form (decision 210): a schema writes its messages as
 * catalogue keys (`z.string().min(1, formKey('Checkout.errors.nameRequired'))`), and the server
 * reads the form with `readForm` (lib/forms/read-form.ts) or `staffAction`, which hand parseForm
 * the visitor's translator. The state that comes back holds finished text in the visitor's
 * language; fields and live regions show it as it is.
 */
import { z } from 'zod';
import type { FormState } from '@/lib/forms/form-state';

/**
 * Turns a message into the visitor's words: a catalogue key (with the values its placeholders
 * name) becomes its translation; any other text is returned as it is.
 */
export type FormTranslate = (message: string, values?: Record<string, string | number>) => string;

export interface ParseFormOptions {
  /** Names whose repeated fields are read as an array (checkbox groups); absent means []. */
  arrays?: readonly string[];
  /** Names never sent back in `values` (passwords). Names containing "password" never are either. */
  secret?: readonly string[];
  /** The refusal's message (a catalogue key or text); 'Forms.checkFields' by default. */
  message?: string;
  /**
   * The visitor's translator (readForm and staffAction pass it). Without one, messages are kept as
   * the schema wrote them and the default message is English.
   */
  translate?: FormTranslate;
}

export type ParseFormResult<T> = { success: true; data: T } | { success: false; state: FormState };

/** The default refusal and the message of a check the schema gave no words of its own. */
export const CHECK_FIELDS_KEY = 'Forms.checkFields';
export const INVALID_KEY = 'Forms.invalid';
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
 * the message, the errors by field and the typed values, as a schema refusal carries them. The
 * messages are shown as given: translate them first (getTranslations) in the visitor's language.
 */
export function refusedForm(
  input: FormData | Record<string, unknown>,
  fieldErrors: Record<string, string[]>,
  message: string = DEFAULT_MESSAGE,
): FormState {
  return { ok: false, message, fieldErrors, values: formValues(input) };
}

/** The values a message's placeholders may name: the issue's bounds and a refinement's params. */
function issueValues(issue: z.core.$ZodIssue): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const source: Record<string, unknown> = { ...(issue.code === 'custom' ? issue.params : {}) };
  if (issue.code === 'too_small') source.minimum = issue.minimum;
  if (issue.code === 'too_big') source.maximum = issue.maximum;
  for (const [name, value] of Object.entries(source)) {
    if (typeof value === 'number' || typeof value === 'string') values[name] = value;
    if (typeof value === 'bigint') values[name] = Number(value);
  }
  return values;
}

/**
 * Parses a submitted form with its schema. On failure the state carries the errors by top-level
 * field name (as zod's `flattenError` groups them), errors without a field under 'form', the
 * message, and the typed values; with `options.translate`, every message in the visitor's words.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
  options: ParseFormOptions = {},
): ParseFormResult<z.output<S>> {
  const object = input instanceof FormData ? formObject(input, options.arrays ?? []) : input;
  const { translate } = options;
  // A check the schema gave no words gets the form toolkit's own, in the visitor's language.
  const parsed = translate ? schema.safeParse(object, { error: () => INVALID_KEY }) : schema.safeParse(object);
  if (parsed.success) return { success: true, data: parsed.data };
  const say = (message: string, values?: Record<string, string | number>) => (translate ? translate(message, values) : message);

  const grouped = new Map<string, string[]>();
  for (const issue of parsed.error.issues) {
    const head = issue.path[0];
    const name = head === undefined ? 'form' : String(head);
    const messages = grouped.get(name) ?? [];
    messages.push(say(issue.message, issueValues(issue)));
    grouped.set(name, messages);
  }
  const errors: Record<string, string[]> = {};
  // Several items of a list can fail the same way; the field says it once. Field errors come first, 'form' last.
  for (const [name, messages] of grouped) if (name !== 'form') errors[name] = [...new Set(messages)];
  const formErrors = grouped.get('form');
  if (formErrors) errors.form = formErrors;
  const message = options.message ?? (translate ? CHECK_FIELDS_KEY : DEFAULT_MESSAGE);
  return {
    success: false,
    state: { ok: false, message: say(message), fieldErrors: errors, values: formValues(input, options.secret) },
  };
}
