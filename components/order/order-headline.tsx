'use client';

import { useLiveOrder } from '@/components/order/live-order';
import styles from '@/components/order/order.module.css';
import type { OrderView } from '@/lib/orders/view';

type Tone = 'thanks' | 'done' | 'bad';

const ENJOY: Record<string, string> = {
  delivery: 'Delivered. Enjoy your meal',
  pickup: 'Picked up. Enjoy your meal',
  table: 'Served. Enjoy your meal',
};

/** The order page's headline for the order's state, and its tone: thanks while it is on its way, not after it was cancelled or refused. */
export function orderHeadline(view: OrderView, firstName: string): { text: string; tone: Tone } {
  const name = firstName ? `, ${firstName}` : '';
  if (view.state === 'rejected' || view.state === 'failed') return { text: 'Sorry, we couldn’t place your order', tone: 'bad' };
  if (view.status?.key === 'cancelled') return { text: `Sorry${name}, your order was cancelled`, tone: 'bad' };
  if (view.status?.key === 'delivered') return { text: `${ENJOY[view.mode] ?? ENJOY.delivery}${name}`, tone: 'done' };
  return { text: `Thank you${name}`, tone: 'thanks' };
}

/** The page's h1, following the order as the tracker polls it (issue 13, item 7). */
export function OrderHeadline({ initial, firstName }: { initial: OrderView; firstName: string }) {
  const { text, tone } = orderHeadline(useLiveOrder(initial), firstName);
  return <h1 className={`${styles.title} ${tone === 'bad' ? styles.titleBad : tone === 'done' ? styles.titleDone : ''}`}>{text}</h1>;
}
