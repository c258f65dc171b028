import { useFormatter, useTranslations } from 'next-intl';
import { DAY, dayDate } from '@/components/admin/reports/format';
import styles from '@/components/admin/reports/reports.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { useMoney } from '@/components/i18n/use-money';
import type { DayTotals } from '@/lib/reports/sales';

/**
 * Sales per day twice over: a bar chart for the eye (plain CSS bars, each with its value as text,
 * so it reads the same to a screen reader) and the table with every number.
 */
export function DailySales({ days }: { days: DayTotals[] }) {
  const t = useTranslations('AdminReports.daily');
  const format = useFormatter();
  const money = useMoney();
  const dayLabel = (date: string) => format.dateTime(dayDate(date), DAY);
  const highest = Math.max(0, ...days.map((d) => d.salesMinor));
  return (
    <section aria-labelledby="daily-heading">
      <h2 id="daily-heading" className={ui.panelTitle}>
        {t('title')}
      </h2>
      <figure className={`${ui.panel} ${styles.chart}`} aria-labelledby="chart-caption">
        <figcaption id="chart-caption" className={styles.note}>
          {t('chart')}
        </figcaption>
        <ol className={styles.bars}>
          {days.map((day) => (
            <li key={day.date} className={styles.barRow}>
              <span className={styles.barDay}>{dayLabel(day.date)}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${highest === 0 ? 0 : (day.salesMinor / highest) * 100}%` }} />
              </span>
              <span className={styles.barValue}>{money(day.salesMinor)}</span>
            </li>
          ))}
        </ol>
      </figure>
      <DataTable
        caption={t('caption')}
        captionId="days-caption"
        rows={days}
        rowKey={(day) => day.date}
        columns={[
          { header: t('day'), rowHeader: true, cell: (day) => <time dateTime={day.date}>{dayLabel(day.date)}</time> },
          { header: t('closed'), numeric: true, cell: (day) => day.orders },
          { header: t('cancelled'), numeric: true, cell: (day) => day.cancelled },
          { header: t('netSales'), numeric: true, cell: (day) => money(day.salesMinor) },
          { header: t('discounts'), numeric: true, cell: (day) => money(day.discountMinor) },
        ]}
      />
    </section>
  );
}
