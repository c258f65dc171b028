import Link from 'next/link';
import styles from '@/components/admin/orders/orders.module.css';
import formStyles from '@/components/admin/shell/form.module.css';
import { MODE_LABELS, STATE_LABELS } from '@/lib/admin-orders/labels';
import { ORDER_MODE_FILTERS, ORDER_STATE_FILTERS, type OrderFilterValues } from '@/lib/admin-orders/list';

interface OrderFiltersProps {
  values: OrderFilterValues;
  fieldErrors?: Record<string, string[]>;
}

const label = (value: string, labels: Record<string, string>) => (value === 'all' ? 'All' : (labels[value] ?? value));

function FieldError({ name, errors }: { name: string; errors?: string[] }) {
  return errors ? (
    <p id={`${name}-error`} className={formStyles.fieldError}>
      {errors.join(' ')}
    </p>
  ) : null;
}

/** The list's filters: a GET form, so a filtered list is an address staff can bookmark. */
export function OrderFilters({ values, fieldErrors = {} }: OrderFiltersProps) {
  const invalid = (name: string) => (fieldErrors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  return (
    <form method="get" action="/admin/orders" className={styles.panel} aria-label="Order filters">
      <div className={styles.filters}>
        <div className={formStyles.field}>
          <label htmlFor="state" className={formStyles.label}>
            State
          </label>
          <select id="state" name="state" defaultValue={values.state} className={formStyles.input} {...invalid('state')}>
            {ORDER_STATE_FILTERS.map((state) => (
              <option key={state} value={state}>
                {label(state, STATE_LABELS)}
              </option>
            ))}
          </select>
          <FieldError name="state" errors={fieldErrors.state} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="mode" className={formStyles.label}>
            Mode
          </label>
          <select id="mode" name="mode" defaultValue={values.mode} className={formStyles.input} {...invalid('mode')}>
            {ORDER_MODE_FILTERS.map((mode) => (
              <option key={mode} value={mode}>
                {label(mode, MODE_LABELS)}
              </option>
            ))}
          </select>
          <FieldError name="mode" errors={fieldErrors.mode} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="from" className={formStyles.label}>
            From
          </label>
          <input id="from" name="from" type="date" defaultValue={values.from} className={formStyles.input} {...invalid('from')} />
          <FieldError name="from" errors={fieldErrors.from} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="to" className={formStyles.label}>
            To
          </label>
          <input id="to" name="to" type="date" defaultValue={values.to} className={formStyles.input} {...invalid('to')} />
          <FieldError name="to" errors={fieldErrors.to} />
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={formStyles.submit}>
            Show orders
          </button>
          <Link href="/admin/orders" className={styles.clear}>
            Clear filters
          </Link>
        </div>
      </div>
    </form>
  );
}
