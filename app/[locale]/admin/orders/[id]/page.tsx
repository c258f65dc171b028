import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cancelDelivery, cancelOrder, refreshStatus, retryOrder } from '@/app/[locale]/admin/orders/[id]/actions';
import { OrderActions } from '@/components/admin/orders/order-actions';
import { CustomerPanel, LinesTable, PosPanel } from '@/components/admin/orders/order-details';
import { OrderHistory } from '@/components/admin/orders/order-history';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { Panel } from '@/components/admin/shell/panel';
import { StateBadge } from '@/components/admin/orders/state-badge';
import { requireStaff } from '@/lib/auth/session';
import { readStaffOrder } from '@/lib/admin-orders/detail';
import { MODE_LABELS } from '@/lib/admin-orders/labels';
import { readShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

export const metadata: Metadata = { title: 'Order' };

type Props = { params: Promise<{ id: string }> };

/** One web order for staff: details, the payload sent, POS answers, history and the actions. */
export default async function OrderDetailPage({ params }: Props) {
  await requireStaff();
  const { id } = await params;
  const orderId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const order = orderId === null ? null : await readStaffOrder(orderId);
  if (!order) notFound();
  const timeZone = restaurantTimeZone();
  const settings = await readShopSettings();
  const format = { currency: settings.currency, locale: settings.locale };

  return (
    <>
      <p>
        <Link href="/admin/orders">All orders</Link>
      </p>
      <h1 className={ui.title}>Order {order.number}</h1>
      <p className={ui.lead}>
        <StateBadge state={order.state} /> {MODE_LABELS[order.mode] ?? order.mode}
        {order.pos.statusLabel ? ` · ${order.pos.statusLabel}` : ''} · <Link href={`/orders/${order.publicId}`}>Customer&apos;s page</Link>
      </p>
      <Panel titleId="actions-title" title="Actions">
        <OrderActions
          orderId={order.id}
          can={order.can}
          cancelNote={order.cancelNote}
          actions={{ cancel: cancelOrder, cancelDelivery, retry: retryOrder, refresh: refreshStatus }}
        />
      </Panel>
      <div className={styles.grid}>
        <CustomerPanel order={order} />
        <PosPanel order={order} format={format} timeZone={timeZone} />
      </div>
      <LinesTable order={order} format={format} />
      <Panel titleId="payload-title" title="SaveOrder payload sent">
        <pre className={styles.code} tabIndex={0} aria-label="SaveOrder payload">
          {order.payload}
        </pre>
      </Panel>
      <Panel titleId="history-title" title="History">
        <OrderHistory events={order.events} timeZone={timeZone} />
      </Panel>
    </>
  );
}
