import type { Metadata } from 'next';
import { saveOptionMapping } from '@/app/[locale]/admin/products/options/actions';
import { OptionMappingForm } from '@/components/admin/products/option-mapping-form';
import styles from '@/components/admin/products/products.module.css';
import { ProductsSubpage } from '@/components/admin/products/subpage';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listPaidOptions } from '@/lib/catalog/option-mappings';
import { MODES, type ModePrices } from '@/lib/catalog/option-prices';
import ui from '@/components/admin/shell/admin-ui.module.css';
import type { ServiceMode } from '@/lib/pos';
import { formatMoney } from '@/lib/money';

export const metadata: Metadata = { title: 'Paid options' };

const MODE_LABELS: Record<ServiceMode, string> = { table: 'Table', delivery: 'Delivery', pickup: 'Pickup' };

/** "Table ₺25,00 · Delivery ₺25,00 · Pickup not sold" */
function pricesText(prices: ModePrices): string {
  return MODES.map((mode) => {
    const price = prices[mode];
    return `${MODE_LABELS[mode]} ${price === null ? 'not sold' : formatMoney(price)}`;
  }).join(' · ');
}

/** Paid options (POS features with an extra price) and the POS units they are sold as. */
export default async function PaidOptionsPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const options = await listPaidOptions();
  return (
    <ProductsSubpage
      title="Paid options"
      intro={
        <>
          The POS cannot charge an option&apos;s extra price on an order line, so the website sells a paid option as its own line: choose
          the POS unit (e.g. an &quot;Ekstra kaşar&quot; product) it is rung up as. Customers pay that unit&apos;s price, so units priced
          like the option are suggested first. Options without a unit are not offered to customers; free options and left-out ingredients
          need nothing here.
        </>
      }
    >
      {options.length === 0 ? (
        <p className={styles.empty}>The POS catalogue has no paid options.</p>
      ) : (
        <ul className={`${styles.options} ${styles.variants}`} aria-label="Paid options">
          {options.map((option) => {
            const choices = option.suggestions.map((s) => ({
              unitId: s.unitId,
              label: `${s.label} · ${pricesText(s.prices)}${s.priceMatch ? ' · price matches' : ''}`,
            }));
            if (option.mapped && !choices.some((c) => c.unitId === option.mapped?.unitId)) {
              choices.unshift({ unitId: option.mapped.unitId, label: `${option.mapped.label} · ${pricesText(option.mapped.prices)}` });
            }
            const extra =
              option.minExtraMinor === option.maxExtraMinor
                ? `+${formatMoney(option.minExtraMinor)}`
                : `+${formatMoney(option.minExtraMinor)} – ${formatMoney(option.maxExtraMinor)}`;
            const differing = option.mapped?.live ? option.mapped.differing : [];
            return (
              <li key={option.featureId} aria-label={option.name}>
                <p>
                  <strong>{option.name}</strong> · {option.groupName} · {extra} on {option.productCount} product
                  {option.productCount === 1 ? '' : 's'} ·{' '}
                  {option.mapped
                    ? option.mapped.live
                      ? `sold as ${option.mapped.label}`
                      : `mapped to a removed unit (${option.mapped.label}): not offered`
                    : 'not offered'}
                </p>
                {option.mapped?.live ? <p>Customers pay: {pricesText(option.mapped.prices)}</p> : null}
                {differing.length > 0 ? (
                  <p role="alert" className={ui.alert}>
                    <strong>Customers pay the unit&apos;s price, not the option&apos;s {extra}:</strong>{' '}
                    {differing
                      .map((mode) => `${formatMoney(option.mapped?.prices[mode] ?? 0)} for ${MODE_LABELS[mode].toLowerCase()}`)
                      .join(', ')}
                    . Map a unit priced like the option.
                  </p>
                ) : null}
                {option.extraPricesMinor.length > 1 ? (
                  <p className={styles.empty}>Its extra price differs by product, so no single POS unit matches it everywhere.</p>
                ) : null}
                <OptionMappingForm
                  action={saveOptionMapping}
                  featureId={option.featureId}
                  optionName={option.name}
                  current={option.mapped?.unitId ?? null}
                  choices={choices}
                />
              </li>
            );
          })}
        </ul>
      )}
    </ProductsSubpage>
  );
}
