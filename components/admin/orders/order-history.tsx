import { orderTime } from '@/components/admin/orders/format';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import type { StaffOrderEvent } from '@/lib/admin-orders/detail';

const KIND_LABELS: Record<string, string> = {
  attempt: 'Attempt',
  'pos-answer': 'POS answer',
  status: 'Status',
  webhook: 'Webhook',
  cancel: 'Cancel',
  reconcile: 'Reconcile',
  retry: 'Retry',
};

/** Every attempt, POS answer, status change and staff action, oldest first. */
export function OrderHistory({ events, timeZone }: { events: StaffOrderEvent[]; timeZone: string }) {
  if (events.length === 0) return <p className={styles.muted}>Nothing has happened to this order yet.</p>;
  return (
    <ol className={styles.history}>
      {events.map((event) => (
        <li key={event.id} className={styles.historyItem}>
          <span className={styles.historyMeta}>
            <time dateTime={event.at.toISOString()}>{orderTime(event.at, timeZone)}</time>
            <span className={`${ui.badge} ${ui.badgeTight} ${ui.badgePlain}`}>{KIND_LABELS[event.kind] ?? event.kind}</span>
          </span>
          <span className={styles.historyMessage}>{event.message}</span>
          {event.details ? (
            <details className={styles.details}>
              <summary>Details</summary>
              <pre className={styles.code}>{event.details}</pre>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
