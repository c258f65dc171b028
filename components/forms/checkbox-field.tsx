import type { InputHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldBaseProps } from '@/components/forms/field';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'type' | 'defaultChecked' | 'checked'>;

interface CheckboxFieldProps extends FieldBaseProps, CheckboxProps {
  /** The saved state; after a refused submit, what was ticked wins. */
  defaultChecked?: boolean;
}

/** A checkbox with its label beside it, its hint and errors under it. */
export function CheckboxField(props: CheckboxFieldProps) {
  const [field, { defaultChecked, ...input }] = splitFieldProps(props);
  const values = field.state?.values;
  // A refused submit sends back the typed values; an unticked box is simply absent from them.
  const checked = values ? values[field.name] !== undefined && values[field.name] !== '' : defaultChecked;
  return (
    <Field {...field} checkbox>
      {(control) => <input {...input} {...control} type="checkbox" defaultChecked={checked} />}
    </Field>
  );
}
