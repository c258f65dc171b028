import Link from 'next/link';
import { orderTime } from '@/components/admin/orders/format';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { StateBadge } from '@/components/admin/orders/state-badge';
import { MODE_LABELS } from '@/lib/admin-orders/labels';
import type { OrderRow } from '@/lib/admin-orders/list';
import { formatMoney } from '@/lib/money';

interface OrdersTableProps {
  rows: OrderRow[];
  timeZone: string;
  format: { currency: string; locale: string };
  caption: string;
}

/** Web orders, newest first; each links to its detail page. */
export function OrdersTable({ rows, timeZone, format, caption }: OrdersTableProps) {
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Time</th>
            <th scope="col">State</th>
            <th scope="col">POS status</th>
            <th scope="col">Mode</th>
            <th scope="col">Customer</th>
            <th scope="col" className={ui.num}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link href={`/admin/orders/${row.id}`} aria-label={`Order ${row.publicId}`}>
                  #{row.id}
                </Link>
              </th>
              <td className={ui.nowrap}>{orderTime(row.createdAt, timeZone)}</td>
              <td>
                <StateBadge state={row.state} />
              </td>
              <td>{row.posStatus ?? <span className={styles.muted}>–</span>}</td>
              <td>
                {MODE_LABELS[row.mode] ?? row.mode}
                {row.tableName ? ` ${row.tableName}` : ''}
              </td>
              <td>{row.customerName}</td>
              <td className={ui.num}>{formatMoney(row.totalMinor, format)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
