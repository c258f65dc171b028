/**
 * What every form's server action returns, staff and shop alike. No server imports: client
 * components read it with useActionState.
 */
export interface FormState {
  ok: boolean;
  /** Shown in the form's live region. */
  message?: string;
  /** Errors by field name; 'form' holds the errors that belong to no field. */
  fieldErrors?: Record<string, string[]>;
  /** What was typed, to show again after a refusal (never passwords). */
  values?: Record<string, string>;
}

/** The state a form starts in, before its first submit. */
export const initialFormState: FormState = { ok: false };

/** A form's server action as useActionState calls it; client forms take their action as this prop type. */
export type FormAction = (previous: FormState, formData: FormData) => Promise<FormState>;
