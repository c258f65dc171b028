import formStyles from '@/components/admin/shell/form.module.css';
import styles from '@/components/admin/reports/reports.module.css';
import { FilterActions, FilterField, FilterForm, invalidProps } from '@/components/admin/shell/filter-form';
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
      <FilterField name="from" label="From" errors={fieldErrors.from}>
        <input
          id="from"
          name="from"
          type="date"
          required
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
          required
          defaultValue={values.to}
          className={formStyles.input}
          {...invalidProps('to', fieldErrors.to)}
        />
      </FilterField>
      <FilterField name="orderType" label="Order type" errors={fieldErrors.orderType}>
        <select
          id="orderType"
          name="orderType"
          defaultValue={values.orderType}
          className={formStyles.input}
          {...invalidProps('orderType', fieldErrors.orderType)}
        >
          {REPORT_ORDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {REPORT_ORDER_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </FilterField>
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
