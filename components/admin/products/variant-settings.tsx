'use client';

import { useActionState } from 'react';
import { Field, FormStatus } from '@/components/admin/products/field';
import styles from '@/components/admin/products/products.module.css';
import { keepValuesOnSubmit } from '@/components/admin/products/use-kept-values';
import formStyles from '@/components/admin/shell/form.module.css';
import type { FormState } from '@/lib/forms/form-state';
import { LIMITS } from '@/lib/catalog/forms';

interface VariantSettingsProps {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  variant: { id: number; name: string; position: number };
}

/** Rename, reorder or delete one variant, tucked in a disclosure to keep the card calm. */
export function VariantSettings({ action, variant }: VariantSettingsProps) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const id = `variant-${variant.id}`;
  return (
    <details>
      <summary>Rename, reorder or delete “{variant.name}”</summary>
      <form action={formAction} onSubmit={keepValuesOnSubmit(formAction)} className={styles.inline} noValidate>
        <input type="hidden" name="variantId" value={variant.id} />
        <Field id={`${id}-name`} name="name" label="Variant name" errors={state.fieldErrors?.name} className={styles.grow}>
          {(control) => (
            <input {...control} className={formStyles.input} defaultValue={variant.name} maxLength={LIMITS.variantName} required />
          )}
        </Field>
        <Field id={`${id}-position`} name="position" label="Position" errors={state.fieldErrors?.position} className={styles.narrow}>
          {(control) => (
            <input
              {...control}
              className={formStyles.input}
              type="number"
              min={0}
              max={LIMITS.position}
              step={1}
              defaultValue={variant.position}
            />
          )}
        </Field>
        <button type="submit" className={styles.secondary} disabled={pending}>
          Save variant
        </button>
        <button type="submit" name="intent" value="delete" className={styles.danger} disabled={pending}>
          Delete variant
        </button>
      </form>
      <FormStatus ok={state.ok} message={state.message} />
    </details>
  );
}
