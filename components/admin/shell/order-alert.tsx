import { getTranslations } from 'next-intl/server';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { countOrdersNeedingAttention } from '@/lib/admin-orders/attention';
import { Link } from '@/lib/i18n/navigation';

/**
 * The banner on every staff page while web orders have been unconfirmed or failed for more than
 * two minutes: the customer is waiting and only staff can help (call them, retry). One count query.
 */
export async function OrderAlert() {
  const { unconfirmed, failed, total } = await countOrdersNeedingAttention();
  if (total === 0) return null;
  const t = await getTranslations('AdminShell.alert');
  const links = [
    { state: 'unconfirmed', text: t('unconfirmed', { count: unconfirmed }), count: unconfirmed },
    { state: 'failed', text: t('failed', { count: failed }), count: failed },
  ].filter((link) => link.count > 0);
  return (
    <div className={ui.alert} role="status">
      <strong>{t('title', { total })}</strong>{' '}
      {links.map((link, index) => (
        <span key={link.state}>
          {index > 0 ? ', ' : ''}
          <Link href={`/admin/orders?state=${link.state}`}>{link.text}</Link>
        </span>
      ))}
    </div>
  );
}
