'use client';

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';
import { OrderSummary } from '@/components/cart/order-summary';
import { LocationField } from '@/components/checkout/location-field';
import { TextField } from '@/components/checkout/text-field';
import styles from '@/components/checkout/checkout.module.css';
import ui from '@/components/shop/ui.module.css';
import { CHECKOUT_LIMITS, type CheckoutState, type SummaryView } from '@/lib/checkout/form';
import type { PaymentChoice } from '@/lib/checkout/payment-types';
import type { ServiceMode } from '@/lib/pos/statuses';

interface CheckoutFormProps {
  mode: ServiceMode;
  summary: SummaryView;
  payments: PaymentChoice[];
  /** Why the order cannot be placed now (paused, closed, minimum…); null when it can. */
  blocked: string | null;
  idempotencyKey: string;
  placeOrder: (prev: CheckoutState, formData: FormData) => Promise<CheckoutState>;
}

const initial: CheckoutState = { ok: false };

/**
 * The customer's details, payment method, coupon and note, the summary, and "Place order". Both
 * buttons post the whole form (Apply only prices the coupon). The button is disabled while the
 * order is being placed, and the form carries an idempotency key so a second submission of the
 * same form cannot create a second order.
 */
export function CheckoutForm({ mode, summary, payments, blocked, idempotencyKey, placeOrder }: CheckoutFormProps) {
  const [state, formAction, pending] = useActionState(placeOrder, initial);
  const errors = state.fieldErrors ?? {};
  const values = state.values;
  const delivery = mode === 'delivery';
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // After a refusal, take the customer to the first field that needs attention.
    if (!state.fieldErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Dispatching by hand keeps what was typed (a form action resets the form); the button pressed goes along.
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    startTransition(() => formAction(formData));
  }

  const field = (name: keyof NonNullable<CheckoutState['values']>) => ({ name, defaultValue: values?.[name] ?? '', errors: errors[name] });

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={styles.form}>
      <input type="hidden" name="idempotencyKey" value={state.idempotencyKey ?? idempotencyKey} />
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Your details</legend>
        <div className={styles.pair}>
          <TextField label="First name" autoComplete="given-name" maxLength={CHECKOUT_LIMITS.name} {...field('firstName')} />
          <TextField
            label="Surname"
            autoComplete="family-name"
            maxLength={CHECKOUT_LIMITS.name}
            optional={mode === 'table'}
            {...field('surname')}
          />
        </div>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="A Turkish number, e.g. 0532 123 45 67"
          optional={mode === 'table'}
          {...field('phone')}
        />
      </fieldset>

      {delivery ? (
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>Delivery address</legend>
          <TextField label="Address" autoComplete="street-address" maxLength={CHECKOUT_LIMITS.address} {...field('address')} />
          <TextField
            label="Address description"
            hint="Building, floor, door, a landmark"
            optional
            maxLength={CHECKOUT_LIMITS.addressDescription}
            {...field('addressDescription')}
          />
          <div className={styles.pair}>
            <TextField label="District" autoComplete="address-level2" maxLength={CHECKOUT_LIMITS.place} {...field('district')} />
            <TextField label="City" autoComplete="address-level1" maxLength={CHECKOUT_LIMITS.place} {...field('city')} />
          </div>
          <LocationField latitude={values?.latitude ?? ''} longitude={values?.longitude ?? ''} errors={errors.latitude} />
        </fieldset>
      ) : null}

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Payment</legend>
        <div className={ui.field}>
          <label htmlFor="paymentMethodId" className={ui.label}>
            Payment method
          </label>
          <select
            id="paymentMethodId"
            name="paymentMethodId"
            defaultValue={values?.paymentMethodId || String(payments[0]?.id ?? '')}
            className={ui.select}
            aria-invalid={errors.paymentMethodId ? true : undefined}
            aria-describedby={errors.paymentMethodId ? 'paymentMethodId-error' : 'paymentMethodId-hint'}
          >
            {payments.map((payment) => (
              <option key={payment.id} value={payment.id}>
                {payment.label}
              </option>
            ))}
          </select>
          <p id="paymentMethodId-hint" className={ui.hint}>
            {mode === 'delivery'
              ? 'You pay the courier.'
              : mode === 'pickup'
                ? 'You pay when you pick up your order.'
                : 'You pay at the table.'}
          </p>
          {errors.paymentMethodId ? (
            <p id="paymentMethodId-error" className={ui.error}>
              {errors.paymentMethodId.join(' ')}
            </p>
          ) : null}
        </div>
        <div className={styles.coupon}>
          <TextField
            label="Coupon code"
            optional
            autoComplete="off"
            maxLength={CHECKOUT_LIMITS.coupon}
            className={styles.couponField}
            {...field('couponCode')}
          />
          <button type="submit" name="intent" value="apply-coupon" className={ui.secondary} disabled={pending}>
            Apply
          </button>
        </div>
        <div role="status" aria-live="polite" className={ui.status}>
          {state.coupon?.ok ? <p className={ui.success}>{state.coupon.message}</p> : null}
        </div>
        <TextField label="Order note" multiline optional maxLength={CHECKOUT_LIMITS.orderNote} {...field('orderNote')} />
      </fieldset>

      <OrderSummary summary={state.summary ?? summary} mode={mode} />

      <div role="alert" className={ui.status}>
        {state.message && !state.coupon ? <p className={ui.warning}>{state.message}</p> : null}
      </div>
      {blocked ? <p className={ui.warning}>{blocked}</p> : null}
      <button type="submit" name="intent" value="place-order" className={`${ui.primary} ${ui.wide}`} disabled={pending || blocked !== null}>
        Place order
      </button>
      {pending ? (
        <p className={ui.hint} role="status">
          Working on it…
        </p>
      ) : null}
    </form>
  );
}
