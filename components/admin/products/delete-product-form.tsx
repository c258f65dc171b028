'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage, SubmitButton } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

/** "Delete product", behind a disclosure so it is never clicked by accident. */
export function DeleteProductForm({ action, product }: { action: FormAction; product: { id: number; name: string } }) {
  const t = useTranslations('AdminProducts');
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <details className={styles.dangerZone}>
      <summary>{t('deleteSummary')}</summary>
      <form action={formAction}>
        <p className={styles.muted}>{t('deleteWarning', { name: product.name })}</p>
        <input type="hidden" name="id" value={product.id} />
        <SubmitButton className={styles.danger} pendingLabel={t('deleteButton', { name: product.name })}>
          {t('deleteButton', { name: product.name })}
        </SubmitButton>
        <FormMessage state={state} />
      </form>
    </details>
  );
}
