'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { SubmitButton } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import styles from './products.module.css';

interface Choice {
  unitId: number;
  label: string;
}

interface Props {
  action: FormAction;
  featureId: number;
  optionName: string;
  current: number | null;
  choices: Choice[];
}

/** One paid option's mapping: pick a suggested POS unit, type a unit id, or stop selling it. */
export function OptionMappingForm({ action, featureId, optionName, current, choices }: Props) {
  const t = useTranslations('AdminOptions.form');
  const [state, formAction] = useActionState(action, initialFormState);
  const id = useId();
  const error = state.fieldErrors?.customUnitId?.[0];
  return (
    <form action={formAction} className={styles.optionForm}>
      <input type="hidden" name="featureId" value={featureId} />
      <label htmlFor={`${id}-unit`}>{t('unit', { option: optionName })}</label>
      <select id={`${id}-unit`} name="unitId" defaultValue={current ?? ''}>
        <option value="">{t('notSold')}</option>
        {choices.map((c) => (
          <option key={c.unitId} value={c.unitId}>
            {c.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-custom`}>{t('customUnit')}</label>
      <input
        id={`${id}-custom`}
        name="customUnitId"
        inputMode="numeric"
        pattern="[0-9]*"
        size={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label className={styles.acceptPrice}>
        <input type="checkbox" name="acceptPrice" /> {t('acceptPrice')}
      </label>
      <SubmitButton className="">{t('save')}</SubmitButton>
      <p id={`${id}-error`} role="status" aria-live="polite">
        {state.message ?? ''}
      </p>
    </form>
  );
}
