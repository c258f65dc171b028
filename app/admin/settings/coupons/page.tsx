import type { Metadata } from 'next';
import { addCoupon, changeCouponState } from '@/app/admin/settings/coupons/actions';
import { CouponForm } from '@/components/admin/settings/coupon-form';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import { requireStaff } from '@/lib/auth/session';
import { formatMoney } from '@/lib/money';
import { listCoupons, type CouponRow } from '@/lib/settings/coupons';
import { readShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

export const metadata: Metadata = { title: 'Coupons' };

/** Coupons: the list with usage and state, deactivation, and the form to add one. */
export default async function CouponsPage() {
  await requireStaff();
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
      <section className={`${ui.panel} ${styles.section}`} aria-labelledby="coupons-heading">
        <h2 id="coupons-heading" className={styles.sectionTitle}>
          Coupons
        </h2>
        <p className={styles.sectionLead}>Deactivated coupons stay listed: orders that used them keep their code.</p>
        {coupons.length === 0 ? (
          <p className={rowStyles.muted}>No coupons yet.</p>
        ) : (
          <div className={ui.tableWrap} role="region" aria-labelledby="coupons-caption" tabIndex={0}>
            <table className={ui.table}>
              <caption id="coupons-caption">All coupons</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Discount</th>
                  <th scope="col">Minimum</th>
                  <th scope="col">Valid</th>
                  <th scope="col">Used</th>
                  <th scope="col">POS discount</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.code}</th>
                    <td>{value(c)}</td>
                    <td>{c.minSubtotalMinor ? money(c.minSubtotalMinor) : '—'}</td>
                    <td>{validity(c)}</td>
                    <td>
                      {c.usedCount}
                      {c.usageLimit === null ? '' : ` of ${c.usageLimit}`}
                    </td>
                    <td>{c.posDiscountId ?? '—'}</td>
                    <td>
                      <span className={`${ui.badge} ${c.active ? ui.badgeOk : ''}`}>{c.active ? 'Active' : 'Inactive'}</span>
                    </td>
                    <td>
                      <InlineAction
                        action={changeCouponState}
                        fields={c.active ? { id: String(c.id) } : { id: String(c.id), active: 'on' }}
                        label={c.active ? 'Deactivate' : 'Activate'}
                        accessibleName={`${c.active ? 'Deactivate' : 'Activate'} coupon ${c.code}`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={`${ui.panel} ${styles.section}`} aria-labelledby="add-coupon-heading">
        <h2 id="add-coupon-heading" className={styles.sectionTitle}>
          Add a coupon
        </h2>
        <CouponForm action={addCoupon} currency={settings.currency} timeZone={timeZone} />
      </section>
    </>
  );
}
