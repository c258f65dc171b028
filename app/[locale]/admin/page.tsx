import type { Metadata } from 'next';
import Link from 'next/link';
import { changePassword } from '@/app/[locale]/admin/staff-actions';
import { ChangePasswordForm } from '@/components/admin/shell/change-password-form';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { Panel } from '@/components/admin/shell/panel';
import styles from '@/components/admin/shell/dashboard.module.css';
import { TodayPanels } from '@/components/admin/shell/today-panels';
import { readToday } from '@/lib/admin-orders/today';
import { hasRole } from '@/lib/auth/roles';
import { requireStaff } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { getEnv } from '@/lib/env';
import { readShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

export const metadata: Metadata = { title: 'Dashboard' };

const CARD = { section: styles.card, title: styles.cardTitle };
const ACCOUNT = { section: styles.account, title: styles.cardTitle };
const OUTCOME_LABELS: Record<string, string> = { succeeded: 'Succeeded', failed: 'Failed', running: 'Running' };
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

function formatWhen(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: getEnv().RESTAURANT_TIMEZONE }).format(date);
}

/** The staff home: today at the restaurant, the catalogue's and products' state, and the staff member's account. */
export default async function DashboardPage() {
  const staff = await requireStaff();
  const timeZone = restaurantTimeZone();
  const [{ lastSync, products, visibleProducts, variants, mappings }, today, settings] = await Promise.all([
    loadStatus(),
    readToday(timeZone),
    readShopSettings(),
  ]);
  return (
    <>
      <h1 className={styles.title}>Welcome, {staff.name}</h1>
      <p className={styles.lead}>Today at the restaurant, and the menu&apos;s link to the till.</p>
      {settings.location === null ? (
        <p className={ui.alert} role="alert">
          The restaurant&apos;s location is not set. The POS refuses pickup and delivery orders without coordinates, and pickup orders carry
          the restaurant&apos;s own.{' '}
          {hasRole(staff.role, 'owner') ? (
            <Link href="/admin/settings#location">Enter the location in the settings</Link>
          ) : (
            'Ask an owner to enter it in the settings.'
          )}
        </p>
      ) : null}
      <TodayPanels today={today} format={{ currency: settings.currency, locale: settings.locale }} timeZone={timeZone} />

      <div className={styles.cards}>
        <Panel titleId="catalogue-heading" title="Catalogue" classes={CARD}>
          {lastSync ? (
            <>
              <p className={styles.row}>
                Last sync{' '}
                <span className={`${ui.badge} ${OUTCOME_TONES[lastSync.outcome] ?? ''}`}>
                  {OUTCOME_LABELS[lastSync.outcome] ?? lastSync.outcome}
                </span>
              </p>
              <p className={styles.meta}>
                Started <time dateTime={lastSync.startedAt.toISOString()}>{formatWhen(lastSync.startedAt)}</time>
                {lastSync.outcome === 'succeeded'
                  ? ` · ${lastSync.added} added, ${lastSync.changed} changed, ${lastSync.removed} removed`
                  : null}
              </p>
            </>
          ) : (
            <p className={styles.meta}>The POS catalogue has not been synced yet.</p>
          )}
          <Link href="/admin/catalogue" className={styles.cardLink}>
            Open the catalogue
          </Link>
        </Panel>

        <Panel titleId="products-heading" title="Products" classes={CARD}>
          <p className={styles.text}>
            <strong>{products}</strong> own {products === 1 ? 'product' : 'products'}, {visibleProducts} visible
          </p>
          <p className={styles.meta}>
            {mappings} of {variants} {variants === 1 ? 'variant is' : 'variants are'} mapped to the POS
          </p>
          {hasRole(staff.role, 'owner') ? (
            <Link href="/admin/products" className={styles.cardLink}>
              Open the products
            </Link>
          ) : null}
        </Panel>
      </div>

      <Panel titleId="account-heading" title="Your account" classes={ACCOUNT}>
        <p className={styles.meta}>Signed in as {staff.email}. Changing the password signs out your other browsers.</p>
        <ChangePasswordForm action={changePassword} />
      </Panel>
    </>
  );
}
