'use client';

import { useActionState } from 'react';
import { FormMessage, SubmitButton } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { VariantNameField } from '@/components/admin/products/shared-fields';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

/** Adds a variant (a portion size, a bottle size…) at the end of a product's list. */
export function AddVariantForm({ action, productId, nextPosition }: { action: FormAction; productId: number; nextPosition: number }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <form action={formAction} className={ui.panel} noValidate>
      <h3 className={ui.panelTitle}>Add a variant</h3>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="position" value={nextPosition} />
      <div className={styles.inline}>
        <VariantNameField id="new-variant-name" hint="E.g. 1.5 Porsiyon or Büyük Boy." state={state} autoComplete="off" />
        <SubmitButton className={styles.secondary} pendingLabel="Add variant">
          Add variant
        </SubmitButton>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
