'use client';

import { useCallback, useEffect, useState } from 'react';
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

const ORDER_TYPES: Record<number, string> = { 1: 'Table', 2: 'Delivery', 3: 'Pickup' };
const FLOW = ['Ordered', 'Preparing', 'Prepared', 'OnDelivery', 'Closed'] as const;
const LABELS: Record<string, string> = {
  Ordered: 'Received',
  Preparing: 'Preparing',
  Prepared: 'Ready',
  OnDelivery: 'On the way',
  Closed: 'Delivered / closed',
  Cancelled: 'Cancelled',
};
const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** The next statuses the kitchen may move an order to (forward only, as the sandbox allows). */
function nextStatuses(order: SandboxOrder): string[] {
  const at = FLOW.indexOf(order.status as (typeof FLOW)[number]);
  if (at < 0 || order.status === 'Closed') return [];
  return FLOW.slice(at + 1).filter((s) => s !== 'OnDelivery' || order.orderTypeId === 2);
}

export function KitchenBoard() {
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
      setMessage(`Could not load the sandbox's orders (${String(error)}).`);
    }
  }, []);

  useEffect(() => {
    // Polling a local control API: the first load and the refresh both happen off the render path.
    const first = setTimeout(load, 0);
    const timer = setInterval(load, 2000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load]);

  async function move(order: SandboxOrder, status: string) {
    setBusy(order.id);
    setMessage('');
    try {
      const response = await fetch(`/_sandbox/orders/${order.id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (!response.ok) setMessage(`Order ${order.id}: ${body.message ?? body.error ?? `HTTP ${response.status}`}`);
      else setMessage(`Order ${order.id} is now ${LABELS[status] ?? status}.`);
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
          <input type="checkbox" checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} /> Open orders only
        </label>
        <span className={styles.meta}>
          {visible.length} of {orders.length} orders
        </span>
        <p role="status" aria-live="polite" className={styles.meta} style={{ margin: 0 }}>
          {message}
        </p>
      </div>
      <ul className={styles.list} aria-label="Orders">
        {visible.slice(0, limit).map((order) => (
          <li key={order.id} className={styles.card} aria-label={`Order ${order.id}`}>
            <div className={styles.head}>
              <p className={styles.title}>
                #{order.id} · {ORDER_TYPES[order.orderTypeId] ?? `Type ${order.orderTypeId}`}
                {order.tableId ? ` · table ${order.tableId}` : ''} · {money.format(order.orderTotal)}
              </p>
              <span className={styles.badge} data-status={order.status}>
                {LABELS[order.status] ?? order.status}
              </span>
            </div>
            <p className={styles.meta} style={{ margin: '0.25rem 0 0' }}>
              {new Date(`${order.insertDate}Z`).toLocaleString('en-GB')} · web order {order.externalAppId ?? '—'}
              {order.cancelReason ? ` · cancelled: ${order.cancelReason}` : ''}
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
                  Mark {LABELS[status]?.toLowerCase() ?? status}
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
                {shown.has(order.id) ? 'Hide' : 'Show'} SaveOrder payload
              </button>
            </div>
            {shown.has(order.id) ? (
              <pre className={styles.payload}>{JSON.stringify(order.request, null, 2) ?? 'No payload (seeded order)'}</pre>
            ) : null}
          </li>
        ))}
      </ul>
      {visible.length > limit ? (
        <p>
          <button type="button" className={styles.secondary} onClick={() => setLimit((n) => n + 30)}>
            Show more orders
          </button>
        </p>
      ) : null}
    </>
  );
}
