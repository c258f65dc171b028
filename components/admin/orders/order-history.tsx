import { useFormatter, useTranslations } from 'next-intl';
import { ORDER_TIME } from '@/components/admin/orders/format';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import type { StaffOrderEvent } from '@/lib/admin-orders/detail';

const KINDS = [
  'created',
  'schedule',
  'schedule-late',
  'attempt',
  'pos-answer',
  'status',
  'webhook',
  'cancel',
  'reconcile',
  'retry',
] as const;
const isKind = (kind: string): kind is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(kind);

/** Every attempt, POS answer, status change and staff action, oldest first. */
export function OrderHistory({ events }: { events: StaffOrderEvent[] }) {
  const t = useTranslations('AdminOrders.history');
  const format = useFormatter();
  if (events.length === 0) return <p className={styles.muted}>{t('empty')}</p>;
  return (
    <ol className={styles.history}>
      {events.map((event) => (
        <li key={event.id} className={styles.historyItem}>
          <span className={styles.historyMeta}>
            <time dateTime={event.at.toISOString()}>{format.dateTime(event.at, ORDER_TIME)}</time>
            <span className={`${ui.badge} ${ui.badgeTight} ${ui.badgePlain}`}>
              {isKind(event.kind) ? t(`kinds.${event.kind}`) : event.kind}
            </span>
          </span>
          <span className={styles.historyMessage}>{event.message}</span>
          {event.details ? (
            <details className={styles.details}>
              <summary>{t('details')}</summary>
              <pre className={styles.code}>{event.details}</pre>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
