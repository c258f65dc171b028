import { type MoneyFormat } from '@/components/admin/reports/format';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { formatMoney } from '@/lib/money';
import { SERVICE_TYPE_LABELS, type PaymentTotals, type TypeTotals } from '@/lib/reports/sales';

/** Closed orders' money per payment type and per order type. */
export function Breakdowns({ payments, types, format }: { payments: PaymentTotals[]; types: TypeTotals[]; format: MoneyFormat }) {
  return (
    <section aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading" className={ui.panelTitle}>
        Payment and order types
      </h2>
      <div className={ui.tableWrap} role="region" aria-labelledby="payments-caption" tabIndex={0}>
        <table className={ui.table}>
          <caption id="payments-caption">Per payment type</caption>
          <thead>
            <tr>
              <th scope="col">Payment type</th>
              <th scope="col" className={ui.num}>
                Orders
              </th>
              <th scope="col" className={ui.num}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.length === 0 ? (
              <tr>
                <td colSpan={3}>No closed orders in this range.</td>
              </tr>
            ) : (
              payments.map((p) => (
                <tr key={p.name}>
                  <th scope="row">{p.name}</th>
                  <td className={ui.num}>{p.orders}</td>
                  <td className={ui.num}>{formatMoney(p.amountMinor, format)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={ui.tableWrap} role="region" aria-labelledby="types-caption" tabIndex={0}>
        <table className={ui.table}>
          <caption id="types-caption">Per order type</caption>
          <thead>
            <tr>
              <th scope="col">Order type</th>
              <th scope="col" className={ui.num}>
                Closed
              </th>
              <th scope="col" className={ui.num}>
                Cancelled
              </th>
              <th scope="col" className={ui.num}>
                Net sales
              </th>
            </tr>
          </thead>
          <tbody>
            {types.length === 0 ? (
              <tr>
                <td colSpan={4}>No orders in this range.</td>
              </tr>
            ) : (
              types.map((t) => (
                <tr key={t.type}>
                  <th scope="row">{SERVICE_TYPE_LABELS[t.type]}</th>
                  <td className={ui.num}>{t.orders}</td>
                  <td className={ui.num}>{t.cancelled}</td>
                  <td className={ui.num}>{formatMoney(t.salesMinor, format)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
