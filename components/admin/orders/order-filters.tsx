import { useLocale, useTranslations } from 'next-intl';
import styles from '@/components/admin/orders/orders.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { FilterActions, FilterDate, FilterField, FilterForm, FilterSelect, invalidProps } from '@/components/admin/shell/filter-form';
import { modeLabel } from '@/lib/admin-orders/labels';
import { MAX_ORDER_SEARCH, ORDER_MODE_FILTERS, ORDER_STATE_FILTERS, type OrderFilterValues } from '@/lib/admin-orders/list';
import { Link, getPathname } from '@/lib/i18n/navigation';

interface OrderFiltersProps {
  values: OrderFilterValues;
  fieldErrors?: Record<string, string[]>;
}

/** The list's filters: a GET form, so a filtered list is an address staff can bookmark (in their language's path). */
export function OrderFilters({ values, fieldErrors = {} }: OrderFiltersProps) {
  const t = useTranslations('AdminOrders');
  const locale = useLocale();
  const stateOptions = ORDER_STATE_FILTERS.map((state) => [state, state === 'all' ? t('filters.all') : t(`states.${state}`)] as const);
  const modeOptions = ORDER_MODE_FILTERS.map((mode) => [mode, mode === 'all' ? t('filters.all') : modeLabel(t, mode)] as const);
  return (
    <FilterForm action={getPathname({ href: '/admin/orders', locale })} label={t('filters.label')} columns={5}>
      <FilterField name="q" label={t('filters.q')} errors={fieldErrors.q}>
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
      <FilterSelect name="state" label={t('filters.state')} defaultValue={values.state} errors={fieldErrors.state} options={stateOptions} />
      <FilterSelect name="mode" label={t('filters.mode')} defaultValue={values.mode} errors={fieldErrors.mode} options={modeOptions} />
      <FilterDate name="from" label={t('filters.from')} defaultValue={values.from} errors={fieldErrors.from} />
      <FilterDate name="to" label={t('filters.to')} defaultValue={values.to} errors={fieldErrors.to} />
      <FilterActions>
        <button type="submit" className={formStyles.submit}>
          {t('filters.submit')}
        </button>
        <Link href="/admin/orders" className={styles.clear}>
          {t('filters.clear')}
        </Link>
      </FilterActions>
    </FilterForm>
  );
}
