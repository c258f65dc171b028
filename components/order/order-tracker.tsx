'use client';

import { useFormatter, useNow, useTranslations } from 'next-intl';
import { isFinal, useLiveOrder } from '@/components/order/live-order';
import styles from '@/components/order/order.module.css';
import ui from '@/components/shop/ui.module.css';
import type { StepKey } from '@/lib/orders/timeline';
import type { OrderView } from '@/lib/orders/view';

/** The catalogue's name of a step (Order.steps); the last one depends on how the customer gets the order. */
const STEP_KEYS: Record<StepKey, 'received' | 'preparing' | 'ready' | 'onTheWay' | 'delivered' | 'cancelled'> = {
  received: 'received',
  preparing: 'preparing',
  ready: 'ready',
  'on-the-way': 'onTheWay',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/**
 * The order's status and timeline, kept up to date by polling GET /api/orders/{publicId} every
 * second until the order is final (./live-order.tsx). Changes are announced politely. Words are
 * the visitor's language; times are the restaurant's clock, with how long ago ("3 dakika önce").
 */
export function OrderTracker({ initial, timeZone }: { initial: OrderView; timeZone: string }) {
  const t = useTranslations('Order');
  const refusals = useTranslations('PosRefusals');
  const format = useFormatter();
  // Relative times move on by themselves while the page stays open.
  const now = useNow({ updateInterval: 30_000 });
  const view = useLiveOrder(initial);
  const final = isFinal(view);
  const mode = view.mode === 'pickup' || view.mode === 'table' ? view.mode : 'delivery';
  const stepName = (key: StepKey) => t(`steps.${STEP_KEYS[key]}`, { mode });

  const headline = view.status
    ? stepName(view.status.key)
    : view.state === 'rejected' || view.state === 'failed'
      ? t('notPlaced')
      : t('confirming');
  const message = view.notice === 'confirming' ? t('confirmingMessage') : view.notice !== null ? refusals(view.notice) : view.message;
  return (
    <section aria-labelledby="order-status-title" className={styles.tracker}>
      <h2 id="order-status-title" className="visually-hidden">
        {t('statusTitle')}
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true">
        <p className={styles.headline}>{headline}</p>
        {message ? <p className={view.state === 'rejected' || view.state === 'failed' ? ui.warning : ui.notice}>{message}</p> : null}
        {view.status?.cancelReason ? <p className={ui.warning}>{t('reason', { reason: view.status.cancelReason })}</p> : null}
        {!final && view.promisedMinutes && view.status?.key !== 'ready' && view.status?.key !== 'on-the-way' ? (
          <p className={ui.hint}>{t('usuallyReady', { minutes: view.promisedMinutes })}</p>
        ) : null}
      </div>
      {view.timeline.length > 0 ? (
        <ol className={styles.timeline}>
          {view.timeline.map((step) => (
            <li
              key={step.key}
              className={`${styles.step} ${styles[step.state] ?? ''} ${step.key === 'cancelled' ? styles.cancelled : ''}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.stepLabel}>{stepName(step.key)}</span>
              <span className="visually-hidden"> {t('stepState', { state: step.state })}</span>
              {step.at ? (
                <time dateTime={step.at} className={styles.stepTime}>
                  {format.dateTime(new Date(step.at), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })}
                  {step.state === 'current' ? (
                    // The server's clock and the browser's may differ by a moment when the page loads.
                    <span suppressHydrationWarning> · {format.relativeTime(new Date(step.at), now)}</span>
                  ) : null}
                </time>
              ) : null}
              {step.detail && step.detail !== view.status?.cancelReason ? <span className={styles.stepDetail}>{step.detail}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
