import { getFormatter, getTranslations } from 'next-intl/server';
import { settingsMetadata } from '@/app/[locale]/admin/settings/metadata';
import { snoozeProduct, unsnoozeProduct } from '@/app/[locale]/admin/settings/snooze/actions';
import formStyles from '@/components/forms/forms.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { SnoozeForm } from '@/components/admin/settings/snooze-form';
import { requireStaff } from '@/lib/auth/session';
import { listSnoozeProducts } from '@/lib/settings/snooze';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { toZonedDateTimeInput } from '@/lib/settings/time-zone';

export const generateMetadata = settingsMetadata('AdminSnooze.title', '/admin/settings/snooze');

const HOUR_MS = 3_600_000;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Take own products off the menu until a chosen time; they come back on their own. */
export default async function SnoozePage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const q = (await searchParams).q;
  const search = typeof q === 'string' ? q.slice(0, 100) : '';
  const now = new Date();
  const timeZone = restaurantTimeZone();
  const { rows, total } = await listSnoozeProducts(search, now);
  const t = await getTranslations('AdminSnooze');
  const format = await getFormatter();
  // To the second: a snooze of a few seconds (the e2e test's) must read as what it is. The restaurant's clock.
  const when = (iso: string) =>
    format.dateTime(new Date(iso), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  const defaultUntil = toZonedDateTimeInput(new Date(now.getTime() + HOUR_MS), timeZone);

  return (
    <SettingsSection id="snooze" title={t('title')} lead={t('lead', { timeZone })}>
      <form method="get" className={rowStyles.search} role="search">
        <div className={formStyles.field}>
          <label htmlFor="q" className={formStyles.label}>
            {t('find')}
          </label>
          <input id="q" name="q" type="search" defaultValue={search} className={formStyles.input} />
        </div>
        <button type="submit" className={rowStyles.smallButton}>
          {t('search')}
        </button>
      </form>
      {total > rows.length ? <p className={rowStyles.muted}>{t('showing', { shown: rows.length, total })}</p> : null}
      {rows.length === 0 ? (
        <p className={rowStyles.muted}>{search ? t('noMatch') : t('noProducts')}</p>
      ) : (
        <ul className={rowStyles.list} aria-label={t('list')}>
          {rows.map((product) => (
            <li key={product.id} className={rowStyles.listRow}>
              <div>
                <strong>{product.name}</strong> <span className={rowStyles.muted}>{product.category}</span>{' '}
                {product.snoozedUntil ? (
                  <span className={`${ui.badge} ${ui.badgeWarn}`}>{t('snoozedUntil', { until: when(product.snoozedUntil) })}</span>
                ) : product.visible ? (
                  <span className={`${ui.badge} ${ui.badgeOk}`}>{t('onSale')}</span>
                ) : (
                  <span className={ui.badge}>{t('hidden')}</span>
                )}
              </div>
              {product.snoozedUntil ? (
                <InlineAction
                  action={unsnoozeProduct}
                  fields={{ productId: String(product.id) }}
                  label={t('backOnSale')}
                  accessibleName={t('backOnSaleName', { name: product.name })}
                />
              ) : (
                <SnoozeForm action={snoozeProduct} productId={product.id} productName={product.name} initialUntil={defaultUntil} />
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
