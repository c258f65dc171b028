import formStyles from '@/components/admin/shell/form.module.css';
import styles from '@/components/admin/reports/reports.module.css';
import { REPORT_ORDER_TYPE_LABELS, REPORT_ORDER_TYPES, type ReportFormValues } from '@/lib/reports/query';

interface ReportFormProps {
  values: ReportFormValues;
  fieldErrors?: Record<string, string[]>;
}

function FieldError({ name, errors }: { name: string; errors?: string[] }) {
  return errors ? (
    <p id={`${name}-error`} className={formStyles.fieldError}>
      {errors.join(' ')}
    </p>
  ) : null;
}

/**
 * The report's filters. A GET form: reading a report changes nothing, and the resulting address
 * can be bookmarked; it works without JavaScript.
 */
export function ReportForm({ values, fieldErrors = {} }: ReportFormProps) {
  const invalid = (name: string) => (fieldErrors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  return (
    <form method="get" action="/admin/reports" className={styles.panel} aria-label="Report filters">
      <div className={styles.filters}>
        <div className={formStyles.field}>
          <label htmlFor="from" className={formStyles.label}>
            From
          </label>
          <input id="from" name="from" type="date" required defaultValue={values.from} className={formStyles.input} {...invalid('from')} />
          <FieldError name="from" errors={fieldErrors.from} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="to" className={formStyles.label}>
            To
          </label>
          <input id="to" name="to" type="date" required defaultValue={values.to} className={formStyles.input} {...invalid('to')} />
          <FieldError name="to" errors={fieldErrors.to} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="orderType" className={formStyles.label}>
            Order type
          </label>
          <select id="orderType" name="orderType" defaultValue={values.orderType} className={formStyles.input} {...invalid('orderType')}>
            {REPORT_ORDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {REPORT_ORDER_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <FieldError name="orderType" errors={fieldErrors.orderType} />
        </div>
        <div className={styles.filterActions}>
          <label className={styles.check}>
            <input type="checkbox" name="includeCancelled" value="1" defaultChecked={values.includeCancelled} />
            Include cancelled
          </label>
          <button type="submit" className={formStyles.submit}>
            Show report
          </button>
        </div>
      </div>
    </form>
  );
}
