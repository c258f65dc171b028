'use client';

import { useCallback, useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/components/i18n/use-money';
import styles from './kitchen-board.module.css';

/** One order as the sandbox control API lists it (GET /_sandbox/orders). */
interface SandboxOrder {
  id: number;
  statusId: number;
  status: string;
  orderTypeId: number;
  externalAppId: string | null;
  tableId: number | null;
  orderTotal: number;
  discount: number;
  insertDate: string;
  cancelReason: string | null;
  request: unknown;
}

const ORDER_TYPES = { 1: 'table', 2: 'delivery', 3: 'pickup' } as const;
const FLOW = ['Ordered', 'Preparing', 'Prepared', 'OnDelivery', 'Closed'] as const;
type FlowStatus = (typeof FLOW)[number];
const STATUSES = [...FLOW, 'Cancelled'] as const;
type Status = (typeof STATUSES)[number];

const isStatus = (status: string): status is Status => (STATUSES as readonly string[]).includes(status);
const orderType = (id: number) => (id === 1 || id === 2 || id === 3 ? ORDER_TYPES[id] : null);

/** The next statuses the kitchen may move an order to (forward only, as the sandbox allows). */
function nextStatuses(order: SandboxOrder): Exclude<FlowStatus, 'Ordered'>[] {
  const at = FLOW.indexOf(order.status as FlowStatus);
  if (at < 0 || order.status === 'Closed') return [];
  return FLOW.slice(at + 1).filter(
    (s): s is Exclude<FlowStatus, 'Ordered'> => s !== 'Ordered' && (s !== 'OnDelivery' || order.orderTypeId === 2),
  );
}

export function KitchenBoard() {
  const t = useTranslations('Kitchen');
  const format = useFormatter();
  const money = useMoney();
  const statusLabel = (status: string) => (isStatus(status) ? t(`statuses.${status}`) : status);
  const [orders, setOrders] = useState<SandboxOrder[]>([]);
  const [openOnly, setOpenOnly] = useState(true);
  const [limit, setLimit] = useState(30);
  const [busy, setBusy] = useState<number | null>(null);
  const [shown, setShown] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState('');

  const load = useCallback(async () => {
    try {
      const response = await fetch('/_sandbox/orders', { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { orders: SandboxOrder[] };
      setOrders(body.orders);
    } catch (error) {
      setMessage(t('loadFailed', { error: String(error) }));
    }
  }, [t]);

  useEffect(() => {
    // Polling a local control API: the first load and the refresh both happen off the render path.
    const first = setTimeout(load, 0);
    const timer = setInterval(load, 2000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load]);

  async function move(order: SandboxOrder, status: Status) {
    setBusy(order.id);
    setMessage('');
    try {
      const response = await fetch(`/_sandbox/orders/${order.id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (!response.ok) setMessage(t('refused', { id: order.id, reason: body.message ?? body.error ?? `HTTP ${response.status}` }));
      else setMessage(t('moved', { id: order.id, status: statusLabel(status) }));
      await load();
    } finally {
      setBusy(null);
    }
  }

  const visible = orders.filter((o) => !openOnly || (o.status !== 'Closed' && o.status !== 'Cancelled'));

  return (
    <>
      <div className={styles.toolbar}>
        <label>
          <input type="checkbox" checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} /> {t('openOnly')}
        </label>
        <span className={styles.meta}>{t('count', { shown: visible.length, total: orders.length })}</span>
        <p role="status" aria-live="polite" className={styles.meta} style={{ margin: 0 }}>
          {message}
        </p>
      </div>
      <ul className={styles.list} aria-label={t('list')}>
        {visible.slice(0, limit).map((order) => (
          <li key={order.id} className={styles.card} aria-label={t('order', { id: order.id })}>
            <div className={styles.head}>
              <p className={styles.title}>
                #{order.id} · {t(`types.${orderType(order.orderTypeId) ?? 'other'}`, { id: order.orderTypeId })}
                {order.tableId ? ` · ${t('tableNumber', { id: order.tableId })}` : ''} · {money(Math.round(order.orderTotal * 100))}
              </p>
              <span className={styles.badge} data-status={order.status}>
                {statusLabel(order.status)}
              </span>
            </div>
            <p className={styles.meta} style={{ margin: '0.25rem 0 0' }}>
              {format.dateTime(new Date(`${order.insertDate}Z`), 'dateTime')} · {t('webOrder', { id: order.externalAppId ?? '—' })}
              {order.cancelReason ? ` · ${t('cancelled', { reason: order.cancelReason })}` : ''}
            </p>
            <div className={styles.actions}>
              {nextStatuses(order).map((status) => (
                <button
                  key={status}
                  type="button"
                  className={styles.button}
                  disabled={busy === order.id}
                  onClick={() => move(order, status)}
                >
                  {t(`mark.${status}`)}
                </button>
              ))}
              <button
                type="button"
                className={styles.secondary}
                aria-expanded={shown.has(order.id)}
                onClick={() =>
                  setShown((prev) => {
                    const next = new Set(prev);
                    if (next.has(order.id)) next.delete(order.id);
                    else next.add(order.id);
                    return next;
                  })
                }
              >
                {shown.has(order.id) ? t('hidePayload') : t('showPayload')}
              </button>
            </div>
            {shown.has(order.id) ? <pre className={styles.payload}>{JSON.stringify(order.request, null, 2) ?? t('noPayload')}</pre> : null}
          </li>
        ))}
      </ul>
      {visible.length > limit ? (
        <p>
          <button type="button" className={styles.secondary} onClick={() => setLimit((n) => n + 30)}>
            {t('more')}
          </button>
        </p>
      ) : null}
    </>
  );
}
