import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/reports/reports.module.css';
import { FilterActions, FilterDate, FilterForm, FilterSelect } from '@/components/admin/shell/filter-form';
import { REPORT_ORDER_TYPE_LABELS, REPORT_ORDER_TYPES, type ReportFormValues } from '@/lib/reports/query';

interface ReportFormProps {
  values: ReportFormValues;
  fieldErrors?: Record<string, string[]>;
}

/**
 * The report's filters. A GET form: reading a report changes nothing, and the resulting address
 * can be bookmarked; it works without JavaScript.
 */
export function ReportForm({ values, fieldErrors = {} }: ReportFormProps) {
  return (
    <FilterForm action="/admin/reports" label="Report filters" columns={4}>
      <FilterDate name="from" label="From" required defaultValue={values.from} errors={fieldErrors.from} />
      <FilterDate name="to" label="To" required defaultValue={values.to} errors={fieldErrors.to} />
      <FilterSelect
        name="orderType"
        label="Order type"
        defaultValue={values.orderType}
        errors={fieldErrors.orderType}
        options={REPORT_ORDER_TYPES.map((type) => [type, REPORT_ORDER_TYPE_LABELS[type]])}
      />
      <FilterActions>
        <label className={styles.check}>
          <input type="checkbox" name="includeCancelled" value="1" defaultChecked={values.includeCancelled} />
          Include cancelled
        </label>
        <button type="submit" className={formStyles.submit}>
          Show report
        </button>
      </FilterActions>
    </FilterForm>
  );
}
