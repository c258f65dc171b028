import { useTranslations } from 'next-intl';
import ui from '@/components/admin/shell/admin-ui.module.css';
import type { WebOrderState } from '@/lib/orders/policy';

const TONE: Partial<Record<WebOrderState, string | undefined>> = {
  sent: ui.badgeOk,
  unconfirmed: ui.badgePending,
  rejected: ui.badgeStop,
  failed: ui.badgeStop,
};

/** The site's state of a web order as a badge (pending, unconfirmed, sent, rejected, failed). */
export function StateBadge({ state }: { state: WebOrderState }) {
  const t = useTranslations('AdminOrders.states');
  const tone = TONE[state];
  const badge = `${ui.badge} ${ui.badgeTight} ${ui.badgePlain}`;
  return <span className={tone ? `${badge} ${tone}` : badge}>{t(state)}</span>;
}
