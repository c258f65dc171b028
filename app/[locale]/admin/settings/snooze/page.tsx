import type { Metadata } from 'next';
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

export const metadata: Metadata = { title: 'Snooze products' };

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
  const whenFormat = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const defaultUntil = toZonedDateTimeInput(new Date(now.getTime() + HOUR_MS), timeZone);

  return (
    <SettingsSection
      id="snooze"
      title="Snooze products"
      lead={`A snoozed product leaves the menu until the chosen time (${timeZone}) and comes back by itself. To take a product off for good, hide it in Products.`}
    >
      <form method="get" className={rowStyles.search} role="search">
        <div className={formStyles.field}>
          <label htmlFor="q" className={formStyles.label}>
            Find a product
          </label>
          <input id="q" name="q" type="search" defaultValue={search} className={formStyles.input} />
        </div>
        <button type="submit" className={rowStyles.smallButton}>
          Search
        </button>
      </form>
      {total > rows.length ? (
        <p className={rowStyles.muted}>
          Showing {rows.length} of {total} products (snoozed ones first). Search to find others.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className={rowStyles.muted}>{search ? 'No product matches.' : 'No own products yet.'}</p>
      ) : (
        <ul className={rowStyles.list} aria-label="Products">
          {rows.map((product) => (
            <li key={product.id} className={rowStyles.listRow}>
              <div>
                <strong>{product.name}</strong> <span className={rowStyles.muted}>{product.category}</span>{' '}
                {product.snoozedUntil ? (
                  <span className={`${ui.badge} ${ui.badgeWarn}`}>Snoozed until {whenFormat.format(new Date(product.snoozedUntil))}</span>
                ) : product.visible ? (
                  <span className={`${ui.badge} ${ui.badgeOk}`}>On sale</span>
                ) : (
                  <span className={ui.badge}>Hidden</span>
                )}
              </div>
              {product.snoozedUntil ? (
                <InlineAction
                  action={unsnoozeProduct}
                  fields={{ productId: String(product.id) }}
                  label="Back on sale now"
                  accessibleName={`Put ${product.name} back on sale now`}
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
