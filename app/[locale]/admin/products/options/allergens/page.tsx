import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { optionAllergensAction } from '@/app/[locale]/admin/products/options/allergens/actions';
import { AllergenForm } from '@/components/admin/products/allergen-form';
import styles from '@/components/admin/products/allergens.module.css';
import { ProductsSubpage } from '@/components/admin/products/subpage';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { staffHasRole } from '@/lib/auth/session';
import { listOptionAllergens } from '@/lib/catalog/allergen-store';
import { alternatesFor } from '@/lib/i18n/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('AdminAllergens')]);
  return { title: t('optionsTitle'), alternates: alternatesFor(locale, '/admin/products/options/allergens') };
}

/** Every option of the POS (free and paid) with the allergens it adds to a dish (docs/decisions/235). */
export default async function OptionAllergensPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [options, t, names] = await Promise.all([listOptionAllergens(), getTranslations('AdminAllergens'), getTranslations('Allergens')]);
  return (
    <ProductsSubpage title={t('optionsTitle')} intro={t('optionsIntro')}>
      {options.length === 0 ? (
        <p className={ui.panel}>{t('optionsEmpty')}</p>
      ) : (
        <ul className={styles.optionList}>
          {options.map((option) => (
            <li key={option.featureId} className={ui.panel} aria-labelledby={`option-${option.featureId}`}>
              <h2 id={`option-${option.featureId}`} className={ui.panelTitle}>
                {option.name}
              </h2>
              <p className={ui.subtitle}>
                {t('optionFacts', { group: option.groupName, count: option.productCount })} ·{' '}
                {option.marks.length
                  ? option.marks
                      .map((m) => `${names(`names.${m.allergen}`)}${m.level === 'traces' ? ` (${t('traces').toLocaleLowerCase()})` : ''}`)
                      .join(', ')
                  : t('noMarks')}
              </p>
              <details>
                <summary>{t('optionSettings', { name: option.name })}</summary>
                <AllergenForm
                  action={optionAllergensAction}
                  target={{ name: 'featureId', value: option.featureId }}
                  marks={option.marks}
                  submitLabel={t('saveOption')}
                  idPrefix={`option-${option.featureId}`}
                />
              </details>
            </li>
          ))}
        </ul>
      )}
    </ProductsSubpage>
  );
}
