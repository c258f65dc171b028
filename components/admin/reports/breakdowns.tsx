import { useTranslations } from 'next-intl';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { useMoney } from '@/components/i18n/use-money';
import type { PaymentTotals, TypeTotals } from '@/lib/reports/sales';

/** Closed orders' money per payment type and per order type. */
export function Breakdowns({ payments, types }: { payments: PaymentTotals[]; types: TypeTotals[] }) {
  const t = useTranslations('AdminReports');
  const money = useMoney();
  return (
    <section aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading" className={ui.panelTitle}>
        {t('breakdowns.title')}
      </h2>
      <DataTable
        caption={t('breakdowns.payments')}
        captionId="payments-caption"
        rows={payments}
        rowKey={(p) => p.name}
        emptyRow={t('breakdowns.noClosed')}
        columns={[
          { header: t('breakdowns.paymentType'), rowHeader: true, cell: (p) => p.name },
          { header: t('breakdowns.orders'), numeric: true, cell: (p) => p.orders },
          { header: t('breakdowns.amount'), numeric: true, cell: (p) => money(p.amountMinor) },
        ]}
      />
      <DataTable
        caption={t('breakdowns.types')}
        captionId="types-caption"
        rows={types}
        rowKey={(type) => type.type}
        emptyRow={t('breakdowns.noOrders')}
        columns={[
          { header: t('breakdowns.orderType'), rowHeader: true, cell: (type) => t(`orderTypes.${type.type}`) },
          { header: t('breakdowns.closed'), numeric: true, cell: (type) => type.orders },
          { header: t('breakdowns.cancelled'), numeric: true, cell: (type) => type.cancelled },
          { header: t('breakdowns.netSales'), numeric: true, cell: (type) => money(type.salesMinor) },
        ]}
      />
    </section>
  );
}
