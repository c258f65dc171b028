'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { PanelForm, VariantNameField } from '@/components/admin/products/shared-fields';
import { TranslationFields } from '@/components/admin/products/translation-fields';
import { LIMITS } from '@/lib/catalog/forms';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

/** Adds a variant (a portion size, a bottle size…) at the end of a product's list. */
export function AddVariantForm({ action, productId, nextPosition }: { action: FormAction; productId: number; nextPosition: number }) {
  const t = useTranslations('AdminProducts');
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <PanelForm
      formAction={formAction}
      state={state}
      heading={<h3 className={ui.panelTitle}>{t('addVariantHeading')}</h3>}
      submit={t('addVariant')}
      hidden={
        <>
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="position" value={nextPosition} />
        </>
      }
    >
      <VariantNameField id="new-variant-name" hint={t('addVariantHint')} state={state} autoComplete="off" />
      <TranslationFields idPrefix="new-variant" state={state} nameLabel="variantNameIn" nameMax={LIMITS.variantName} inline />
    </PanelForm>
  );
}
