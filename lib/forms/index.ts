/** The client-safe half of the form toolkit; staffAction (./staff-action) and readForm (./read-form) are server only. */
export { initialFormState, type FormAction, type FormState } from '@/lib/forms/form-state';
export type { FormContext } from '@/lib/forms/form-context';
export {
  formValues,
  parseForm,
  refusedForm,
  type FormTranslate,
  type ParseFormOptions,
  type ParseFormResult,
} from '@/lib/forms/parse-form';
export { formKey, type MessageKey, type MessageValues } from '@/lib/forms/message-key';
