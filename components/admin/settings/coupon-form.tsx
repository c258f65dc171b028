'use client';

import { useActionState, useState } from 'react';
import { FieldError, TextField } from '@/components/forms';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms';
import { moneyInputExample } from '@/lib/settings/money-input';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/settings/settings.module.css';

const KINDS = [
  ['amount', 'An amount off'],
  ['rate', 'A percentage off'],
] as const;

type Kind = (typeof KINDS)[number][0];

/** The kind a form shows after an answer: what was posted when refused, else the first. */
const kindAfter = (state: FormState): Kind => (!state.ok && state.values?.kind === 'rate' ? 'rate' : 'amount');

/** "Add a coupon": a code worth an amount or a rate, with its conditions. */
export function CouponForm({ action, currency, timeZone }: { action: FormAction; currency: string; timeZone: string }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const [kind, setKind] = useState<Kind>(kindAfter(state));
  // Each answer resets the form (React resets a form after its action): the kind follows it, so
  // the kind ticked and the field shown always agree — the first kind after an add, the posted
  // kind after a refusal.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setKind(kindAfter(state));
  }
  const kindErrors = state.fieldErrors?.kind;
  return (
    <SettingsForm formAction={formAction} state={state} submit="Add coupon" pendingLabel="Adding…">
      <div className={styles.grid}>
        <TextField
          name="code"
          label="Code"
          state={state}
          autoCapitalize="characters"
          autoComplete="off"
          hint="3–32 letters, digits, - or _; customers type it at checkout."
        />
        <fieldset className={styles.fieldset} aria-describedby={kindErrors ? 'kind-error' : undefined}>
          <legend className={formStyles.label}>Discount</legend>
          {KINDS.map(([value, text]) => (
            <label key={value} className={formStyles.checkField}>
              <input
                type="radio"
                name="kind"
                value={value}
                defaultChecked={kind === value}
                onChange={() => setKind(value)}
                className={formStyles.checkbox}
              />
              {text}
            </label>
          ))}
          <FieldError id="kind-error" errors={kindErrors} />
        </fieldset>
        {kind === 'amount' ? (
          <TextField
            name="amount"
            label={`Amount off (${currency})`}
            state={state}
            inputMode="decimal"
            hint={`e.g. ${moneyInputExample()}`}
          />
        ) : (
          <TextField name="rate" label="Percentage off" state={state} inputMode="decimal" hint="Above 0, at most 100; e.g. 10 or 12,5." />
        )}
        <TextField
          name="minSubtotal"
          label={`Minimum subtotal (${currency})`}
          state={state}
          inputMode="decimal"
          hint="Empty means any order."
        />
        <TextField name="validFrom" label="Valid from" type="datetime-local" state={state} hint={`Optional; ${timeZone} time.`} />
        <TextField name="validUntil" label="Valid until" type="datetime-local" state={state} hint="Optional." />
        <TextField
          name="usageLimit"
          label="Usage limit"
          state={state}
          inputMode="numeric"
          hint="How many orders may use it; empty means no limit."
        />
        <TextField
          name="posDiscountId"
          label="POS discount id"
          state={state}
          inputMode="numeric"
          hint="Optional: record the discount under this defined discount of the POS (DiscountId)."
        />
      </div>
    </SettingsForm>
  );
}
