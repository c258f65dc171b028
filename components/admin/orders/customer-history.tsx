import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ORDER_TIME } from '@/components/admin/orders/format';
import { Panel } from '@/components/admin/shell/panel';
import type { PhoneOrderStats } from '@/lib/accounts/orders';
import { moneyIn } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

/** The customer's order count and previous order, matched on the number (issue 16): nothing more is kept about them. */
export async function CustomerHistory({ stats }: { stats: PhoneOrderStats }) {
  const [t, format, money] = await Promise.all([getTranslations('AdminAccounts.customer'), getFormatter(), getLocale().then(moneyIn)]);
  return (
    <Panel titleId="customer-history-title" title={t('title')}>
      <p>{t('count', { count: stats.count })}</p>
      {stats.last ? (
        <p>
          <Link href={`/admin/orders/${stats.last.id}`}>
            {t('last', { at: format.dateTime(stats.last.createdAt, ORDER_TIME), total: money(stats.last.totalMinor) })}
          </Link>
        </p>
      ) : (
        <p>{t('none')}</p>
      )}
    </Panel>
  );
}
