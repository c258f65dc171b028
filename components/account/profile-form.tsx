'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import { OptionalLabel, SHOP_INPUT } from '@/components/shop/shop-fields';
import ui from '@/components/shop/ui.module.css';
import styles from '@/components/account/account.module.css';
import type { FormAction } from '@/lib/forms';

/** The customer's name and e-mail, editable. */
export function ProfileForm({ name, email, save }: { name: string; email: string; save: FormAction }) {
  const t = useTranslations('Account.profile');
  const [state, action, pending] = useActionState(save, { ok: false });
  return (
    <form action={action} className={styles.card} noValidate>
      <h2>{t('title')}</h2>
      <TextField name="name" label={t('name')} defaultValue={name} state={state} classes={SHOP_INPUT} autoComplete="name" />
      <TextField
        name="email"
        type="email"
        label={<OptionalLabel>{t('email')}</OptionalLabel>}
        defaultValue={email}
        state={state}
        classes={SHOP_INPUT}
        autoComplete="email"
      />
      <SubmitButton className={ui.secondary} pending={pending}>
        {t('save')}
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
