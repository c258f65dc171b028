'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import styles from '@/components/checkout/checkout.module.css';
import legal from '@/components/checkout/legal.module.css';
import { CheckboxField } from '@/components/forms';
import type { CheckoutState } from '@/lib/checkout/form';
import { normalizePhone } from '@/lib/checkout/phone';
import type { PaymentChoice } from '@/lib/checkout/payment-types';
import { isLocale } from '@/lib/i18n/routing';
import { ACCEPT_CONTRACT_FIELD, ACCEPTED } from '@/lib/legal/acceptance';
import { deliveryAddressOf, type AgreementBuyer, type AgreementOrder } from '@/lib/legal/agreement/facts';
import { renderAgreement } from '@/lib/legal/agreement/render';
import { invoiceDetailsOf, invoiceFieldsShape } from '@/lib/legal/invoice-details';
import { cleanText } from '@/lib/pricing/text';
import { z } from 'zod';

const invoiceSchema = z.object(invoiceFieldsShape);

/** The buyer's part of the documents from the form as it is now, read as the place-order action reads it. */
function buyerFrom(form: HTMLFormElement, payments: PaymentChoice[], mode: AgreementOrder['mode']): AgreementBuyer {
  const data = new FormData(form);
  const read = (name: string) => cleanText(String(data.get(name) ?? ''));
  const name = [read('firstName'), read('surname')].filter((part) => part !== '').join(' ');
  const paymentId = Number(data.get('paymentMethodId'));
  const invoiceFields = invoiceSchema.safeParse(Object.fromEntries(Object.keys(invoiceFieldsShape).map((key) => [key, read(key)])));
  return {
    name,
    phone: normalizePhone(read('phone')) ?? read('phone'),
    deliveryAddress:
      mode === 'delivery'
        ? deliveryAddressOf({
            address: read('address'),
            addressDescription: read('addressDescription'),
            district: read('district'),
            city: read('city'),
          })
        : '',
    paymentName: payments.find((payment) => payment.id === paymentId)?.name ?? '',
    invoice: invoiceFields.success ? invoiceDetailsOf(invoiceFields.data, name) : null,
  };
}

/** One document in an expandable section; its text is rendered while open (it is long, and changes as the customer types). */
function LegalDocument({ title, text }: { title: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={legal.document} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{title}</summary>
      {open ? (
        <div className={legal.text} tabIndex={0} role="region" aria-label={title}>
          {text}
        </div>
      ) : null}
    </details>
  );
}

interface ContractAcceptanceProps {
  /** The server-priced order the documents describe (lib/legal/checkout-order.ts agreementOrderOf). */
  order: AgreementOrder;
  payments: PaymentChoice[];
  state: CheckoutState;
}

/**
 * The pre-information form and the distance-sales contract, each in an expandable section, filled
 * in as the customer types, and the box that accepts them. The texts are rendered by the same
 * function the place-order action stores them with, from the same server-priced order.
 */
export function ContractAcceptance({ order, payments, state }: ContractAcceptanceProps) {
  const t = useTranslations('Legal.checkout');
  const locale = useLocale();
  const ref = useRef<HTMLFieldSetElement>(null);
  const empty: AgreementBuyer = { name: '', phone: '', deliveryAddress: '', paymentName: payments[0]?.name ?? '', invoice: null };
  const [buyer, setBuyer] = useState<AgreementBuyer>(empty);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const update = () => setBuyer(buyerFrom(form, payments, order.mode));
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
    // The form's values come back after a refused submit: read them again then.
  }, [payments, order.mode, state]);
  const texts = useMemo(() => renderAgreement({ ...order, buyer }, isLocale(locale) ? locale : 'tr'), [order, buyer, locale]);
  return (
    <fieldset ref={ref} className={styles.section}>
      <legend className={styles.sectionTitle}>{t('title')}</legend>
      <p className={legal.intro}>{t('intro')}</p>
      <LegalDocument title={t('preInformation')} text={texts.preInformation} />
      <LegalDocument title={t('contract')} text={texts.contract} />
      <CheckboxField name={ACCEPT_CONTRACT_FIELD} value={ACCEPTED} label={t('accept')} state={state} className={legal.accept} />
    </fieldset>
  );
}
