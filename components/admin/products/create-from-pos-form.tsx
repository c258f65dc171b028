'use client';

import { useActionState } from 'react';
import { FormMessage, SubmitButton } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

/** The one-click "Create own products from the POS catalogue" button with its result. */
export function CreateFromPosForm({ action }: { action: FormAction }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <form action={formAction} className={ui.panel}>
      <h2 className={ui.panelTitle}>From the POS catalogue</h2>
      <p className={styles.muted}>
        Creates an own product for every POS product that no variant is mapped to yet, with one variant per POS unit, already mapped.
        Running it again creates only what is new on the POS.
      </p>
      <FormMessage state={state} />
      <SubmitButton className={styles.secondary} pendingLabel="Creating…">
        Create own products from the POS catalogue
      </SubmitButton>
    </form>
  );
}
