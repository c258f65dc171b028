'use client';

import { useTranslations } from 'next-intl';
import { CodeField } from '@/components/account/code-field';
import styles from '@/components/checkout/checkout.module.css';
import { SubmitButton } from '@/components/forms';
import ui from '@/components/shop/ui.module.css';
import type { CheckoutState } from '@/lib/checkout/form-fields';

/**
 * The code texted to a first order's number (docs/decisions/267), asked for inside the checkout
 * form: everything typed stays, and "Place order" sends the code with the order.
 */
export function VerificationField({ state, pending }: { state: CheckoutState; pending: boolean }) {
  const t = useTranslations('Account.verify');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('title')}</legend>
      <CodeField name="verificationCode" label={t('code')} state={state} />
      <SubmitButton name="intent" value="resend-code" className={ui.secondary} pending={pending} pendingLabel={t('resend')}>
        {t('resend')}
      </SubmitButton>
    </fieldset>
  );
}
