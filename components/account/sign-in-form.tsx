'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { CodeField } from '@/components/account/code-field';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import { SHOP_INPUT } from '@/components/shop/shop-fields';
import ui from '@/components/shop/ui.module.css';
import styles from '@/components/account/account.module.css';
import type { SignInState } from '@/lib/accounts/sign-in';
import { Link } from '@/lib/i18n/navigation';

interface SignInFormProps {
  signIn: (previous: SignInState, formData: FormData) => Promise<SignInState>;
}

/** Sign-in by phone: the number, then the code texted to it; the number stays while the code is typed. */
export function SignInForm({ signIn }: SignInFormProps) {
  const t = useTranslations('Account.signIn');
  const [state, action, pending] = useActionState(signIn, { ok: false });
  const codeStep = state.values?.step === 'code';
  return (
    <form action={action} className={styles.card} noValidate>
      <h2>{t('title')}</h2>
      <p className={ui.hint}>{t('lead')}</p>
      {codeStep ? (
        <>
          <input type="hidden" name="phone" value={state.values?.phone ?? ''} />
          <CodeField name="code" label={t('code')} state={state} />
          <SubmitButton name="intent" value="verify" className={ui.primary} pending={pending}>
            {t('verify')}
          </SubmitButton>
          <div className={styles.row}>
            <SubmitButton name="intent" value="send" className={ui.secondary} pending={pending}>
              {t('resend')}
            </SubmitButton>
            <Link href="/account" className={styles.textLink}>
              {t('otherNumber')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <TextField
            name="phone"
            type="tel"
            label={t('phone')}
            hint={t('phoneHint')}
            state={state}
            classes={SHOP_INPUT}
            autoComplete="tel"
            inputMode="tel"
            required
          />
          <SubmitButton name="intent" value="send" className={ui.primary} pending={pending}>
            {t('sendCode')}
          </SubmitButton>
        </>
      )}
      <FormMessage state={state} />
    </form>
  );
}
