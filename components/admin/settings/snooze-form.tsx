'use client';

import { useActionState } from 'react';
import formStyles from '@/components/admin/shell/form.module.css';
import rowStyles from '@/components/admin/settings/rows.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import type { SettingsFormState } from '@/lib/settings/forms';
import { FieldError } from '@/components/admin/shell/field-error';

type Action = (state: SettingsFormState, formData: FormData) => Promise<SettingsFormState>;

interface SnoozeFormProps {
  action: Action;
  productId: number;
  productName: string;
  /** The default "until" (restaurant wall time, 'yyyy-MM-ddTHH:mm'). */
  initialUntil: string;
}

/** "Snooze until …" for one product: a date-and-time field and a button, with the result announced. */
export function SnoozeForm({ action, productId, productName, initialUntil }: SnoozeFormProps) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const id = `until-${productId}`;
  const errors = state.fieldErrors?.until;
  return (
    <form action={formAction} className={rowStyles.snoozeForm} noValidate>
      <input type="hidden" name="productId" value={productId} />
      <div className={formStyles.field}>
        <label htmlFor={id} className={styles.smallLabel}>
          Snooze {productName} until
        </label>
        <input
          id={id}
          name="until"
          type="datetime-local"
          step={1}
          defaultValue={state.values?.until ?? initialUntil}
          className={formStyles.input}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} errors={errors} />
      </div>
      <button type="submit" className={rowStyles.smallButton} disabled={pending} aria-label={`Snooze ${productName}`}>
        {pending ? 'Snoozing…' : 'Snooze'}
      </button>
      <span aria-live="polite" className={state.ok ? rowStyles.inlineOk : rowStyles.inlineError}>
        {state.message && !errors ? state.message : ''}
      </span>
    </form>
  );
}
