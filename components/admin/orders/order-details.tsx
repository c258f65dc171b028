import { orderTime } from '@/components/admin/orders/format';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { Panel } from '@/components/admin/shell/panel';
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

/** A panel of facts under a heading: the order page's customer and POS panels. */
function FactsPanel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Panel titleId={id} title={title}>
      <dl className={styles.facts}>{children}</dl>
    </Panel>
  );
}

/** Who ordered and where it goes. */
export function CustomerPanel({ order }: { order: StaffOrder }) {
  const { customer } = order;
  return (
    <FactsPanel id="customer-title" title="Customer">
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
    </FactsPanel>
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
    ['Total', totals.totalMinor],
  ];
  return (
    <DataTable
      caption="Lines"
      rows={order.lines}
      rowKey={(line) => line.id}
      columns={[
        {
          header: 'Item',
          cell: (line) => (
            <>
              {line.name} <span className={styles.muted}>{line.variantName}</span>
              {line.note ? <div className={styles.muted}>{line.note}</div> : null}
            </>
          ),
        },
        { header: 'Qty', numeric: true, cell: (line) => line.quantity },
        { header: 'Unit price', numeric: true, cell: (line) => formatMoney(line.unitPriceMinor, format) },
        { header: 'Amount', numeric: true, cell: (line) => formatMoney(line.totalMinor, format) },
      ]}
      footer={rows.map(([label, minor], index) => (
        <tr key={label}>
          <th scope="row" colSpan={3}>
            {label}
          </th>
          {/* The last row is the total, in bold. */}
          <td className={ui.num}>
            {index === rows.length - 1 ? <strong>{formatMoney(minor, format)}</strong> : formatMoney(minor, format)}
          </td>
        </tr>
      ))}
    />
  );
}

/** What the POS holds and answered, and where the site's attempts stand. */
export function PosPanel({ order, format, timeZone }: { order: StaffOrder; format: Format; timeZone: string }) {
  const { pos } = order;
  return (
    <FactsPanel id="pos-title" title="POS">
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
    </FactsPanel>
  );
}
