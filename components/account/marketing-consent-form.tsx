'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useActionState } from 'react';
import styles from '@/components/account/account.module.css';
import { CheckboxField, FormMessage, SubmitButton } from '@/components/forms';
import ui from '@/components/shop/ui.module.css';
import type { MarketingConsent } from '@/lib/accounts/marketing';
import type { FormAction } from '@/lib/forms';

/**
 * The customer's message choices (docs/decisions/291): order progress messages (what a message's
 * stop link stops) and the marketing consent, in the checkout box's own words, with when the
 * current choice was recorded.
 */
export function MarketingConsentForm({ consent, save }: { consent: MarketingConsent; save: FormAction }) {
  const t = useTranslations('Account.messages');
  const consentWords = useTranslations('Privacy.consent');
  const format = useFormatter();
  const [state, action, pending] = useActionState(save, { ok: false });
  const when = consent.at
    ? format.dateTime(consent.at, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : null;
  return (
    <form action={action} className={`${styles.card} ${styles.consent}`}>
      <h2>{t('title')}</h2>
      <p className={ui.hint}>{t('essential')}</p>
      <CheckboxField name="progress" value="yes" label={t('progress')} defaultChecked={!consent.stopped} />
      <CheckboxField
        name="marketing"
        value="yes"
        label={consentWords('marketing')}
        hint={t('marketingHint')}
        defaultChecked={consent.granted}
      />
      <p className={styles.muted}>{when ? t('recorded', { granted: String(consent.granted), when }) : t('neverRecorded')}</p>
      <SubmitButton className={ui.secondary} pending={pending}>
        {t('save')}
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
