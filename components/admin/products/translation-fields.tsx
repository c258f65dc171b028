'use client';

import { Fragment } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { TextAreaField, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { translationField } from '@/lib/catalog/forms';
import { languageNameIn, TRANSLATED_LOCALES } from '@/lib/catalog/translations';
import type { FormState } from '@/lib/forms';

interface TranslationFieldsProps {
  idPrefix: string;
  state: FormState;
  /** The saved translations as form values (`name_en`, `description_en`). */
  values?: Record<string, string>;
  /** The name field's label key (product/category "Ad", variant "Çeşit adı"). */
  nameLabel: 'form.nameIn' | 'variantNameIn';
  nameMax: number;
  /** A description field too (products), with its limit. */
  descriptionMax?: number;
  /** Fields in a row (categories, variants) rather than stacked (the product form). */
  inline?: boolean;
}

/**
 * One name field (and a description field for products) per language staff translate into
 * (docs/decisions/225), labelled "Ad (İngilizce)". Empty means the Turkish text is shown.
 */
export function TranslationFields({ idPrefix, state, values, nameLabel, nameMax, descriptionMax, inline }: TranslationFieldsProps) {
  const t = useTranslations('AdminProducts');
  const display = useLocale();
  return TRANSLATED_LOCALES.map((locale) => {
    const language = languageNameIn(locale, display);
    const hint = inline ? undefined : t('form.translationHint', { language });
    // Stacked in the product form, the fields take the form's own spacing; in a row, they share one cell.
    const Wrapper = inline ? 'div' : Fragment;
    return (
      <Wrapper key={locale} {...(inline ? { className: styles.grow } : {})}>
        <TextField
          id={`${idPrefix}-name-${locale}`}
          name={translationField('name', locale)}
          label={t(nameLabel, { language })}
          hint={hint}
          state={state}
          lang={locale}
          defaultValue={values?.[translationField('name', locale)]}
          maxLength={nameMax}
          autoComplete="off"
        />
        {descriptionMax ? (
          <TextAreaField
            id={`${idPrefix}-description-${locale}`}
            name={translationField('description', locale)}
            label={t('form.descriptionIn', { language })}
            state={state}
            lang={locale}
            defaultValue={values?.[translationField('description', locale)]}
            rows={3}
            maxLength={descriptionMax}
          />
        ) : null}
      </Wrapper>
    );
  });
}
