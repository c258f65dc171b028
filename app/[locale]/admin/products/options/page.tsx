import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { saveOptionMapping } from '@/app/[locale]/admin/products/options/actions';
import { OptionMappingForm } from '@/components/admin/products/option-mapping-form';
import styles from '@/components/admin/products/products.module.css';
import { ProductsSubpage } from '@/components/admin/products/subpage';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listPaidOptions } from '@/lib/catalog/option-mappings';
import { MODES, type ModePrices } from '@/lib/catalog/option-prices';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { moneyIn } from '@/lib/i18n/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('AdminOptions'))('title') };
}

type OptionsWords = Awaited<ReturnType<typeof getTranslations<'AdminOptions'>>>;

/** "Masa ₺25,00 · Paket servis ₺25,00 · Gel al: satılmıyor" */
function pricesText(t: OptionsWords, money: (minor: number) => string, prices: ModePrices): string {
  return MODES.map((mode) => {
    const price = prices[mode];
    const label = t(`modes.${mode}`);
    return price === null ? t('modeNotSold', { mode: label }) : t('modePrice', { mode: label, price: money(price) });
  }).join(' · ');
}

/** Paid options (POS features with an extra price) and the POS units they are sold as. */
export default async function PaidOptionsPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [t, money, options] = await Promise.all([getTranslations('AdminOptions'), getLocale().then(moneyIn), listPaidOptions()]);
  const prices = (p: ModePrices) => pricesText(t, money, p);
  return (
    <ProductsSubpage title={t('title')} intro={t('intro')}>
      {options.length === 0 ? (
        <p className={styles.empty}>{t('none')}</p>
      ) : (
        <ul className={`${styles.options} ${styles.variants}`} aria-label={t('title')}>
          {options.map((option) => {
            const choices = option.suggestions.map((s) => ({
              unitId: s.unitId,
              label: `${s.label} · ${prices(s.prices)}${s.priceMatch ? ` · ${t('priceMatches')}` : ''}`,
            }));
            if (option.mapped && !choices.some((c) => c.unitId === option.mapped?.unitId)) {
              choices.unshift({ unitId: option.mapped.unitId, label: `${option.mapped.label} · ${prices(option.mapped.prices)}` });
            }
            const extra =
              option.minExtraMinor === option.maxExtraMinor
                ? `+${money(option.minExtraMinor)}`
                : `+${money(option.minExtraMinor)} – ${money(option.maxExtraMinor)}`;
            const differing = option.mapped?.live ? option.mapped.differing : [];
            return (
              <li key={option.featureId} aria-label={option.name}>
                <p>
                  <strong>{option.name}</strong> · {t('summary', { group: option.groupName, extra, count: option.productCount })} ·{' '}
                  {option.mapped
                    ? option.mapped.live
                      ? t('soldAs', { unit: option.mapped.label })
                      : t('removedUnit', { unit: option.mapped.label })
                    : t('notOffered')}
                </p>
                {option.mapped?.live ? <p>{t('customersPay', { prices: prices(option.mapped.prices) })}</p> : null}
                {differing.length > 0 ? (
                  <p role="alert" className={ui.alert}>
                    <strong>{t('differingTitle', { extra })}</strong>{' '}
                    {differing
                      .map((mode) => t('differingPrice', { price: money(option.mapped?.prices[mode] ?? 0), mode: t(`modes.${mode}`) }))
                      .join(', ')}
                    . {t('differingAdvice')}
                  </p>
                ) : null}
                {option.extraPricesMinor.length > 1 ? <p className={styles.empty}>{t('extraVaries')}</p> : null}
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
