'use client';

import { useActionState } from 'react';
import { PanelForm, VariantNameField } from '@/components/admin/products/shared-fields';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

/** Adds a variant (a portion size, a bottle size…) at the end of a product's list. */
export function AddVariantForm({ action, productId, nextPosition }: { action: FormAction; productId: number; nextPosition: number }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <PanelForm
      formAction={formAction}
      state={state}
      heading={<h3 className={ui.panelTitle}>Add a variant</h3>}
      submit="Add variant"
      hidden={
        <>
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="position" value={nextPosition} />
        </>
      }
    >
      <VariantNameField id="new-variant-name" hint="E.g. 1.5 Porsiyon or Büyük Boy." state={state} autoComplete="off" />
    </PanelForm>
  );
}
