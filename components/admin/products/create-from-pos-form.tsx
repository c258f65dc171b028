'use client';

import { useActionState } from 'react';
import { FormStatus } from '@/components/admin/products/field';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import type { FormState } from '@/lib/forms/form-state';

/** The one-click "Create own products from the POS catalogue" button with its result. */
export function CreateFromPosForm({ action }: { action: (state: FormState, formData: FormData) => Promise<FormState> }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <form action={formAction} className={ui.panel}>
      <h2 className={ui.panelTitle}>From the POS catalogue</h2>
      <p className={styles.muted}>
        Creates an own product for every POS product that no variant is mapped to yet, with one variant per POS unit, already mapped.
        Running it again creates only what is new on the POS.
      </p>
      <FormStatus ok={state.ok} message={state.message} />
      <button type="submit" className={styles.secondary} disabled={pending}>
        {pending ? 'Creating…' : 'Create own products from the POS catalogue'}
      </button>
    </form>
  );
}
