import { useLocale, useTranslations } from 'next-intl';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/reports/reports.module.css';
import { FilterActions, FilterDate, FilterForm, FilterSelect } from '@/components/admin/shell/filter-form';
import { getPathname } from '@/lib/i18n/navigation';
import { REPORT_ORDER_TYPES, type ReportFormValues } from '@/lib/reports/query';

interface ReportFormProps {
  values: ReportFormValues;
  fieldErrors?: Record<string, string[]>;
}

/**
 * The report's filters. A GET form: reading a report changes nothing, and the resulting address
 * (in the staff's language's path) can be bookmarked; it works without JavaScript.
 */
export function ReportForm({ values, fieldErrors = {} }: ReportFormProps) {
  const t = useTranslations('AdminReports');
  const locale = useLocale();
  return (
    <FilterForm action={getPathname({ href: '/admin/reports', locale })} label={t('form.label')} columns={4}>
      <FilterDate name="from" label={t('form.from')} required defaultValue={values.from} errors={fieldErrors.from} />
      <FilterDate name="to" label={t('form.to')} required defaultValue={values.to} errors={fieldErrors.to} />
      <FilterSelect
        name="orderType"
        label={t('form.orderType')}
        defaultValue={values.orderType}
        errors={fieldErrors.orderType}
        options={REPORT_ORDER_TYPES.map((type) => [type, t(`orderTypes.${type}`)])}
      />
      <FilterActions>
        <label className={styles.check}>
          <input type="checkbox" name="includeCancelled" value="1" defaultChecked={values.includeCancelled} />
          {t('form.includeCancelled')}
        </label>
        <button type="submit" className={formStyles.submit}>
          {t('form.submit')}
        </button>
      </FilterActions>
    </FilterForm>
  );
}
