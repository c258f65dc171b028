'use client';

import { useActionState } from 'react';
import { FormMessage, SubmitButton } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

/** "Delete product", behind a disclosure so it is never clicked by accident. */
export function DeleteProductForm({ action, product }: { action: FormAction; product: { id: number; name: string } }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <details className={styles.dangerZone}>
      <summary>Delete this product…</summary>
      <form action={formAction}>
        <p className={styles.muted}>Deletes “{product.name}”, its variants, their mappings and its photo. This cannot be undone.</p>
        <input type="hidden" name="id" value={product.id} />
        <SubmitButton className={styles.danger} pendingLabel={`Delete “${product.name}”`}>
          Delete “{product.name}”
        </SubmitButton>
        <FormMessage state={state} />
      </form>
    </details>
  );
}
