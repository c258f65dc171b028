'use client';

import { isFinal, useLiveOrder } from '@/components/order/live-order';
import styles from '@/components/order/order.module.css';
import ui from '@/components/shop/ui.module.css';
import type { OrderView } from '@/lib/orders/view';

/** The last step in the customer's words for how they get the order. */
const FINISHED: Record<string, string> = { delivery: 'Delivered', pickup: 'Picked up', table: 'Served' };

function labelOf(key: string, label: string, mode: string): string {
  return key === 'delivered' ? (FINISHED[mode] ?? label) : label;
}

/**
 * The order's status and timeline, kept up to date by polling GET /api/orders/{publicId} every
 * second until the order is final (./live-order.tsx). Changes are announced politely; times are the restaurant's.
 */
export function OrderTracker({ initial, timeZone }: { initial: OrderView; timeZone: string }) {
  const view = useLiveOrder(initial);
  // The restaurant's zone on server and browser alike, so both render the same times.
  const timeFormat = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone });
  const final = isFinal(view);

  const headline = view.status
    ? labelOf(view.status.key, view.status.label, view.mode)
    : view.state === 'rejected' || view.state === 'failed'
      ? 'Not placed'
      : 'Confirming';
  return (
    <section aria-labelledby="order-status-title" className={styles.tracker}>
      <h2 id="order-status-title" className="visually-hidden">
        Order status
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true">
        <p className={styles.headline}>{headline}</p>
        {view.message ? (
          <p className={view.state === 'rejected' || view.state === 'failed' ? ui.warning : ui.notice}>{view.message}</p>
        ) : null}
        {view.status?.cancelReason ? <p className={ui.warning}>Reason: {view.status.cancelReason}</p> : null}
        {!final && view.promisedMinutes && view.status?.key !== 'ready' && view.status?.key !== 'on-the-way' ? (
          <p className={ui.hint}>Usually ready in about {view.promisedMinutes} minutes.</p>
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
              <span className={styles.stepLabel}>{labelOf(step.key, step.label, view.mode)}</span>
              <span className="visually-hidden">
                {step.state === 'done' ? ' (done)' : step.state === 'current' ? ' (now)' : ' (to come)'}
              </span>
              {step.at ? (
                <time dateTime={step.at} className={styles.stepTime}>
                  {timeFormat.format(new Date(step.at))}
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
