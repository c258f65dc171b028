'use client';

import { useActionState } from 'react';
import { Field, FormStatus } from '@/components/admin/products/field';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { keepValuesOnSubmit } from '@/components/admin/products/use-kept-values';
import formStyles from '@/components/admin/shell/form.module.css';
import type { FormState } from '@/lib/forms/form-state';
import { LIMITS } from '@/lib/catalog/forms';

/** Adds a variant (a portion size, a bottle size…) at the end of a product's list. */
export function AddVariantForm({
  action,
  productId,
  nextPosition,
}: {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  productId: number;
  nextPosition: number;
}) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <form action={formAction} onSubmit={keepValuesOnSubmit(formAction)} className={ui.panel} noValidate>
      <h3 className={ui.panelTitle}>Add a variant</h3>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="position" value={nextPosition} />
      <div className={styles.inline}>
        <Field
          id="new-variant-name"
          name="name"
          label="Variant name"
          hint="E.g. 1.5 Porsiyon or Büyük Boy."
          errors={state.fieldErrors?.name}
          className={styles.grow}
        >
          {(control) => <input {...control} className={formStyles.input} maxLength={LIMITS.variantName} required autoComplete="off" />}
        </Field>
        <button type="submit" className={styles.secondary} disabled={pending}>
          Add variant
        </button>
      </div>
      <FormStatus ok={state.ok} message={state.message} />
    </form>
  );
}
