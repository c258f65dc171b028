import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { changePassword } from '@/app/[locale]/admin/staff-actions';
import { ChangePasswordForm } from '@/components/admin/shell/change-password-form';
import { staffPageMetadata } from '@/components/admin/shell/page-metadata';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { Panel } from '@/components/admin/shell/panel';
import styles from '@/components/admin/shell/dashboard.module.css';
import { TodayPanels } from '@/components/admin/shell/today-panels';
import { readToday } from '@/lib/admin-orders/today';
import { hasRole } from '@/lib/auth/roles';
import { requireStaff } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { Link } from '@/lib/i18n/navigation';
import { readShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { sellerFieldList } from '@/lib/settings/seller-fields';

export const generateMetadata = staffPageMetadata('AdminDashboard.title', '/admin');

const CARD = { section: styles.card, title: styles.cardTitle };
const ACCOUNT = { section: styles.account, title: styles.cardTitle };
const OUTCOMES = ['succeeded', 'failed', 'running'] as const;
const isOutcome = (outcome: string): outcome is (typeof OUTCOMES)[number] => (OUTCOMES as readonly string[]).includes(outcome);
const OUTCOME_TONES: Record<string, string | undefined> = { succeeded: ui.badgeOk, failed: ui.badgeStop, running: ui.badgeRunning };

// Cheap status only: one row and four counts, all on indexed tables.
async function loadStatus() {
  const db = getDb();
  const [lastSync, products, visibleProducts, variants, mappings] = await Promise.all([
    db.catalogSync.findFirst({ orderBy: { startedAt: 'desc' } }),
    db.product.count(),
    db.product.count({ where: { visible: true } }),
    db.productVariant.count(),
    db.productMapping.count(),
  ]);
  return { lastSync, products, visibleProducts, variants, mappings };
}

/** The staff home: today at the restaurant, the catalogue's and products' state, and the staff member's account. */
export default async function DashboardPage() {
  const staff = await requireStaff();
  const timeZone = restaurantTimeZone();
  const [{ lastSync, products, visibleProducts, variants, mappings }, today, settings, t, format] = await Promise.all([
    loadStatus(),
    readToday(timeZone),
    readShopSettings(),
    getTranslations('AdminDashboard'),
    getFormatter(),
  ]);
  return (
    <>
      <h1 className={styles.title}>{t('welcome', { name: staff.name })}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {settings.missingSellerFields.length > 0 ? (
        <p className={ui.alert} role="alert">
          {t('noSeller', { fields: sellerFieldList(settings.missingSellerFields, await getTranslations(), await getLocale()) })}{' '}
          {hasRole(staff.role, 'owner') ? <Link href="/admin/settings#seller">{t('enterSeller')}</Link> : t('askOwner')}
        </p>
      ) : null}
      {settings.location === null ? (
        <p className={ui.alert} role="alert">
          {t('noLocation')}{' '}
          {hasRole(staff.role, 'owner') ? <Link href="/admin/settings#location">{t('enterLocation')}</Link> : t('askOwner')}
        </p>
      ) : null}
      <TodayPanels today={today} timeZone={timeZone} />

      <div className={styles.cards}>
        <Panel titleId="catalogue-heading" title={t('catalogue')} classes={CARD}>
          {lastSync ? (
            <>
              <p className={styles.row}>
                {t('lastSync')}{' '}
                <span className={`${ui.badge} ${OUTCOME_TONES[lastSync.outcome] ?? ''}`}>
                  {isOutcome(lastSync.outcome) ? t(`outcome.${lastSync.outcome}`) : lastSync.outcome}
                </span>
              </p>
              <p className={styles.meta}>
                {t.rich('started', {
                  when: format.dateTime(lastSync.startedAt, 'dateTime'),
                  time: (chunks) => <time dateTime={lastSync.startedAt.toISOString()}>{chunks}</time>,
                })}
                {lastSync.outcome === 'succeeded'
                  ? t('syncCounts', { added: lastSync.added, changed: lastSync.changed, removed: lastSync.removed })
                  : null}
              </p>
            </>
          ) : (
            <p className={styles.meta}>{t('neverSynced')}</p>
          )}
          <Link href="/admin/catalogue" className={styles.cardLink}>
            {t('openCatalogue')}
          </Link>
        </Panel>

        <Panel titleId="products-heading" title={t('products')} classes={CARD}>
          <p className={styles.text}>
            {t.rich('productCount', { count: products, visible: visibleProducts, strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
          <p className={styles.meta}>{t('mapped', { mappings, variants })}</p>
          {hasRole(staff.role, 'owner') ? (
            <Link href="/admin/products" className={styles.cardLink}>
              {t('openProducts')}
            </Link>
          ) : null}
        </Panel>
      </div>

      <Panel titleId="account-heading" title={t('account')} classes={ACCOUNT}>
        <p className={styles.meta}>{t('signedInAs', { email: staff.email })}</p>
        <ChangePasswordForm action={changePassword} />
      </Panel>
    </>
  );
}
