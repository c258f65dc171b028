import { orderTime } from '@/components/admin/orders/format';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import type { StaffOrder } from '@/lib/admin-orders/detail';
import { formatMoney } from '@/lib/money';

type Format = { currency: string; locale: string };

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Who ordered and where it goes. */
export function CustomerPanel({ order }: { order: StaffOrder }) {
  const { customer } = order;
  return (
    <section className={ui.panel} aria-labelledby="customer-title">
      <h2 id="customer-title" className={ui.panelTitle}>
        Customer
      </h2>
      <dl className={styles.facts}>
        <Fact term="Name">{customer.name}</Fact>
        <Fact term="Phone">{customer.phone}</Fact>
        {order.tableName ? <Fact term="Table">{order.tableName}</Fact> : null}
        {customer.address ? (
          <Fact term="Address">
            {[customer.address, customer.addressDescription, customer.district, customer.city].filter(Boolean).join(', ')}
          </Fact>
        ) : null}
        {customer.location ? <Fact term="Location">{customer.location}</Fact> : null}
        <Fact term="Payment">{order.paymentName}</Fact>
        {order.couponCode ? <Fact term="Coupon">{order.couponCode}</Fact> : null}
        {order.note ? <Fact term="Note">{order.note}</Fact> : null}
      </dl>
    </section>
  );
}

/** The lines and totals the customer was charged. */
export function LinesTable({ order, format }: { order: StaffOrder; format: Format }) {
  const { totals } = order;
  const rows: Array<[string, number]> = [
    ['Items', totals.itemsMinor],
    ...(totals.discountMinor ? [['Discount', -totals.discountMinor] as [string, number]] : []),
    ...(totals.deliveryFeeMinor ? [['Delivery fee', totals.deliveryFeeMinor] as [string, number]] : []),
    ...(totals.serviceChargeMinor ? [['Service charge', totals.serviceChargeMinor] as [string, number]] : []),
  ];
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <caption>Lines</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={ui.num}>
              Qty
            </th>
            <th scope="col" className={ui.num}>
              Unit price
            </th>
            <th scope="col" className={ui.num}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.name} <span className={styles.muted}>{line.variantName}</span>
                {line.note ? <div className={styles.muted}>{line.note}</div> : null}
              </td>
              <td className={ui.num}>{line.quantity}</td>
              <td className={ui.num}>{formatMoney(line.unitPriceMinor, format)}</td>
              <td className={ui.num}>{formatMoney(line.totalMinor, format)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {rows.map(([label, minor]) => (
            <tr key={label}>
              <th scope="row" colSpan={3}>
                {label}
              </th>
              <td className={ui.num}>{formatMoney(minor, format)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className={ui.num}>
              <strong>{formatMoney(totals.totalMinor, format)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** What the POS holds and answered, and where the site's attempts stand. */
export function PosPanel({ order, format, timeZone }: { order: StaffOrder; format: Format; timeZone: string }) {
  const { pos } = order;
  return (
    <section className={ui.panel} aria-labelledby="pos-title">
      <h2 id="pos-title" className={ui.panelTitle}>
        POS
      </h2>
      <dl className={styles.facts}>
        <Fact term="WebOrderId">{order.publicId}</Fact>
        <Fact term="POS order id">{pos.orderId ?? <span className={styles.muted}>Not in the POS yet</span>}</Fact>
        <Fact term="POS status">
          {pos.statusLabel ?? <span className={styles.muted}>–</span>}
          {pos.statusId !== null ? (
            <span className={styles.muted}>
              {' '}
              ({pos.status ?? 'unnamed'}, id {pos.statusId})
            </span>
          ) : null}
        </Fact>
        {pos.cancelReason ? <Fact term="Cancel reason">{pos.cancelReason}</Fact> : null}
        {pos.totalMinor !== null ? <Fact term="POS total">{formatMoney(pos.totalMinor, format)}</Fact> : null}
        {pos.discountMinor ? <Fact term="POS discount">{formatMoney(pos.discountMinor, format)}</Fact> : null}
        {pos.insertedAt ? <Fact term="In the POS since">{orderTime(pos.insertedAt, timeZone)}</Fact> : null}
        <Fact term="Placed">{orderTime(order.createdAt, timeZone)}</Fact>
        {order.sentAt ? <Fact term="Confirmed">{orderTime(order.sentAt, timeZone)}</Fact> : null}
        <Fact term="Attempts">{order.attempts}</Fact>
        {order.nextAttemptAt && order.state !== 'sent' ? <Fact term="Next attempt">{orderTime(order.nextAttemptAt, timeZone)}</Fact> : null}
        {order.rejection ? <Fact term="Refusal">{order.rejection}</Fact> : null}
        {order.lastError ? <Fact term="Last error">{order.lastError}</Fact> : null}
      </dl>
    </section>
  );
}
