import type { Metadata } from 'next';
import { addCoupon, changeCouponState } from '@/app/[locale]/admin/settings/coupons/actions';
import { CouponForm } from '@/components/admin/settings/coupon-form';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { DataTable } from '@/components/admin/shell/data-table';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { formatMoney } from '@/lib/money';
import { listCoupons, type CouponRow } from '@/lib/settings/coupons';
import { readShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

export const metadata: Metadata = { title: 'Coupons' };

/** Coupons: the list with usage and state, deactivation, and the form to add one. */
export default async function CouponsPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [coupons, settings] = await Promise.all([listCoupons(), readShopSettings()]);
  const timeZone = restaurantTimeZone();
  const money = (minor: number) => formatMoney(minor, { currency: settings.currency, locale: settings.locale });
  const when = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const value = (c: CouponRow) => (c.kind === 'rate' ? `${c.ratePercent ?? 0} % off` : `${money(c.valueMinor ?? 0)} off`);
  const validity = (c: CouponRow) =>
    c.validFrom || c.validUntil
      ? [
          c.validFrom ? `from ${when.format(new Date(c.validFrom))}` : '',
          c.validUntil ? `until ${when.format(new Date(c.validUntil))}` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : 'Always';

  return (
    <>
      <SettingsSection id="coupons" title="Coupons" lead="Deactivated coupons stay listed: orders that used them keep their code.">
        {coupons.length === 0 ? (
          <p className={rowStyles.muted}>No coupons yet.</p>
        ) : (
          <DataTable
            caption="All coupons"
            captionId="coupons-caption"
            rows={coupons}
            rowKey={(c) => c.id}
            columns={[
              { header: 'Code', rowHeader: true, cell: (c) => c.code },
              { header: 'Discount', cell: value },
              { header: 'Minimum', cell: (c) => (c.minSubtotalMinor ? money(c.minSubtotalMinor) : '—') },
              { header: 'Valid', cell: validity },
              { header: 'Used', cell: (c) => `${c.usedCount}${c.usageLimit === null ? '' : ` of ${c.usageLimit}`}` },
              { header: 'POS discount', cell: (c) => c.posDiscountId ?? '—' },
              {
                header: 'State',
                cell: (c) => <span className={`${ui.badge} ${c.active ? ui.badgeOk : ''}`}>{c.active ? 'Active' : 'Inactive'}</span>,
              },
              {
                header: <span className="visually-hidden">Actions</span>,
                cell: (c) => (
                  <InlineAction
                    action={changeCouponState}
                    fields={c.active ? { id: String(c.id) } : { id: String(c.id), active: 'on' }}
                    label={c.active ? 'Deactivate' : 'Activate'}
                    accessibleName={`${c.active ? 'Deactivate' : 'Activate'} coupon ${c.code}`}
                  />
                ),
              },
            ]}
          />
        )}
      </SettingsSection>
      <SettingsSection id="add-coupon" title="Add a coupon">
        <CouponForm action={addCoupon} currency={settings.currency} timeZone={timeZone} />
      </SettingsSection>
    </>
  );
}
