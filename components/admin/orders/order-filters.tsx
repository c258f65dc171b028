import Link from 'next/link';
import styles from '@/components/admin/orders/orders.module.css';
import formStyles from '@/components/admin/shell/form.module.css';
import { FilterActions, FilterField, FilterForm, invalidProps } from '@/components/admin/shell/filter-form';
import { MODE_LABELS, STATE_LABELS } from '@/lib/admin-orders/labels';
import { ORDER_MODE_FILTERS, ORDER_STATE_FILTERS, type OrderFilterValues } from '@/lib/admin-orders/list';

interface OrderFiltersProps {
  values: OrderFilterValues;
  fieldErrors?: Record<string, string[]>;
}

const label = (value: string, labels: Record<string, string>) => (value === 'all' ? 'All' : (labels[value] ?? value));

/** The list's filters: a GET form, so a filtered list is an address staff can bookmark. */
export function OrderFilters({ values, fieldErrors = {} }: OrderFiltersProps) {
  return (
    <FilterForm action="/admin/orders" label="Order filters" columns={5}>
      <FilterField name="state" label="State" errors={fieldErrors.state}>
        <select
          id="state"
          name="state"
          defaultValue={values.state}
          className={formStyles.input}
          {...invalidProps('state', fieldErrors.state)}
        >
          {ORDER_STATE_FILTERS.map((state) => (
            <option key={state} value={state}>
              {label(state, STATE_LABELS)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField name="mode" label="Mode" errors={fieldErrors.mode}>
        <select id="mode" name="mode" defaultValue={values.mode} className={formStyles.input} {...invalidProps('mode', fieldErrors.mode)}>
          {ORDER_MODE_FILTERS.map((mode) => (
            <option key={mode} value={mode}>
              {label(mode, MODE_LABELS)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField name="from" label="From" errors={fieldErrors.from}>
        <input
          id="from"
          name="from"
          type="date"
          defaultValue={values.from}
          className={formStyles.input}
          {...invalidProps('from', fieldErrors.from)}
        />
      </FilterField>
      <FilterField name="to" label="To" errors={fieldErrors.to}>
        <input
          id="to"
          name="to"
          type="date"
          defaultValue={values.to}
          className={formStyles.input}
          {...invalidProps('to', fieldErrors.to)}
        />
      </FilterField>
      <FilterActions>
        <button type="submit" className={formStyles.submit}>
          Show orders
        </button>
        <Link href="/admin/orders" className={styles.clear}>
          Clear filters
        </Link>
      </FilterActions>
    </FilterForm>
  );
}
