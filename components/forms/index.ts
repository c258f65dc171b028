/** The accessible field components every form uses, staff and shop. */
export { CheckboxField } from '@/components/forms/checkbox-field';
export { Field, FieldError, type FieldClasses } from '@/components/forms/field';
export { FormMessage } from '@/components/forms/form-message';
export { SelectField } from '@/components/forms/select-field';
export { SubmitButton } from '@/components/forms/submit-button';
export { TextAreaField, TextField } from '@/components/forms/text-field';
