import formStyles from '@/components/admin/shell/form.module.css';

/**
 * A field's error messages under it, with the id its input names in aria-describedby
 * (`${fieldId}-error`); nothing when the field has none.
 */
export function FieldError({ id, errors }: { id: string; errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={formStyles.fieldError}>
      {errors.join(' ')}
    </p>
  );
}
