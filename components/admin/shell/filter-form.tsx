import type { ReactNode } from 'react';
import formStyles from '@/components/admin/shell/form.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { FieldError } from '@/components/admin/shell/field-error';

interface FilterFormProps {
  action: string;
  /** The form's accessible name. */
  label: string;
  /** Cells on one row of a wide screen: the fields plus the actions. */
  columns: 4 | 5;
  children: ReactNode;
}

/**
 * A list's filters as a GET form: reading changes nothing, and the filtered address can be
 * bookmarked; it works without JavaScript.
 */
export function FilterForm({ action, label, columns, children }: FilterFormProps) {
  return (
    <form method="get" action={action} className={ui.panel} aria-label={label}>
      <div className={`${ui.filters} ${columns === 5 ? ui.filtersOf5 : ui.filtersOf4}`}>{children}</div>
    </form>
  );
}

/** The attributes that tie a field to its error message, when it has one. */
export function invalidProps(name: string, errors?: string[]) {
  return errors ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};
}

interface FilterFieldProps {
  /** The control's id and name. */
  name: string;
  label: string;
  errors?: string[];
  /** The control; give it `invalidProps(name, errors)`. */
  children: ReactNode;
}

/** One labelled filter field with its error message. */
export function FilterField({ name, label, errors, children }: FilterFieldProps) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={name} className={formStyles.label}>
        {label}
      </label>
      {children}
      <FieldError id={`${name}-error`} errors={errors} />
    </div>
  );
}

/** The row of buttons and links that ends a filter form. */
export function FilterActions({ children }: { children: ReactNode }) {
  return <div className={ui.filterActions}>{children}</div>;
}
