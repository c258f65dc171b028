import { useFormatter, useTranslations } from 'next-intl';
import { ORDER_TIME } from '@/components/admin/orders/format';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { Panel } from '@/components/admin/shell/panel';
import { useMoney } from '@/components/i18n/use-money';
import type { StaffOrder } from '@/lib/admin-orders/detail';
import type { AllergenFacts } from '@/lib/catalog/allergens';

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
  const t = useTranslations('AdminOrders.customer');
  const { customer } = order;
  return (
    <FactsPanel id="customer-title" title={t('title')}>
      <Fact term={t('name')}>{customer.name}</Fact>
      <Fact term={t('phone')}>{customer.phone}</Fact>
      {order.tableName ? <Fact term={t('table')}>{order.tableName}</Fact> : null}
      {customer.address ? (
        <Fact term={t('address')}>
          {[customer.address, customer.addressDescription, customer.district, customer.city].filter(Boolean).join(', ')}
        </Fact>
      ) : null}
      {customer.location ? <Fact term={t('location')}>{customer.location}</Fact> : null}
      {order.zone ? <Fact term={t('zone')}>{<ZoneFact zone={order.zone} />}</Fact> : null}
      <Fact term={t('payment')}>{order.paymentName}</Fact>
      {order.couponCode ? <Fact term={t('coupon')}>{order.couponCode}</Fact> : null}
      {order.note ? <Fact term={t('note')}>{order.note}</Fact> : null}
    </FactsPanel>
  );
}

/**
 * A line's allergens as stored with the order (docs/decisions/236), in words, for staff answering a
 * customer who asks what was in the order; nothing when none were declared.
 */
function LineAllergens({ allergens }: { allergens: AllergenFacts }) {
  const t = useTranslations('Allergens');
  const names = (codes: AllergenFacts['contains']) => codes.map((code) => t(`names.${code}`)).join(', ');
  const parts = [
    ...(allergens.contains.length > 0 ? [`${t('contains')} ${names(allergens.contains)}`] : []),
    ...(allergens.traces.length > 0 ? [`${t('traces')} ${names(allergens.traces)}`] : []),
  ];
  if (parts.length === 0) return null;
  return <div className={styles.muted}>{parts.join(' · ')}</div>;
}

/** The zone that priced the order and its terms then: they may have changed since (docs/decisions/285). */
function ZoneFact({ zone }: { zone: NonNullable<StaffOrder['zone']> }) {
  const t = useTranslations('AdminOrders.customer');
  const money = useMoney();
  const terms = t('zoneTerms', { fee: money(zone.feeMinor), minimum: money(zone.minimumOrderMinor), minutes: zone.extraMinutes });
  const freeAbove = zone.freeAboveMinor === null ? '' : `, ${t('zoneFreeAbove', { amount: money(zone.freeAboveMinor) })}`;
  return (
    <>
      {zone.name}
      <div className={styles.muted}>{`${terms}${freeAbove}`}</div>
    </>
  );
}

/** The lines and totals the customer was charged. */
export function LinesTable({ order }: { order: StaffOrder }) {
  const t = useTranslations('AdminOrders.lines');
  const money = useMoney();
  const { totals } = order;
  const rows: Array<[string, number]> = [
    [t('items'), totals.itemsMinor],
    ...(totals.discountMinor ? [[t('discount'), -totals.discountMinor] as [string, number]] : []),
    ...(totals.deliveryFeeMinor ? [[t('deliveryFee'), totals.deliveryFeeMinor] as [string, number]] : []),
    ...(totals.serviceChargeMinor ? [[t('serviceCharge'), totals.serviceChargeMinor] as [string, number]] : []),
    [t('total'), totals.totalMinor],
  ];
  return (
    <DataTable
      caption={t('caption')}
      rows={order.lines}
      rowKey={(line) => line.id}
      columns={[
        {
          header: t('item'),
          cell: (line) => (
            <>
              {line.name} <span className={styles.muted}>{line.variantName}</span>
              {line.note ? <div className={styles.muted}>{line.note}</div> : null}
              <LineAllergens allergens={line.allergens} />
            </>
          ),
        },
        { header: t('qty'), numeric: true, cell: (line) => line.quantity },
        { header: t('unitPrice'), numeric: true, cell: (line) => money(line.unitPriceMinor) },
        { header: t('amount'), numeric: true, cell: (line) => money(line.totalMinor) },
      ]}
      footer={rows.map(([label, minor], index) => (
        <tr key={label}>
          <th scope="row" colSpan={3}>
            {label}
          </th>
          {/* The last row is the total, in bold. */}
          <td className={ui.num}>{index === rows.length - 1 ? <strong>{money(minor)}</strong> : money(minor)}</td>
        </tr>
      ))}
    />
  );
}

/** What the POS holds and answered, and where the site's attempts stand. */
export function PosPanel({ order }: { order: StaffOrder }) {
  const t = useTranslations('AdminOrders.pos');
  const format = useFormatter();
  const money = useMoney();
  const when = (date: Date) => format.dateTime(date, ORDER_TIME);
  const { pos } = order;
  return (
    <FactsPanel id="pos-title" title={t('title')}>
      <Fact term="WebOrderId">{order.publicId}</Fact>
      <Fact term={t('orderId')}>{pos.orderId ?? <span className={styles.muted}>{t('notYet')}</span>}</Fact>
      <Fact term={t('status')}>
        {pos.statusLabel ?? <span className={styles.muted}>–</span>}
        {pos.statusId !== null ? (
          <span className={styles.muted}> {t('statusDetail', { name: pos.status ?? t('unnamed'), id: pos.statusId })}</span>
        ) : null}
      </Fact>
      {pos.cancelReason ? <Fact term={t('cancelReason')}>{pos.cancelReason}</Fact> : null}
      {pos.totalMinor !== null ? <Fact term={t('total')}>{money(pos.totalMinor)}</Fact> : null}
      {pos.discountMinor ? <Fact term={t('discount')}>{money(pos.discountMinor)}</Fact> : null}
      {pos.insertedAt ? <Fact term={t('insertedAt')}>{when(pos.insertedAt)}</Fact> : null}
      <Fact term={t('placed')}>{when(order.createdAt)}</Fact>
      {order.sentAt ? <Fact term={t('confirmed')}>{when(order.sentAt)}</Fact> : null}
      <Fact term={t('attempts')}>{order.attempts}</Fact>
      {order.nextAttemptAt && order.state !== 'sent' ? <Fact term={t('nextAttempt')}>{when(order.nextAttemptAt)}</Fact> : null}
      {order.rejection ? <Fact term={t('refusal')}>{order.rejection}</Fact> : null}
      {order.lastError ? <Fact term={t('lastError')}>{order.lastError}</Fact> : null}
    </FactsPanel>
  );
}
