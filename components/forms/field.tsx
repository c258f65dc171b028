import type { ReactNode } from 'react';
import styles from '@/components/forms/forms.module.css';
import type { FormState } from '@/lib/forms/form-state';

/** Class overrides of a field's parts; each replaces the toolkit's default (staff) class. */
export interface FieldClasses {
  field?: string;
  label?: string;
  control?: string;
  hint?: string;
  error?: string;
}

/** The attributes that tie a control to its label, hint and errors. */
interface FieldControl {
  id: string;
  name: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** The props every field component shares. */
export interface FieldBaseProps {
  name: string;
  label: ReactNode;
  /** Defaults to `name`; repeated forms (one per row) need distinct ids. */
  id?: string;
  hint?: ReactNode;
  /** The form's state: its errors for `name` are shown, its typed value wins over the default. */
  state?: FormState;
  /** Errors to show instead of `state.fieldErrors[name]`. */
  errors?: readonly string[];
  /** Added to the wrapper's class. */
  className?: string;
  classes?: FieldClasses;
}

/** The errors a field shows: the explicit ones, else the state's for its name. */
export function errorsOf(props: Pick<FieldBaseProps, 'name' | 'state' | 'errors'>): readonly string[] | undefined {
  return props.errors ?? props.state?.fieldErrors?.[props.name];
}

/** The aria-describedby naming a field's hint and error, or undefined when it has neither. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A field's error messages under it, with the id its control names in aria-describedby
 * (`${fieldId}-error`); nothing when the field has none.
 */
export function FieldError({ id, errors, className }: { id: string; errors: readonly string[] | undefined; className?: string }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={className ?? styles.fieldError}>
      {errors.join(' ')}
    </p>
  );
}

/**
 * Splits a field component's props into the ones `Field` takes and the rest, which go to the
 * control itself, so each field component names the shared props once.
 */
export function splitFieldProps<P extends FieldBaseProps>(props: P): [FieldBaseProps, Omit<P, keyof FieldBaseProps>] {
  const { name, label, id, hint, state, errors, className, classes, ...control } = props;
  return [{ name, label, id, hint, state, errors, className, classes }, control];
}

interface FieldProps extends FieldBaseProps {
  /** A checkbox sits before its label, with its own default classes. */
  checkbox?: boolean;
  /** Renders the control with the attributes that wire it to the label, hint and errors. */
  children: (control: FieldControl) => ReactNode;
}

/** A labelled control with its hint and errors, tied to it through aria-describedby and aria-invalid. */
export function Field({ name, label, id = name, hint, className, classes = {}, checkbox = false, children, ...rest }: FieldProps) {
  const errors = errorsOf({ name, ...rest });
  const invalid = Boolean(errors?.length);
  const labelElement = (
    <label htmlFor={id} className={classes.label ?? styles.label}>
      {label}
    </label>
  );
  return (
    <div className={[classes.field ?? (checkbox ? styles.checkField : styles.field), className].filter(Boolean).join(' ')}>
      {checkbox ? null : labelElement}
      {children({
        id,
        name,
        className: classes.control ?? (checkbox ? styles.checkbox : styles.input),
        'aria-describedby': describedBy(id, Boolean(hint), invalid),
        'aria-invalid': invalid ? true : undefined,
      })}
      {checkbox ? labelElement : null}
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint ?? styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} className={classes.error} />
    </div>
  );
}
