'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/checkout/checkout.module.css';
import { CheckboxField } from '@/components/forms';
import ui from '@/components/shop/ui.module.css';
import { Link } from '@/lib/i18n/navigation';
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_TICKED } from '@/lib/privacy/consent-field';

/**
 * The checkout's KVKK part (docs/decisions/242): the link to the privacy notice, and the marketing
 * consent as a separate, optional box that starts unticked. Its label is the wording the server
 * stores with the consent (Privacy.consent.marketing, in the same language).
 */
export function PrivacyConsent() {
  const t = useTranslations('Privacy.consent');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('legend')}</legend>
      <p className={ui.hint}>
        {t.rich('notice', {
          link: (chunks) => (
            <Link href="/legal/privacy" target="_blank">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <CheckboxField
        name={MARKETING_CONSENT_FIELD}
        value={MARKETING_CONSENT_TICKED}
        label={t('marketing')}
        hint={t('marketingHint')}
        defaultChecked={false}
      />
    </fieldset>
  );
}
