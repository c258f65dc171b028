import type { InputHTMLAttributes } from 'react';
import { describedBy, errorsOf, FieldError, type FieldBaseProps } from '@/components/forms/field';
import styles from '@/components/forms/forms.module.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'type' | 'defaultChecked' | 'checked'>;

interface CheckboxFieldProps extends FieldBaseProps, CheckboxProps {
  /** The saved state; after a refused submit, what was ticked wins. */
  defaultChecked?: boolean;
}

/** A checkbox with its label beside it, its hint and errors under it. */
export function CheckboxField({
  name,
  label,
  id = name,
  hint,
  state,
  errors,
  className,
  classes = {},
  defaultChecked,
  ...input
}: CheckboxFieldProps) {
  const shown = errorsOf({ name, state, errors });
  const invalid = Boolean(shown?.length);
  // A refused submit sends back the typed values; an unticked box is simply absent from them.
  const checked = state?.values ? state.values[name] !== undefined && state.values[name] !== '' : defaultChecked;
  return (
    <div className={[classes.field ?? styles.checkField, className].filter(Boolean).join(' ')}>
      <input
        {...input}
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={checked}
        className={classes.control ?? styles.checkbox}
        aria-describedby={describedBy(id, Boolean(hint), invalid)}
        aria-invalid={invalid ? true : undefined}
      />
      <label htmlFor={id} className={classes.label ?? styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint ?? styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={shown} className={classes.error} />
    </div>
  );
}
