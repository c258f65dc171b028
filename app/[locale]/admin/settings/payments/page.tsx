import { getFormatter, getTranslations } from 'next-intl/server';
import { settingsMetadata } from '@/app/[locale]/admin/settings/metadata';
import { savePaymentModes } from '@/app/[locale]/admin/settings/payments/actions';
import { PaymentModesForm } from '@/components/admin/settings/payment-modes-form';
import rowStyles from '@/components/admin/settings/rows.module.css';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listPaymentTypeSettings } from '@/lib/checkout/payment-types';
import { listOnlinePaymentTypes } from '@/lib/pos-mirror/places';

export const generateMetadata = settingsMetadata('AdminPayments.title', '/admin/settings/payments');

/** Which of the POS's payment types checkout offers for delivery, pickup and table orders; owners only (decision 145). */
export default async function PaymentTypesPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [types, online] = await Promise.all([listPaymentTypeSettings(), listOnlinePaymentTypes()]);
  const t = await getTranslations('AdminPayments');
  const format = await getFormatter();
  return (
    <SettingsSection id="payment-types" title={t('title')} lead={t('lead')}>
      {types.length === 0 ? <p className={rowStyles.muted}>{t('none')}</p> : <PaymentModesForm action={savePaymentModes} types={types} />}
      {online.length > 0 ? (
        <p className={rowStyles.muted}>
          {t('notOffered', {
            names: format.list(
              online.map((type) => type.name),
              { type: 'conjunction' },
            ),
          })}
        </p>
      ) : null}
    </SettingsSection>
  );
}
