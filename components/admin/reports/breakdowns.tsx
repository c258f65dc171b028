import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import { SERVICE_TYPE_LABELS, type PaymentTotals, type TypeTotals } from '@/lib/reports/sales';

/** Closed orders' money per payment type and per order type. */
export function Breakdowns({ payments, types, format }: { payments: PaymentTotals[]; types: TypeTotals[]; format: MoneyFormat }) {
  return (
    <section aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading" className={ui.panelTitle}>
        Payment and order types
      </h2>
      <DataTable
        caption="Per payment type"
        captionId="payments-caption"
        rows={payments}
        rowKey={(p) => p.name}
        emptyRow="No closed orders in this range."
        columns={[
          { header: 'Payment type', rowHeader: true, cell: (p) => p.name },
          { header: 'Orders', numeric: true, cell: (p) => p.orders },
          { header: 'Amount', numeric: true, cell: (p) => formatMoney(p.amountMinor, format) },
        ]}
      />
      <DataTable
        caption="Per order type"
        captionId="types-caption"
        rows={types}
        rowKey={(t) => t.type}
        emptyRow="No orders in this range."
        columns={[
          { header: 'Order type', rowHeader: true, cell: (t) => SERVICE_TYPE_LABELS[t.type] },
          { header: 'Closed', numeric: true, cell: (t) => t.orders },
          { header: 'Cancelled', numeric: true, cell: (t) => t.cancelled },
          { header: 'Net sales', numeric: true, cell: (t) => formatMoney(t.salesMinor, format) },
        ]}
      />
    </section>
  );
}
