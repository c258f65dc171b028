'use client';

import { useActionState, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { FieldError, TextField } from '@/components/forms';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms';
import { intlLocale } from '@/lib/i18n/routing';
import { moneyInputExample } from '@/lib/settings/money-input';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/settings/settings.module.css';

const KINDS = ['amount', 'rate'] as const;

type Kind = (typeof KINDS)[number];

/** The kind a form shows after an answer: what was posted when refused, else the first. */
const kindAfter = (state: FormState): Kind => (!state.ok && state.values?.kind === 'rate' ? 'rate' : 'amount');

/** "Add a coupon": a code worth an amount or a rate, with its conditions. */
export function CouponForm({ action, currency, timeZone }: { action: FormAction; currency: string; timeZone: string }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminCoupons.form');
  const example = moneyInputExample(intlLocale(useLocale()));
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
    <SettingsForm formAction={formAction} state={state} submit={t('submit')} pendingLabel={t('adding')}>
      <div className={styles.grid}>
        <TextField name="code" label={t('code')} state={state} autoCapitalize="characters" autoComplete="off" hint={t('codeHint')} />
        <fieldset className={styles.fieldset} aria-describedby={kindErrors ? 'kind-error' : undefined}>
          <legend className={formStyles.label}>{t('discount')}</legend>
          {KINDS.map((value) => (
            <label key={value} className={formStyles.checkField}>
              <input
                type="radio"
                name="kind"
                value={value}
                defaultChecked={kind === value}
                onChange={() => setKind(value)}
                className={formStyles.checkbox}
              />
              {t(value === 'amount' ? 'kindAmount' : 'kindRate')}
            </label>
          ))}
          <FieldError id="kind-error" errors={kindErrors} />
        </fieldset>
        {kind === 'amount' ? (
          <TextField
            name="amount"
            label={t('amount', { currency })}
            state={state}
            inputMode="decimal"
            hint={t('amountHint', { example })}
          />
        ) : (
          <TextField name="rate" label={t('rate')} state={state} inputMode="decimal" hint={t('rateHint')} />
        )}
        <TextField
          name="minSubtotal"
          label={t('minSubtotal', { currency })}
          state={state}
          inputMode="decimal"
          hint={t('minSubtotalHint')}
        />
        <TextField name="validFrom" label={t('validFrom')} type="datetime-local" state={state} hint={t('validFromHint', { timeZone })} />
        <TextField name="validUntil" label={t('validUntil')} type="datetime-local" state={state} hint={t('validUntilHint')} />
        <TextField name="usageLimit" label={t('usageLimit')} state={state} inputMode="numeric" hint={t('usageLimitHint')} />
        <TextField name="posDiscountId" label={t('posDiscountId')} state={state} inputMode="numeric" hint={t('posDiscountIdHint')} />
      </div>
    </SettingsForm>
  );
}
