/** The client-safe half of the form toolkit; staffAction lives in ./staff-action (server only). */
export { initialFormState, type FormAction, type FormState } from '@/lib/forms/form-state';
export { formValues, parseForm, refusedForm, type ParseFormOptions, type ParseFormResult } from '@/lib/forms/parse-form';
