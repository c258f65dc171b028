'use client';

import { useActionState } from 'react';
import { FormStatus } from '@/components/admin/products/field';
import styles from '@/components/admin/products/products.module.css';
import type { FormState } from '@/lib/forms/form-state';

/** "Delete product", behind a disclosure so it is never clicked by accident. */
export function DeleteProductForm({
  action,
  product,
}: {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  product: { id: number; name: string };
}) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <details className={styles.dangerZone}>
      <summary>Delete this product…</summary>
      <form action={formAction}>
        <p className={styles.muted}>Deletes “{product.name}”, its variants, their mappings and its photo. This cannot be undone.</p>
        <input type="hidden" name="id" value={product.id} />
        <button type="submit" className={styles.danger} disabled={pending}>
          Delete “{product.name}”
        </button>
        <FormStatus ok={state.ok} message={state.message} />
      </form>
    </details>
  );
}
