'use client';

import { useActionState } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { LIMITS } from '@/lib/catalog/forms';
import { initialFormState, type FormAction } from '@/lib/forms';

interface VariantSettingsProps {
  action: FormAction;
  variant: { id: number; name: string; position: number };
}

/** Rename, reorder or delete one variant, tucked in a disclosure to keep the card calm. */
export function VariantSettings({ action, variant }: VariantSettingsProps) {
  const [state, formAction] = useActionState(action, initialFormState);
  const id = `variant-${variant.id}`;
  return (
    <details>
      <summary>Rename, reorder or delete “{variant.name}”</summary>
      <form action={formAction} className={styles.inline} noValidate>
        <input type="hidden" name="variantId" value={variant.id} />
        <TextField
          id={`${id}-name`}
          name="name"
          label="Variant name"
          state={state}
          className={styles.grow}
          defaultValue={variant.name}
          maxLength={LIMITS.variantName}
          required
        />
        <TextField
          id={`${id}-position`}
          name="position"
          label="Position"
          state={state}
          className={styles.narrow}
          type="number"
          min={0}
          max={LIMITS.position}
          step={1}
          defaultValue={String(variant.position)}
        />
        <SubmitButton className={styles.secondary} pendingLabel="Save variant">
          Save variant
        </SubmitButton>
        <SubmitButton name="intent" value="delete" className={styles.danger} pendingLabel="Delete variant">
          Delete variant
        </SubmitButton>
      </form>
      <FormMessage state={state} />
    </details>
  );
}
