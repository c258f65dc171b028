import styles from '@/components/admin/reports/reports.module.css';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import type { SalesReport } from '@/lib/reports/sales';

/** The report's headline numbers as tiles. */
export function ReportSummary({ report, format }: { report: SalesReport; format: MoneyFormat }) {
  const tiles = [
    { label: 'Orders', value: String(report.orderCount) },
    { label: 'Closed', value: String(report.closedCount) },
    { label: 'Cancelled', value: report.query.includeCancelled ? String(report.cancelledCount) : 'Not included' },
    { label: 'Net sales', value: formatMoney(report.salesMinor, format) },
    { label: 'Discounts', value: formatMoney(report.discountMinor, format) },
    { label: 'Before discounts', value: formatMoney(report.grossMinor, format) },
  ];
  return (
    <ul className={styles.tiles} aria-label="Summary">
      {tiles.map((tile) => (
        <li key={tile.label} className={styles.tile}>
          <span className={styles.tileLabel}>{tile.label}</span>
          <span className={styles.tileValue}>{tile.value}</span>
        </li>
      ))}
    </ul>
  );
}
