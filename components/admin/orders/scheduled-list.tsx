'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import styles from '@/components/admin/orders/orders.module.css';
import own from '@/components/admin/orders/scheduled.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { Link } from '@/lib/i18n/navigation';
import { MAX_CANCEL_REASON } from '@/lib/schedule/form';

/** One upcoming scheduled order as the page worked it out (times already in the restaurant's zone). */
export interface ScheduledRow {
  id: number;
  number: string;
  publicId: string;
  mode: string;
  slot: string;
  sendAt: string;
  customer: string;
  phone: string;
  total: string;
}

/**
 * The scheduled orders not yet sent to the kitchen, soonest first, each with its cancel form (a
 * reason the customer reads, and a confirmation). One result region for all of them, outside the
 * list: the cancelled order leaves the list, its result must stay readable.
 */
export function ScheduledList({ rows, cancel }: { rows: ScheduledRow[]; cancel: FormAction }) {
  const t = useTranslations('AdminScheduled');
  const [state, dispatch, pending] = useActionState(cancel, initialFormState);
  const confirmed = (number: string) => (event: React.FormEvent) => {
    if (!window.confirm(t('confirm', { number }))) event.preventDefault();
  };
  return (
    <div className={styles.actions}>
      <FormMessage state={state} className={styles.result} />
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <ul className={own.list} aria-label={t('list')}>
          {rows.map((row) => (
            <li key={row.id} className={`${ui.panel} ${own.card}`} aria-label={t('item', { number: row.number })}>
              <p className={own.head}>
                <strong>{row.slot}</strong>
                <Link href={`/admin/orders/${row.id}`} aria-label={t('open', { number: row.number })}>
                  {t('number', { number: row.number })}
                </Link>
              </p>
              <dl className={own.facts}>
                <dt>{t('sendAt')}</dt>
                <dd>{row.sendAt}</dd>
                <dt>{t('mode')}</dt>
                <dd>{row.mode}</dd>
                <dt>{t('customer')}</dt>
                <dd>
                  {row.customer} · <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</a>
                </dd>
                <dt>{t('total')}</dt>
                <dd>{row.total}</dd>
              </dl>
              <details className={own.cancel}>
                <summary>{t('cancelOpen')}</summary>
                <form
                  action={dispatch}
                  className={formStyles.form}
                  aria-label={t('cancelForm', { number: row.number })}
                  onSubmit={confirmed(row.number)}
                >
                  <input type="hidden" name="orderId" value={row.id} />
                  <TextField
                    id={`reason-${row.id}`}
                    name="reason"
                    label={t('reason')}
                    hint={t('reasonHint')}
                    state={state.values?.orderId === String(row.id) ? state : undefined}
                    required
                    minLength={3}
                    maxLength={MAX_CANCEL_REASON}
                  />
                  <SubmitButton className={`${formStyles.submit} ${styles.danger}`} pending={pending} pendingLabel={t('cancel')}>
                    {t('cancel')}
                  </SubmitButton>
                </form>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
