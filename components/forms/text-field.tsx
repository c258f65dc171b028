import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldBaseProps } from '@/components/forms/field';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'defaultValue'>;

interface TextFieldProps extends FieldBaseProps, InputProps {
  /** The saved value; the value typed before a refused submit wins. */
  defaultValue?: string;
}

/** A labelled text input (any text-like type) with its hint and errors. */
export function TextField(props: TextFieldProps) {
  const [field, { defaultValue, type = 'text', ...input }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          // A controlled input (value + onChange) keeps its own text; React refuses both at once.
          {...(input.value === undefined ? { defaultValue: field.state?.values?.[field.name] ?? defaultValue } : {})}
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
export function TextAreaField(props: TextAreaFieldProps) {
  const [field, { defaultValue, ...textarea }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          {...(textarea.value === undefined ? { defaultValue: field.state?.values?.[field.name] ?? defaultValue } : {})}
        />
      )}
    </Field>
  );
}
