'use client';

import { useTranslations } from 'next-intl';
import { Fragment, startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { OrderSummary } from '@/components/cart/order-summary';
import { ContractAcceptance } from '@/components/checkout/contract-acceptance';
import { InvoiceFields } from '@/components/checkout/invoice-fields';
import { LocationField } from '@/components/checkout/location-field';
import { PickupInstead } from '@/components/checkout/pickup-instead';
import { PrivacyConsent } from '@/components/checkout/privacy-consent';
import { SavedAddressChooser } from '@/components/checkout/saved-address-chooser';
import { VerificationField } from '@/components/checkout/verification-field';
import { WhenField, type WhenChoice } from '@/components/checkout/when-field';
import styles from '@/components/checkout/checkout.module.css';
import { CheckboxField, FormMessage, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms';
import { OptionalLabel, SHOP_INPUT, SHOP_SELECT, SHOP_TEXTAREA } from '@/components/shop/shop-fields';
import ui from '@/components/shop/ui.module.css';
import { CHECKOUT_LIMITS, type CheckoutField, type CheckoutState, type CheckoutValues, type SummaryView } from '@/lib/checkout/form-fields';
import { initialFormState, type FormAction } from '@/lib/forms';
import { Link } from '@/lib/i18n/navigation';
import {
  ADDRESS_LABEL_FIELD,
  ADDRESS_LABEL_MAX,
  SAVE_ADDRESS_FIELD,
  SAVED_ADDRESS_ID_FIELD,
  type AddressChoice,
} from '@/lib/accounts/saved-address-fields';
import type { PaymentChoice } from '@/lib/checkout/payment-types';
import type { AgreementOrder } from '@/lib/legal/agreement/facts';
import type { ServiceMode } from '@/lib/pos/statuses';

interface CheckoutFormProps {
  mode: ServiceMode;
  summary: SummaryView;
  payments: PaymentChoice[];
  /** Why the order cannot be placed now (paused, closed, minimum…); null when it can. */
  blocked: string | null;
  idempotencyKey: string;
  /** What the page shows, carried back so that a changed cart is confirmed before it is ordered (lib/checkout/shown-cart.ts). */
  shownCart: string;
  placeOrder: (prev: CheckoutState, formData: FormData) => Promise<CheckoutState>;
  /** The distance-sales documents' server-priced part; null for a table order (docs/decisions/245). */
  agreement?: AgreementOrder | null;
  /** The district, province and neighbourhood the customer chose before the cart (issue 19). */
  addressDefaults?: { district: string; city: string; neighbourhood: string };
  /** The address is in no delivery zone: offer pickup with the header's mode action. */
  offerPickup?: boolean;
  /** No delivery zone holds the area yet (not chosen, or outside every zone): the fee depends on it (docs/decisions/286). */
  feeByArea?: boolean;
  chooseMode?: FormAction;
  /** Orders for later: shown when the mode offers free slots. */
  when?: WhenChoice | null;
  /** A signed-in customer's details and saved address (lib/accounts/checkout-prefill.ts). */
  prefill?: CheckoutValues;
  /** A signed-in customer's saved addresses, the last used first, and the action that prices the page for a chosen one. */
  account?: { addresses: AddressChoice[]; choose: (addressId: number) => Promise<void> };
}

/** The address fields a saved address fills in (none: a new address, fields emptied). */
type AddressValues = Pick<CheckoutValues, 'address' | 'addressDescription' | 'district' | 'city' | 'latitude' | 'longitude'> & {
  neighbourhood: string;
};

function savedAddressValues(address: AddressChoice | undefined): AddressValues {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    address: text(address?.address),
    addressDescription: text(address?.addressDescription),
    neighbourhood: text(address?.neighbourhood),
    district: text(address?.district),
    city: text(address?.city),
    latitude: text(address?.latitude),
    longitude: text(address?.longitude),
  };
}

const initial: CheckoutState = { ok: false };

/**
 * The customer's details, payment method, coupon and note, the summary, and "Place order". Both
 * buttons post the whole form (Apply only prices the coupon). The button is disabled while the
 * order is being placed, and the form carries an idempotency key so a second submission of the
 * same form cannot create a second order.
 */
export function CheckoutForm({
  mode,
  summary,
  payments,
  blocked,
  idempotencyKey,
  shownCart,
  placeOrder,
  agreement = null,
  addressDefaults,
  offerPickup = false,
  feeByArea = false,
  chooseMode,
  when,
  prefill,
  account,
}: CheckoutFormProps) {
  const t = useTranslations('Checkout.form');
  // The form's first state: empty, or a signed-in customer's details; kept so the page can tell it from an answer.
  const [start] = useState<CheckoutState>(() => (prefill ? { ok: false, values: prefill } : initial));
  const [state, formAction, pending] = useActionState(placeOrder, start);
  // The saved address the address fields hold (the form starts with the last used); a pick fills them again.
  const [picked, setPicked] = useState({ id: account?.addresses[0]?.id ?? null, round: 0 });
  const pickedAddress = account?.addresses.find((address) => address.id === picked.id);
  const base = state.values ?? start.values;
  const addressState: CheckoutState =
    picked.round === 0 || !base ? state : { ...state, values: { ...base, ...savedAddressValues(pickedAddress) } };
  const values = addressState.values;
  const delivery = mode === 'delivery';
  const formRef = useRef<HTMLFormElement>(null);
  const changesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A changed order is what the customer must read first; otherwise the first field that needs attention.
    if (state.changes) {
      changesRef.current?.focus();
      return;
    }
    if (!state.fieldErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  function pickAddress(id: number | null) {
    setPicked((previous) => ({ id, round: previous.round + 1 }));
    // The server makes it the visitor's area and prices the page for its zone, as it will when the order is placed.
    if (id !== null && account) startTransition(() => account.choose(id));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Dispatching by hand keeps what was typed (a form action resets the form); the button pressed goes along.
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    startTransition(() => formAction(formData));
  }

  // A field's name, its label ("(optional)" added), its state and the shop's look; the typed value comes back in state.values.
  const field = (name: CheckoutField, label: string, optional = false, fieldState: CheckoutState = state) => ({
    name,
    label: optional ? <OptionalLabel>{label}</OptionalLabel> : label,
    required: !optional,
    state: fieldState,
    classes: SHOP_INPUT,
  });

  const pickup = chooseMode && delivery && (state.offerPickup || (offerPickup && state === start)) ? chooseMode : null;
  // Until an address falls in a zone, its fee is not known: a refusal that offers pickup says the area is in none.
  const feeDependsOnArea = delivery && (Boolean(state.offerPickup) || (feeByArea && state === start));
  return (
    <>
      <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={styles.form}>
        <input type="hidden" name="idempotencyKey" value={state.idempotencyKey ?? idempotencyKey} />
        <input type="hidden" name="shownCart" value={state.shownCart ?? shownCart} />
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('yourDetails')}</legend>
          <div className={styles.pair}>
            <TextField autoComplete="given-name" maxLength={CHECKOUT_LIMITS.name} {...field('firstName', t('firstName'))} />
            <TextField autoComplete="family-name" maxLength={CHECKOUT_LIMITS.name} {...field('surname', t('surname'), mode === 'table')} />
          </div>
          <TextField
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t('phoneHint')}
            {...field('phone', t('phone'), mode === 'table')}
          />
          {mode === 'table' ? null : (
            <TextField
              type="email"
              autoComplete="email"
              maxLength={CHECKOUT_LIMITS.email}
              hint={t('emailHint')}
              {...field('email', t('email'), true)}
            />
          )}
        </fieldset>

        {when && when.days.length > 0 ? <WhenField when={when} state={state} /> : null}

        {delivery ? (
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{t('deliveryAddress')}</legend>
            {account && account.addresses.length > 0 ? (
              <SavedAddressChooser addresses={account.addresses} chosen={picked.id} onChoose={pickAddress} name={SAVED_ADDRESS_ID_FIELD} />
            ) : null}
            {/* A pick remounts the fields with the saved address's text. */}
            <Fragment key={picked.round}>
              <TextField
                autoComplete="street-address"
                maxLength={CHECKOUT_LIMITS.address}
                {...field('address', t('address'), false, addressState)}
              />
              <TextField
                hint={t('addressHint')}
                maxLength={CHECKOUT_LIMITS.addressDescription}
                {...field('addressDescription', t('addressDescription'), true, addressState)}
              />
              <TextField
                maxLength={CHECKOUT_LIMITS.neighbourhood}
                defaultValue={addressDefaults?.neighbourhood}
                {...field('neighbourhood', t('neighbourhood'), true, addressState)}
              />
              <div className={styles.pair}>
                <TextField
                  autoComplete="address-level2"
                  maxLength={CHECKOUT_LIMITS.place}
                  defaultValue={addressDefaults?.district}
                  {...field('district', t('district'), false, addressState)}
                />
                <TextField
                  autoComplete="address-level1"
                  maxLength={CHECKOUT_LIMITS.place}
                  defaultValue={addressDefaults?.city}
                  {...field('city', t('city'), false, addressState)}
                />
              </div>
              <LocationField latitude={values?.latitude ?? ''} longitude={values?.longitude ?? ''} errors={state.fieldErrors?.latitude} />
              {account ? <SaveAddressFields label={pickedAddress?.label ?? ''} /> : null}
            </Fragment>
          </fieldset>
        ) : null}

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('payment')}</legend>
          <SelectField
            name="paymentMethodId"
            label={t('paymentMethod')}
            hint={t('paymentHint', { mode })}
            state={state}
            defaultValue={String(payments[0]?.id ?? '')}
            classes={SHOP_SELECT}
          >
            {payments.map((payment) => (
              <option key={payment.id} value={payment.id}>
                {payment.mealCard ? t('mealCard', { name: payment.name }) : payment.name}
              </option>
            ))}
          </SelectField>
          <div className={styles.coupon}>
            <TextField
              autoComplete="off"
              maxLength={CHECKOUT_LIMITS.coupon}
              className={styles.couponField}
              {...field('couponCode', t('couponCode'), true)}
            />
            <SubmitButton name="intent" value="apply-coupon" className={ui.secondary} pending={pending} pendingLabel={t('apply')}>
              {t('apply')}
            </SubmitButton>
          </div>
          {/* Only an applied coupon is announced here; a refused one is the coupon field's error. */}
          <FormMessage state={state.coupon?.ok ? state.coupon : initialFormState} className={ui.status} classes={{ success: ui.success }} />
          <TextAreaField maxLength={CHECKOUT_LIMITS.orderNote} {...field('orderNote', t('orderNote'), true)} classes={SHOP_TEXTAREA} />
        </fieldset>

        <InvoiceFields state={state} />

        {state.changes ? (
          <div
            ref={changesRef}
            tabIndex={-1}
            role="alert"
            aria-labelledby="order-changes-title"
            className={`${ui.warning} ${styles.changes}`}
          >
            <p id="order-changes-title">{t('changesTitle')}</p>
            <ul>
              {state.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <p>{t('changesConfirm')}</p>
          </div>
        ) : null}

        <PrivacyConsent />

        <OrderSummary summary={state.summary ?? summary} mode={mode} feeByArea={feeDependsOnArea} />
        {agreement ? <ContractAcceptance order={agreement} payments={payments} state={state} /> : null}

        {state.changes ? null : <FormMessage state={state} className={ui.status} classes={{ error: ui.warning, success: ui.success }} />}
        {state.placedOrder ? (
          <p>
            <Link href={`/orders/${state.placedOrder}`} className={ui.primary}>
              {t('followOrder')}
            </Link>
          </p>
        ) : null}
        {blocked ? <p className={ui.warning}>{blocked}</p> : null}
        {state.verification ? <VerificationField state={state} pending={pending} /> : null}
        <SubmitButton
          name="intent"
          value="place-order"
          className={`${ui.primary} ${ui.wide}`}
          pending={pending}
          pendingLabel={t('placeOrder')}
          disabled={blocked !== null}
        >
          {t('placeOrder')}
        </SubmitButton>
        {pending ? (
          <p className={ui.hint} role="status">
            {t('working')}
          </p>
        ) : null}
      </form>
      {pickup ? <PickupInstead chooseMode={pickup} /> : null}
    </>
  );
}

/** "Save this address to my account", ticked for a signed-in customer, and the name it is kept under. */
function SaveAddressFields({ label }: { label: string }) {
  const t = useTranslations('Account.addresses');
  return (
    <>
      <CheckboxField name={SAVE_ADDRESS_FIELD} value="yes" label={t('saveAtCheckout')} hint={t('saveHint')} defaultChecked />
      <TextField
        name={ADDRESS_LABEL_FIELD}
        label={<OptionalLabel>{t('label')}</OptionalLabel>}
        defaultValue={label}
        maxLength={ADDRESS_LABEL_MAX}
        classes={SHOP_INPUT}
      />
    </>
  );
}
