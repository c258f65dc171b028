import type { InputHTMLAttributes } from 'react';
import formStyles from '@/components/admin/shell/form.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import type { SettingsFormState } from '@/lib/settings/forms';
import { FieldError } from '@/components/admin/shell/field-error';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue' | 'id'> {
  name: string;
  label: string;
  state: SettingsFormState;
  /** The saved value; the typed one wins after a refused submit. */
  initial: string;
  hint?: string;
  /** Distinguishes fields of the same name in repeated forms (e.g. one per row). */
  idPrefix?: string;
}

/** The ids a field's hint and error get, and the aria-describedby that names them. */
function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled input with its hint and its error, tied to it with aria-describedby. */
export function TextField({ name, label, state, initial, hint, idPrefix = '', type = 'text', ...rest }: TextFieldProps) {
  const id = `${idPrefix}${name}`;
  const errors = state.fieldErrors?.[name];
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={state.values?.[name] ?? initial}
        className={formStyles.input}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(errors))}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: string;
  state: SettingsFormState;
  initial: boolean;
  hint?: string;
}

/** A labelled checkbox; after a refused submit it shows what was ticked. */
export function CheckboxField({ name, label, state, initial, hint }: CheckboxFieldProps) {
  const checked = state.values ? state.values[name] === 'on' : initial;
  return (
    <div className={styles.checkField}>
      <input
        id={name}
        name={name}
        type="checkbox"
        defaultChecked={checked}
        aria-describedby={hint ? `${name}-hint` : undefined}
        className={styles.checkbox}
      />
      <label htmlFor={name} className={formStyles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className={`${formStyles.hint} ${styles.checkHint}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The form's result, announced politely to screen readers. */
export function FormMessage({ state }: { state: SettingsFormState }) {
  return (
    <div aria-live="polite" className={styles.message}>
      {state.message ? <p className={state.ok ? formStyles.success : formStyles.error}>{state.message}</p> : null}
    </div>
  );
}

/** The submit button, showing while the action runs. */
export function SubmitButton({ pending, label, pendingLabel = 'Saving…' }: { pending: boolean; label: string; pendingLabel?: string }) {
  return (
    <button type="submit" className={formStyles.submit} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
