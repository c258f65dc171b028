import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '@/components/forms/field';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className' | 'defaultValue' | 'children'>;

interface SelectFieldProps extends FieldBaseProps, SelectProps {
  /** The saved choice; the one made before a refused submit wins. */
  defaultValue?: string;
  /** The <option> elements. */
  children: ReactNode;
}

/** A labelled select with its hint and errors. */
export function SelectField({
  name,
  label,
  id,
  hint,
  state,
  errors,
  className,
  classes,
  defaultValue,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field name={name} label={label} id={id} hint={hint} state={state} errors={errors} className={className} classes={classes}>
      {(control) => (
        <select {...select} {...control} defaultValue={state?.values?.[name] ?? defaultValue}>
          {children}
        </select>
      )}
    </Field>
  );
}
