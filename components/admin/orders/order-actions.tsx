'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import styles from '@/components/admin/orders/orders.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import { MAX_CANCEL_REASON_LENGTH } from '@/lib/admin-orders/forms';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms';

export type OrderIntent = 'cancel' | 'cancelDelivery' | 'retry' | 'refresh';

interface OrderActionsProps {
  orderId: number;
  /** Which actions fit the order now. */
  can: { cancel: boolean; cancelDelivery: boolean; retry: boolean };
  /** Why Cancel is not offered, when the order's state rules it out. */
  cancelNote?: string | null;
  actions: Record<OrderIntent, FormAction>;
}

const isIntent = (value: unknown): value is OrderIntent =>
  value === 'cancel' || value === 'cancelDelivery' || value === 'retry' || value === 'refresh';

interface IntentButtonProps {
  dispatch: (formData: FormData) => void;
  orderId: number;
  pending: boolean;
  intent: OrderIntent;
  label: string;
  onSubmit?: (event: React.FormEvent) => void;
}

/** A one-button form that sends one intent for the order. */
function IntentButton({ dispatch, orderId, pending, intent, label, onSubmit }: IntentButtonProps) {
  return (
    <form action={dispatch} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="orderId" value={orderId} />
      <SubmitButton className={styles.secondary} pending={pending} pendingLabel={label}>
        {label}
      </SubmitButton>
    </form>
  );
}

/**
 * The staff's actions on one order. One result region for all of them, kept outside the forms:
 * an action changes which forms fit (a cancelled order has no Cancel form), and its result must
 * stay readable after the page re-renders.
 */
export function OrderActions({ orderId, can, cancelNote = null, actions }: OrderActionsProps) {
  const t = useTranslations('AdminOrders.actions');
  const [state, dispatch, pending] = useActionState<FormState, FormData>(async (previous, formData) => {
    const intent = formData.get('intent');
    return isIntent(intent) ? actions[intent](previous, formData) : previous;
  }, initialFormState);
  const confirmed = (question: string) => (event: React.FormEvent) => {
    if (!window.confirm(question)) event.preventDefault();
  };

  const button = { dispatch, orderId, pending };

  return (
    <div className={styles.actions}>
      <FormMessage state={state} className={styles.result} />
      {can.cancel ? (
        <form action={dispatch} className={formStyles.form} aria-label={t('cancelForm')} onSubmit={confirmed(t('cancelConfirm'))}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="orderId" value={orderId} />
          <TextField
            id="cancel-reason"
            name="reason"
            label={t('reason')}
            hint={t('reasonHint')}
            state={state}
            required
            minLength={3}
            maxLength={MAX_CANCEL_REASON_LENGTH}
          />
          <SubmitButton className={`${formStyles.submit} ${styles.danger}`} pending={pending} pendingLabel={t('cancel')}>
            {t('cancel')}
          </SubmitButton>
        </form>
      ) : null}
      {cancelNote ? <p className={styles.muted}>{cancelNote}</p> : null}
      <div className={styles.actionRow}>
        {can.cancelDelivery ? (
          <IntentButton {...button} intent="cancelDelivery" label={t('cancelDelivery')} onSubmit={confirmed(t('cancelDeliveryConfirm'))} />
        ) : null}
        {can.retry ? <IntentButton {...button} intent="retry" label={t('retry')} /> : null}
        <IntentButton {...button} intent="refresh" label={t('refresh')} />
        {pending ? <span className={styles.muted}>{t('asking')}</span> : null}
      </div>
    </div>
  );
}
