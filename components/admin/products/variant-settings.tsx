'use client';

import { useActionState } from 'react';
import { FormMessage } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { PositionField, SaveDeleteButtons, VariantNameField } from '@/components/admin/products/shared-fields';
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
        <VariantNameField id={`${id}-name`} state={state} defaultValue={variant.name} />
        <PositionField id={`${id}-position`} state={state} className={styles.narrow} position={variant.position} />
        <SaveDeleteButtons save="Save variant" remove="Delete variant" />
      </form>
      <FormMessage state={state} />
    </details>
  );
}
