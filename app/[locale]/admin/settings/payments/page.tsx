import type { Metadata } from 'next';
import { savePaymentModes } from '@/app/[locale]/admin/settings/payments/actions';
import { PaymentModesForm } from '@/components/admin/settings/payment-modes-form';
import rowStyles from '@/components/admin/settings/rows.module.css';
import { SettingsSection } from '@/components/admin/settings/settings-section';
import { OwnerOnly } from '@/components/admin/shell/owner-only';
import { staffHasRole } from '@/lib/auth/session';
import { listPaymentTypeSettings } from '@/lib/checkout/payment-types';
import { listOnlinePaymentTypes } from '@/lib/pos-mirror/places';

export const metadata: Metadata = { title: 'Payment types' };

/** Which of the POS's payment types checkout offers for delivery, pickup and table orders; owners only (decision 145). */
export default async function PaymentTypesPage() {
  if (!(await staffHasRole('owner'))) return <OwnerOnly />;
  const [types, online] = await Promise.all([listPaymentTypeSettings(), listOnlinePaymentTypes()]);
  return (
    <SettingsSection
      id="payment-types"
      title="Payment types"
      lead="Customers choose how they will pay from the types ticked for their mode. Until you save, meal cards and payment at the door are suggested for delivery only."
    >
      {types.length === 0 ? (
        <p className={rowStyles.muted}>No payment types yet: sync the catalogue first.</p>
      ) : (
        <PaymentModesForm action={savePaymentModes} types={types} />
      )}
      {online.length > 0 ? (
        <p className={rowStyles.muted}>
          Not offered: {online.map((type) => type.name).join(', ')} (online payment). The site takes no payment itself, so online types stay
          hidden until it does.
        </p>
      ) : null}
    </SettingsSection>
  );
}
