'use client';

import { useActionState } from 'react';
import styles from '@/components/admin/orders/orders.module.css';
import formStyles from '@/components/admin/shell/form.module.css';
import type { FormState } from '@/lib/forms/form-state';
import { MAX_CANCEL_REASON_LENGTH } from '@/lib/admin-orders/forms';
import { FieldError } from '@/components/admin/shell/field-error';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

export type OrderIntent = 'cancel' | 'cancelDelivery' | 'retry' | 'refresh';

interface OrderActionsProps {
  orderId: number;
  /** Which actions fit the order now. */
  can: { cancel: boolean; cancelDelivery: boolean; retry: boolean };
  actions: Record<OrderIntent, Action>;
}

const isIntent = (value: unknown): value is OrderIntent =>
  value === 'cancel' || value === 'cancelDelivery' || value === 'retry' || value === 'refresh';

/**
 * The staff's actions on one order. One result region for all of them, kept outside the forms:
 * an action changes which forms fit (a cancelled order has no Cancel form), and its result must
 * stay readable after the page re-renders.
 */
export function OrderActions({ orderId, can, actions }: OrderActionsProps) {
  const [state, dispatch, pending] = useActionState<FormState, FormData>(
    async (previous, formData) => {
      const intent = formData.get('intent');
      return isIntent(intent) ? actions[intent](previous, formData) : previous;
    },
    { ok: false },
  );
  const reasonErrors = state.fieldErrors?.reason;
  const confirmed = (question: string) => (event: React.FormEvent) => {
    if (!window.confirm(question)) event.preventDefault();
  };

  return (
    <div className={styles.actions}>
      <div aria-live="polite" className={styles.result}>
        {state.message ? <p className={state.ok ? formStyles.success : formStyles.error}>{state.message}</p> : null}
      </div>
      {can.cancel ? (
        <form
          action={dispatch}
          className={formStyles.form}
          aria-label="Cancel order"
          onSubmit={confirmed('Cancel this order at the POS? The customer will see it cancelled.')}
        >
          <input type="hidden" name="intent" value="cancel" />
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
              aria-invalid={reasonErrors ? true : undefined}
              aria-describedby={reasonErrors ? 'cancel-reason-hint cancel-reason-error' : 'cancel-reason-hint'}
            />
            <FieldError id="cancel-reason-error" errors={reasonErrors} />
          </div>
          <button type="submit" className={`${formStyles.submit} ${styles.danger}`} disabled={pending}>
            Cancel order
          </button>
        </form>
      ) : null}
      <div className={styles.actionRow}>
        {can.cancelDelivery ? (
          <form action={dispatch} onSubmit={confirmed('Take this order off the road? The POS puts it back in the kitchen.')}>
            <input type="hidden" name="intent" value="cancelDelivery" />
            <input type="hidden" name="orderId" value={orderId} />
            <button type="submit" className={styles.secondary} disabled={pending}>
              Cancel delivery
            </button>
          </form>
        ) : null}
        {can.retry ? (
          <form action={dispatch}>
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="orderId" value={orderId} />
            <button type="submit" className={styles.secondary} disabled={pending}>
              Retry
            </button>
          </form>
        ) : null}
        <form action={dispatch}>
          <input type="hidden" name="intent" value="refresh" />
          <input type="hidden" name="orderId" value={orderId} />
          <button type="submit" className={styles.secondary} disabled={pending}>
            Refresh status
          </button>
        </form>
        {pending ? <span className={styles.muted}>Asking the POS…</span> : null}
      </div>
    </div>
  );
}
