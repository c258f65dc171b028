'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage, SubmitButton } from '@/components/forms';
import { AllergenIcon } from '@/components/allergens/allergen-icons';
import styles from '@/components/admin/products/allergens.module.css';
import { ALLERGEN_CHOICES, allergenField, DIET_FIELD } from '@/lib/catalog/allergen-forms';
import { ALLERGENS, DIETARY_TAGS, type AllergenMark, type DietaryTag } from '@/lib/catalog/allergens';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms';

interface AllergenFormProps {
  action: FormAction;
  /** The hidden field that says whose allergens these are: a product's or an option's. */
  target: { name: 'productId' | 'featureId'; value: number };
  marks: AllergenMark[];
  /** A product's dietary tags; absent for an option (which has none). */
  tags?: DietaryTag[];
  submitLabel: string;
  /** Ids unique on the page (several option forms share one). */
  idPrefix: string;
}

/** What a radio group shows: what was sent on a refused submit, else what is saved. */
function chosen(state: FormState, field: string, saved: string): string {
  return state.values?.[field] ?? saved;
}

/**
 * The allergen grid staff fill in (docs/decisions/235): per allergen, none, contains or may
 * contain traces, as radios in a fieldset named by the allergen; then, for a product, the dietary tags.
 */
export function AllergenForm({ action, target, marks, tags, submitLabel, idPrefix }: AllergenFormProps) {
  const t = useTranslations('AdminAllergens');
  const names = useTranslations('Allergens');
  const [state, formAction] = useActionState(action, initialFormState);
  const saved = new Map(marks.map((m) => [m.allergen, m.level]));
  return (
    <form action={formAction} className={styles.form} noValidate>
      <input type="hidden" name={target.name} value={target.value} />
      <div className={styles.grid} role="group" aria-label={names('summary')}>
        {ALLERGENS.map((code) => {
          const field = allergenField(code);
          const value = chosen(state, field, saved.get(code) ?? 'none');
          return (
            <fieldset key={`${code}-${value}`} className={styles.row}>
              <legend className={styles.name}>
                <AllergenIcon code={code} className={styles.icon} />
                {names(`names.${code}`)}
              </legend>
              {ALLERGEN_CHOICES.map((choice) => (
                <label key={choice} className={styles.choice}>
                  <input type="radio" name={field} value={choice} defaultChecked={value === choice} id={`${idPrefix}-${code}-${choice}`} />
                  {t(choice)}
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      {tags ? (
        <fieldset className={styles.diet}>
          <legend className={styles.name}>{t('dietary')}</legend>
          {DIETARY_TAGS.map((tag) => (
            <label key={tag} className={styles.choice}>
              <input type="checkbox" name={DIET_FIELD} value={tag} defaultChecked={tags.includes(tag)} />
              <AllergenIcon code={tag} className={styles.icon} />
              {names(`diet.${tag}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <SubmitButton>{submitLabel}</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
