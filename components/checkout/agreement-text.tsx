'use client';

import { useLocale } from 'next-intl';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import legal from '@/components/checkout/legal.module.css';
import type { CheckoutState } from '@/lib/checkout/form-fields';
import { normalizePhone } from '@/lib/checkout/phone';
import type { PaymentChoice } from '@/lib/checkout/payment-types';
import { isLocale } from '@/lib/i18n/routing';
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

export interface AgreementTextProps {
  /** Which of the two documents. */
  document: 'preInformation' | 'contract';
  title: string;
  /** The server-priced order the documents describe (lib/legal/checkout-order.ts agreementOrderOf). */
  order: AgreementOrder;
  payments: PaymentChoice[];
  state: CheckoutState;
  /** An element inside the checkout form: the text follows what the customer types there. */
  within: RefObject<HTMLElement | null>;
}

/**
 * One distance-sales document, rendered by the same function the place-order action stores it
 * with, and filled in again as the customer types. Loaded when the customer opens it: the renderer
 * and its validation library stay out of the checkout's first load (docs/decisions/304).
 */
export function AgreementText({ document, title, order, payments, state, within }: AgreementTextProps) {
  const locale = useLocale();
  const [buyer, setBuyer] = useState<AgreementBuyer | null>(null);
  useEffect(() => {
    const form = within.current?.closest('form');
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
  }, [within, payments, order.mode, state]);
  const text = useMemo(() => {
    // Until the form is read: nobody named yet, the first payment type.
    const shown = buyer ?? { name: '', phone: '', deliveryAddress: '', paymentName: payments[0]?.name ?? '', invoice: null };
    return renderAgreement({ ...order, buyer: shown }, isLocale(locale) ? locale : 'tr')[document];
  }, [order, buyer, payments, locale, document]);
  return (
    <div className={legal.text} tabIndex={0} role="region" aria-label={title}>
      {text}
    </div>
  );
}
