'use client';

import { useTranslations } from 'next-intl';
import { useLiveOrder } from '@/components/order/live-order';
import styles from '@/components/order/order.module.css';
import type { OrderView } from '@/lib/orders/view';

type Tone = 'thanks' | 'done' | 'bad';

type OrderWords = ReturnType<typeof useTranslations<'Order'>>;

/** The order page's headline for the order's state, and its tone: thanks while it is on its way, not after it was cancelled or refused. */
export function orderHeadline(view: OrderView, firstName: string, t: OrderWords): { text: string; tone: Tone } {
  const name = firstName.trim();
  const mode = view.mode === 'pickup' || view.mode === 'table' ? view.mode : 'delivery';
  if (view.state === 'rejected' || view.state === 'failed') return { text: t('notPlacedTitle'), tone: 'bad' };
  if (view.status?.key === 'cancelled') return { text: name ? t('cancelledTitleName', { name }) : t('cancelledTitle'), tone: 'bad' };
  if (view.status?.key === 'delivered') return { text: name ? t('enjoyName', { mode, name }) : t('enjoy', { mode }), tone: 'done' };
  return { text: name ? t('thanksName', { name }) : t('thanks'), tone: 'thanks' };
}

/** The page's h1, following the order as the tracker polls it (issue 13, item 7), in the visitor's language. */
export function OrderHeadline({ initial, firstName }: { initial: OrderView; firstName: string }) {
  const t = useTranslations('Order');
  const { text, tone } = orderHeadline(useLiveOrder(initial), firstName, t);
  return <h1 className={`${styles.title} ${tone === 'bad' ? styles.titleBad : tone === 'done' ? styles.titleDone : ''}`}>{text}</h1>;
}
