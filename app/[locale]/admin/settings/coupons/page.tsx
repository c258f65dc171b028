import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { addCoupon, changeCouponState } from '@/app/[locale]/admin/settings/coupons/actions';
import { settingsMetadata } from '@/app/[locale]/admin/settings/metadata';
import { CouponForm } from '@/components/admin/settings/coupon-form';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { moneyIn } from '@/lib/i18n/format';
import { POS_CURRENCY } from '@/lib/money';
import { listCoupons, type CouponRow } from '@/lib/settings/coupons';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

export const generateMetadata = settingsMetadata('AdminCoupons.title', '/admin/settings/coupons');

/** Coupons: the list with usage and state, deactivation, and the form to add one. */
export default async function CouponsPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const coupons = await listCoupons();
  const timeZone = restaurantTimeZone();
  const t = await getTranslations('AdminCoupons');
  const money = moneyIn(await getLocale());
  const format = await getFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const value = (c: CouponRow) =>
    c.kind === 'rate' ? t('rateOff', { rate: c.ratePercent ?? 0 }) : t('amountOff', { amount: money(c.valueMinor ?? 0) });
  const validity = (c: CouponRow) =>
    c.validFrom || c.validUntil
      ? [c.validFrom ? t('from', { date: when(c.validFrom) }) : '', c.validUntil ? t('until', { date: when(c.validUntil) }) : '']
          .filter(Boolean)
          .join(' ')
      : t('always');

  return (
    <>
      <SettingsSection id="coupons" title={t('title')} lead={t('lead')}>
        {coupons.length === 0 ? (
          <p className={rowStyles.muted}>{t('none')}</p>
        ) : (
          <DataTable
            caption={t('caption')}
            captionId="coupons-caption"
            rows={coupons}
            rowKey={(c) => c.id}
            columns={[
              { header: t('columns.code'), rowHeader: true, cell: (c) => c.code },
              { header: t('columns.discount'), cell: value },
              { header: t('columns.minimum'), cell: (c) => (c.minSubtotalMinor ? money(c.minSubtotalMinor) : '—') },
              { header: t('columns.valid'), cell: validity },
              {
                header: t('columns.used'),
                cell: (c) => (c.usageLimit === null ? String(c.usedCount) : t('usedOf', { used: c.usedCount, limit: c.usageLimit })),
              },
              { header: t('columns.posDiscount'), cell: (c) => c.posDiscountId ?? '—' },
              {
                header: t('columns.state'),
                cell: (c) => <span className={`${ui.badge} ${c.active ? ui.badgeOk : ''}`}>{c.active ? t('active') : t('inactive')}</span>,
              },
              {
                header: <span className="visually-hidden">{t('columns.actions')}</span>,
                cell: (c) => (
                  <InlineAction
                    action={changeCouponState}
                    fields={c.active ? { id: String(c.id) } : { id: String(c.id), active: 'on' }}
                    label={c.active ? t('deactivate') : t('activate')}
                    accessibleName={c.active ? t('deactivateName', { code: c.code }) : t('activateName', { code: c.code })}
                  />
                ),
              },
            ]}
          />
        )}
      </SettingsSection>
      <SettingsSection id="add-coupon" title={t('add')}>
        <CouponForm action={addCoupon} currency={POS_CURRENCY} timeZone={timeZone} />
      </SettingsSection>
    </>
  );
}
