import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldBaseProps } from '@/components/forms/field';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className' | 'defaultValue' | 'children'>;

interface SelectFieldProps extends FieldBaseProps, SelectProps {
  /** The saved choice; the one made before a refused submit wins. */
  defaultValue?: string;
  /** The <option> elements. */
  children: ReactNode;
}

/** A labelled select with its hint and errors. */
export function SelectField(props: SelectFieldProps) {
  const [field, { defaultValue, children, ...select }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...select} {...control} defaultValue={field.state?.values?.[field.name] ?? defaultValue}>
          {children}
        </select>
      )}
    </Field>
  );
}
