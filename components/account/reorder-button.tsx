'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormMessage, SubmitButton } from '@/components/forms';
import ui from '@/components/shop/ui.module.css';
import styles from '@/components/account/account.module.css';
import type { FormAction } from '@/lib/forms';
import { Link } from '@/lib/i18n/navigation';

/** "Order again": one tap puts the order's lines in the cart; the answer names what could not be added. */
export function ReorderButton({ publicId, reorder }: { publicId: string; reorder: FormAction }) {
  const t = useTranslations('Account');
  const [state, action, pending] = useActionState(reorder, { ok: false });
  return (
    <form action={action} className={styles.reorder}>
      <input type="hidden" name="publicId" value={publicId} />
      <SubmitButton className={ui.primary} pending={pending}>
        {t('orders.again')}
      </SubmitButton>
      <FormMessage state={state} />
      {state.ok ? (
        <Link href="/cart" className={styles.textLink}>
          {t('reorder.goToCart')}
        </Link>
      ) : null}
    </form>
  );
}
