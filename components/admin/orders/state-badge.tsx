import styles from '@/components/admin/orders/orders.module.css';
import { STATE_LABELS } from '@/lib/admin-orders/labels';
import type { WebOrderState } from '@/lib/orders/policy';

const TONE: Partial<Record<WebOrderState, string | undefined>> = {
  sent: styles.sent,
  unconfirmed: styles.unconfirmed,
  rejected: styles.rejected,
  failed: styles.failed,
};

/** The site's state of a web order as a badge (pending, unconfirmed, sent, rejected, failed). */
export function StateBadge({ state }: { state: WebOrderState }) {
  const tone = TONE[state];
  return <span className={tone ? `${styles.badge} ${tone}` : styles.badge}>{STATE_LABELS[state]}</span>;
}
