import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { cancelDelivery, cancelOrder, refreshStatus, retryOrder } from '@/app/[locale]/admin/orders/[id]/actions';
import { OrderActions } from '@/components/admin/orders/order-actions';
import { CustomerHistory } from '@/components/admin/orders/customer-history';
import { CustomerPanel, LinesTable, PosPanel } from '@/components/admin/orders/order-details';
import { OrderHistory } from '@/components/admin/orders/order-history';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { Panel } from '@/components/admin/shell/panel';
import { StateBadge } from '@/components/admin/orders/state-badge';
import { phoneOrderStats } from '@/lib/accounts/orders';
import { requireStaff } from '@/lib/auth/session';
import { readStaffOrder } from '@/lib/admin-orders/detail';
import { modeLabel } from '@/lib/admin-orders/labels';
import { Link } from '@/lib/i18n/navigation';
import { alternatesFor } from '@/lib/i18n/metadata';
import { routing } from '@/lib/i18n/routing';

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AdminOrders' });
  return { title: t('detail.title', { number: id }), alternates: alternatesFor(locale, `/admin/orders/${id}`) };
}

/** One web order for staff: details, the payload sent, POS answers, history and the actions. */
export default async function OrderDetailPage({ params }: { params: Params }) {
  await requireStaff();
  const { id } = await params;
  const orderId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const order = orderId === null ? null : await readStaffOrder(orderId);
  if (!order) notFound();
  const t = await getTranslations('AdminOrders');

  return (
    <>
      <p>
        <Link href="/admin/orders">{t('detail.all')}</Link>
      </p>
      <h1 className={ui.title}>{t('detail.title', { number: order.number })}</h1>
      <p className={ui.lead}>
        <StateBadge state={order.state} /> {modeLabel(t, order.mode)}
        {order.pos.statusLabel ? ` · ${order.pos.statusLabel}` : ''} ·{' '}
        <Link href={`/orders/${order.publicId}`}>{t('detail.customerPage')}</Link>
      </p>
      <Panel titleId="actions-title" title={t('detail.actions')}>
        <OrderActions
          orderId={order.id}
          can={order.can}
          cancelNote={order.cancelNote}
          actions={{ cancel: cancelOrder, cancelDelivery, retry: retryOrder, refresh: refreshStatus }}
        />
        {order.state === 'scheduled' ? (
          <p>
            <Link href="/admin/orders/scheduled">{(await getTranslations('AdminScheduled'))('fromDetail')}</Link>
          </p>
        ) : null}
      </Panel>
      <div className={styles.grid}>
        <CustomerPanel order={order} />
        <PosPanel order={order} />
      </div>
      <CustomerHistory stats={await phoneOrderStats(order.customer.phone, order.publicId)} />
      <LinesTable order={order} />
      <Panel titleId="payload-title" title={t('detail.payload')}>
        <pre className={styles.code} tabIndex={0} aria-label={t('detail.payloadLabel')}>
          {order.payload}
        </pre>
      </Panel>
      <Panel titleId="history-title" title={t('detail.history')}>
        <OrderHistory events={order.events} />
      </Panel>
    </>
  );
}
