import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '@/components/forms/field';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'defaultValue'>;

interface TextFieldProps extends FieldBaseProps, InputProps {
  /** The saved value; the value typed before a refused submit wins. */
  defaultValue?: string;
}

/** A labelled text input (any text-like type) with its hint and errors. */
export function TextField({
  name,
  label,
  id,
  hint,
  state,
  errors,
  className,
  classes,
  defaultValue,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field name={name} label={label} id={id} hint={hint} state={state} errors={errors} className={className} classes={classes}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          // A controlled input (value + onChange) keeps its own text; React refuses both at once.
          {...(input.value === undefined ? { defaultValue: state?.values?.[name] ?? defaultValue } : {})}
        />
      )}
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className' | 'defaultValue'>;

interface TextAreaFieldProps extends FieldBaseProps, TextAreaProps {
  defaultValue?: string;
}

/** A labelled textarea with its hint and errors. */
export function TextAreaField({ name, label, id, hint, state, errors, className, classes, defaultValue, ...textarea }: TextAreaFieldProps) {
  return (
    <Field name={name} label={label} id={id} hint={hint} state={state} errors={errors} className={className} classes={classes}>
      {(control) => <textarea {...textarea} {...control} defaultValue={state?.values?.[name] ?? defaultValue} />}
    </Field>
  );
}
