'use client';

import { useActionState } from 'react';
import styles from '@/components/admin/orders/orders.module.css';
import formStyles from '@/components/admin/shell/form.module.css';
import type { FormState } from '@/lib/auth/forms';
import { MAX_CANCEL_REASON_LENGTH } from '@/lib/admin-orders/forms';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

function Result({ state }: { state: FormState }) {
  return (
    <div aria-live="polite" className={styles.result}>
      {state.message ? <p className={state.ok ? formStyles.success : formStyles.error}>{state.message}</p> : null}
    </div>
  );
}

/** "Cancel order" with the reason the customer and the POS keep; asks before it acts. */
export function CancelOrderForm({ action, orderId }: { action: Action; orderId: number }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const errors = state.fieldErrors?.reason;
  return (
    <form
      action={formAction}
      className={formStyles.form}
      aria-label="Cancel order"
      onSubmit={(event) => {
        if (!window.confirm('Cancel this order at the POS? The customer will see it cancelled.')) event.preventDefault();
      }}
    >
      <input type="hidden" name="orderId" value={orderId} />
      <div className={formStyles.field}>
        <label htmlFor="cancel-reason" className={formStyles.label}>
          Reason for cancelling
        </label>
        <p id="cancel-reason-hint" className={formStyles.hint}>
          The customer reads it on their order page.
        </p>
        <input
          id="cancel-reason"
          name="reason"
          required
          minLength={3}
          maxLength={MAX_CANCEL_REASON_LENGTH}
          className={formStyles.input}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? 'cancel-reason-hint cancel-reason-error' : 'cancel-reason-hint'}
        />
        {errors ? (
          <p id="cancel-reason-error" className={formStyles.fieldError}>
            {errors.join(' ')}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${formStyles.submit} ${styles.danger}`} disabled={pending}>
        {pending ? 'Cancelling…' : 'Cancel order'}
      </button>
      <Result state={state} />
    </form>
  );
}

interface OrderButtonProps {
  action: Action;
  orderId: number;
  label: string;
  pendingLabel: string;
  /** Asked before acting; the action runs only if the person confirms. */
  confirm?: string;
}

/** A one-button order action (Cancel delivery, Retry, Refresh status) with its result announced. */
export function OrderButton({ action, orderId, label, pendingLabel, confirm }: OrderButtonProps) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <form
      action={formAction}
      className={styles.actionRow}
      aria-label={label}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" className={styles.secondary} disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      <Result state={state} />
    </form>
  );
}
