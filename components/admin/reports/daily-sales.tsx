import { dayLabel } from '@/components/admin/reports/format';
import styles from '@/components/admin/reports/reports.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import type { DayTotals } from '@/lib/reports/sales';

/**
 * Sales per day twice over: a bar chart for the eye (plain CSS bars, each with its value as text,
 * so it reads the same to a screen reader) and the table with every number.
 */
export function DailySales({ days, format }: { days: DayTotals[]; format: MoneyFormat }) {
  const highest = Math.max(0, ...days.map((d) => d.salesMinor));
  return (
    <section aria-labelledby="daily-heading">
      <h2 id="daily-heading" className={ui.panelTitle}>
        Sales per day
      </h2>
      <figure className={`${ui.panel} ${styles.chart}`} aria-labelledby="chart-caption">
        <figcaption id="chart-caption" className={styles.note}>
          Net sales of closed orders per day
        </figcaption>
        <ol className={styles.bars}>
          {days.map((day) => (
            <li key={day.date} className={styles.barRow}>
              <span className={styles.barDay}>{dayLabel(day.date)}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${highest === 0 ? 0 : (day.salesMinor / highest) * 100}%` }} />
              </span>
              <span className={styles.barValue}>{formatMoney(day.salesMinor, format)}</span>
            </li>
          ))}
        </ol>
      </figure>
      <DataTable
        caption="Per day"
        captionId="days-caption"
        rows={days}
        rowKey={(day) => day.date}
        columns={[
          { header: 'Day', rowHeader: true, cell: (day) => <time dateTime={day.date}>{dayLabel(day.date)}</time> },
          { header: 'Closed', numeric: true, cell: (day) => day.orders },
          { header: 'Cancelled', numeric: true, cell: (day) => day.cancelled },
          { header: 'Net sales', numeric: true, cell: (day) => formatMoney(day.salesMinor, format) },
          { header: 'Discounts', numeric: true, cell: (day) => formatMoney(day.discountMinor, format) },
        ]}
      />
    </section>
  );
}
