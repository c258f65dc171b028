import Link from 'next/link';
import { orderTime } from '@/components/admin/orders/format';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
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
    <DataTable
      caption={caption}
      stackOnPhone
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          header: 'Order',
          rowHeader: true,
          cell: (row) => (
            // The name keeps the public id too, so a customer's link can be matched to its row.
            <Link href={`/admin/orders/${row.id}`} aria-label={`Order ${row.number}, web order ${row.publicId}`}>
              {row.number}
            </Link>
          ),
        },
        { header: 'Time', className: ui.nowrap, cell: (row) => orderTime(row.createdAt, timeZone) },
        { header: 'State', cell: (row) => <StateBadge state={row.state} /> },
        { header: 'POS status', cell: (row) => row.posStatus ?? <span className={styles.muted}>–</span> },
        {
          header: 'Mode',
          cell: (row) => (
            <>
              {MODE_LABELS[row.mode] ?? row.mode}
              {row.tableName ? ` ${row.tableName}` : ''}
            </>
          ),
        },
        { header: 'Customer', cell: (row) => row.customerName },
        { header: 'Total', numeric: true, cell: (row) => formatMoney(row.totalMinor, format) },
      ]}
    />
  );
}
