import { useTranslations } from 'next-intl';
import styles from '@/components/admin/reports/reports.module.css';
import { useMoney } from '@/components/i18n/use-money';
import type { SalesReport } from '@/lib/reports/sales';

/** The report's headline numbers as tiles. */
export function ReportSummary({ report }: { report: SalesReport }) {
  const t = useTranslations('AdminReports.summary');
  const money = useMoney();
  const tiles = [
    { label: t('orders'), value: String(report.orderCount) },
    { label: t('closed'), value: String(report.closedCount) },
    { label: t('cancelled'), value: report.query.includeCancelled ? String(report.cancelledCount) : t('notIncluded') },
    { label: t('netSales'), value: money(report.salesMinor) },
    { label: t('discounts'), value: money(report.discountMinor) },
    { label: t('gross'), value: money(report.grossMinor) },
  ];
  return (
    <ul className={styles.tiles} aria-label={t('label')}>
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.tile}>
          <span className={styles.tileLabel}>{tile.label}</span>
          <span className={styles.tileValue}>{tile.value}</span>
        </li>
      ))}
    </ul>
  );
}
