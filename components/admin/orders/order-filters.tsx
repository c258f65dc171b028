import Link from 'next/link';
import styles from '@/components/admin/orders/orders.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { FilterActions, FilterDate, FilterField, FilterForm, FilterSelect, invalidProps } from '@/components/admin/shell/filter-form';
import { MODE_LABELS, STATE_LABELS } from '@/lib/admin-orders/labels';
import { MAX_ORDER_SEARCH, ORDER_MODE_FILTERS, ORDER_STATE_FILTERS, type OrderFilterValues } from '@/lib/admin-orders/list';

interface OrderFiltersProps {
  values: OrderFilterValues;
  fieldErrors?: Record<string, string[]>;
}

const label = (value: string, labels: Record<string, string>) => (value === 'all' ? 'All' : (labels[value] ?? value));
const STATE_OPTIONS = ORDER_STATE_FILTERS.map((state) => [state, label(state, STATE_LABELS)] as const);
const MODE_OPTIONS = ORDER_MODE_FILTERS.map((mode) => [mode, label(mode, MODE_LABELS)] as const);

/** The list's filters: a GET form, so a filtered list is an address staff can bookmark. */
export function OrderFilters({ values, fieldErrors = {} }: OrderFiltersProps) {
  return (
    <FilterForm action="/admin/orders" label="Order filters" columns={5}>
      <FilterField name="q" label="Order number, phone or name" errors={fieldErrors.q}>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={values.q}
          maxLength={MAX_ORDER_SEARCH}
          className={formStyles.input}
          {...invalidProps('q', fieldErrors.q)}
        />
      </FilterField>
      <FilterSelect name="state" label="State" defaultValue={values.state} errors={fieldErrors.state} options={STATE_OPTIONS} />
      <FilterSelect name="mode" label="Mode" defaultValue={values.mode} errors={fieldErrors.mode} options={MODE_OPTIONS} />
      <FilterDate name="from" label="From" defaultValue={values.from} errors={fieldErrors.from} />
      <FilterDate name="to" label="To" defaultValue={values.to} errors={fieldErrors.to} />
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
