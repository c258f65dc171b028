import { useFormatter, useTranslations } from 'next-intl';
import { ORDER_TIME } from '@/components/admin/orders/format';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { StateBadge } from '@/components/admin/orders/state-badge';
import { useMoney } from '@/components/i18n/use-money';
import { modeLabel } from '@/lib/admin-orders/labels';
import type { OrderRow } from '@/lib/admin-orders/list';
import { Link } from '@/lib/i18n/navigation';

interface OrdersTableProps {
  rows: OrderRow[];
  caption: string;
}

/** Web orders, newest first; each links to its detail page. */
export function OrdersTable({ rows, caption }: OrdersTableProps) {
  const t = useTranslations('AdminOrders');
  const format = useFormatter();
  const money = useMoney();
  return (
    <DataTable
      caption={caption}
      stackOnPhone
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          header: t('table.order'),
          rowHeader: true,
          cell: (row) => (
            // The name keeps the public id too, so a customer's link can be matched to its row.
            <Link href={`/admin/orders/${row.id}`} aria-label={t('table.orderLabel', { number: row.number, publicId: row.publicId })}>
              {row.number}
            </Link>
          ),
        },
        { header: t('table.time'), className: ui.nowrap, cell: (row) => format.dateTime(row.createdAt, ORDER_TIME) },
        { header: t('table.state'), cell: (row) => <StateBadge state={row.state} /> },
        { header: t('table.posStatus'), cell: (row) => row.posStatus ?? <span className={styles.muted}>–</span> },
        {
          header: t('table.mode'),
          cell: (row) => (
            <>
              {modeLabel(t, row.mode)}
              {row.tableName ? ` ${row.tableName}` : ''}
            </>
          ),
        },
        { header: t('table.customer'), cell: (row) => row.customerName },
        { header: t('table.total'), numeric: true, cell: (row) => money(row.totalMinor) },
      ]}
    />
  );
}
