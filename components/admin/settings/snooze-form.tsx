'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Field, SubmitButton } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import rowStyles from '@/components/admin/settings/rows.module.css';
import styles from '@/components/admin/settings/settings.module.css';

interface SnoozeFormProps {
  action: FormAction;
  productId: number;
  productName: string;
  /** The default "until" (restaurant wall time, 'yyyy-MM-ddTHH:mm'). */
  initialUntil: string;
}

/** "Snooze until …" for one product: a date-and-time field and a button, with the result announced. */
export function SnoozeForm({ action, productId, productName, initialUntil }: SnoozeFormProps) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminSnooze');
  const errors = state.fieldErrors?.until;
  return (
    <form action={formAction} className={rowStyles.snoozeForm} noValidate>
      <input type="hidden" name="productId" value={productId} />
      <Field
        name="until"
        id={`until-${productId}`}
        label={t('untilLabel', { name: productName })}
        state={state}
        classes={{ label: styles.smallLabel }}
      >
        {(control) => <input {...control} type="datetime-local" step={1} defaultValue={state.values?.until ?? initialUntil} />}
      </Field>
      <SubmitButton className={rowStyles.smallButton} pendingLabel={t('pending')} aria-label={t('submitName', { name: productName })}>
        {t('submit')}
      </SubmitButton>
      <span aria-live="polite" className={state.ok ? rowStyles.inlineOk : rowStyles.inlineError}>
        {state.message && !errors ? state.message : ''}
      </span>
    </form>
  );
}
