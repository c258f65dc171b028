import type { ReactNode } from 'react';
import formStyles from '@/components/admin/shell/form.module.css';
import { FieldError } from '@/components/admin/shell/field-error';

/** The attributes that tie a control to its label, hint and errors. */
export interface FieldControl {
  id: string;
  name: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled form field with its hint and error text wired up through aria-describedby. */
export function Field({ id, name, label, hint, errors, className, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${formStyles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children({
        id,
        name,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': errors?.length ? true : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** The polite live region that announces a form's result. */
export function FormStatus({ ok, message }: { ok: boolean; message?: string }) {
  return (
    <div aria-live="polite" role="status">
      {message ? <p className={ok ? formStyles.success : formStyles.error}>{message}</p> : null}
    </div>
  );
}
