'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ComponentProps } from 'react';
import styles from '@/components/checkout/checkout.module.css';
import legal from '@/components/checkout/legal.module.css';
import { CheckboxField } from '@/components/forms';
import type { CheckoutState } from '@/lib/checkout/form-fields';
import type { PaymentChoice } from '@/lib/checkout/payment-types';
import { ACCEPT_CONTRACT_FIELD, ACCEPTED } from '@/lib/legal/acceptance';
import type { AgreementOrder } from '@/lib/legal/agreement/facts';

/** Loading… while a document's renderer arrives (it is fetched when the customer first opens one). */
function Loading() {
  const t = useTranslations('Legal.checkout');
  return (
    <p className={legal.text} role="status">
      {t('loading')}
    </p>
  );
}

const AgreementText = dynamic(() => import('@/components/checkout/agreement-text').then((m) => m.AgreementText), {
  ssr: false,
  loading: Loading,
});

/** One document in an expandable section; its text is rendered while open (it is long, and changes as the customer types). */
function LegalDocument(props: Omit<ComponentProps<typeof AgreementText>, 'within'>) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={ref} className={legal.document} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{props.title}</summary>
      {open ? <AgreementText {...props} within={ref} /> : null}
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
  const documents = { order, payments, state };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('title')}</legend>
      <p className={legal.intro}>{t('intro')}</p>
      <LegalDocument document="preInformation" title={t('preInformation')} {...documents} />
      <LegalDocument document="contract" title={t('contract')} {...documents} />
      <CheckboxField name={ACCEPT_CONTRACT_FIELD} value={ACCEPTED} label={t('accept')} state={state} className={legal.accept} />
    </fieldset>
  );
}
