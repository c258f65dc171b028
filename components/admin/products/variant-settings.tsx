'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { PositionField, SaveDeleteButtons, VariantNameField } from '@/components/admin/products/shared-fields';
import { TranslationFields } from '@/components/admin/products/translation-fields';
import { LIMITS } from '@/lib/catalog/forms';
import { initialFormState, type FormAction } from '@/lib/forms';

interface VariantSettingsProps {
  action: FormAction;
  variant: { id: number; name: string; position: number; translations: Record<string, string> };
}

/** Rename, reorder or delete one variant, tucked in a disclosure to keep the card calm. */
export function VariantSettings({ action, variant }: VariantSettingsProps) {
  const t = useTranslations('AdminProducts');
  const [state, formAction] = useActionState(action, initialFormState);
  const id = `variant-${variant.id}`;
  return (
    <details>
      <summary>{t('variantSettings', { name: variant.name })}</summary>
      <form action={formAction} className={styles.inline} noValidate>
        <input type="hidden" name="variantId" value={variant.id} />
        <VariantNameField id={`${id}-name`} state={state} defaultValue={variant.name} />
        <TranslationFields
          idPrefix={id}
          state={state}
          values={variant.translations}
          nameLabel="variantNameIn"
          nameMax={LIMITS.variantName}
          inline
        />
        <PositionField id={`${id}-position`} state={state} className={styles.narrow} position={variant.position} />
        <SaveDeleteButtons save={t('saveVariant')} remove={t('deleteVariant')} />
      </form>
      <FormMessage state={state} />
    </details>
  );
}
