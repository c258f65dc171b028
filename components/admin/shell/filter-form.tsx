import type { ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { FieldError } from '@/components/forms';

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
  /** The control's name, and its id unless `id` is given. */
  name: string;
  id?: string;
  label: string;
  errors?: string[];
  /** The control; give it `invalidProps(name, errors)`. */
  children: ReactNode;
}

/** One labelled filter field with its error message. */
export function FilterField({ name, id = name, label, errors, children }: FilterFieldProps) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children}
      <FieldError id={`${name}-error`} errors={errors} />
    </div>
  );
}

type FilterControlProps = Omit<FilterFieldProps, 'children'> & { defaultValue?: string | number };

/** A date filter, e.g. the first or last day of a range. */
export function FilterDate({ required, ...field }: FilterControlProps & { required?: boolean }) {
  const { name, id = name, errors, defaultValue } = field;
  return (
    <FilterField {...field}>
      <input
        id={id}
        name={name}
        type="date"
        required={required}
        defaultValue={defaultValue}
        className={formStyles.input}
        {...invalidProps(name, errors)}
      />
    </FilterField>
  );
}

/** A filter that picks one of `options`, given as [value, label] pairs in the order shown. */
export function FilterSelect({ options, ...field }: FilterControlProps & { options: ReadonlyArray<readonly [string | number, string]> }) {
  const { name, id = name, errors, defaultValue } = field;
  return (
    <FilterField {...field}>
      <select id={id} name={name} defaultValue={defaultValue} className={formStyles.input} {...invalidProps(name, errors)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The row of buttons and links that ends a filter form. */
export function FilterActions({ children }: { children: ReactNode }) {
  return <div className={ui.filterActions}>{children}</div>;
}
