'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/settings/settings.module.css';

type Mode = 'delivery' | 'pickup' | 'table';

const MODES: readonly Mode[] = ['delivery', 'pickup', 'table'];

export interface PaymentTypeRow {
  id: number;
  label: string;
  modes: Record<Mode, boolean>;
  byDefault: boolean;
}

/** One row per POS payment type, one checkbox per mode: ticked means checkout offers it there. */
export function PaymentModesForm({ action, types }: { action: FormAction; types: PaymentTypeRow[] }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminPayments');
  // What is ticked survives a refusal (the form resets after every answer; defaultChecked follows this).
  const [ticked, setTicked] = useState(() => Object.fromEntries(types.map((type) => [type.id, type.modes])));
  const toggle = (id: number, mode: Mode, on: boolean) =>
    setTicked((previous) => ({ ...previous, [id]: { ...(previous[id] ?? { delivery: false, pickup: false, table: false }), [mode]: on } }));
  const modeErrors = MODES.filter((mode) => state.fieldErrors?.[mode]);

  return (
    <SettingsForm formAction={formAction} state={state} submit={t('submit')}>
      <div className={styles.tableWrap}>
        <table className={styles.modesTable} aria-describedby={modeErrors.length > 0 ? 'payment-modes-errors' : undefined}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('type')}</th>
              {MODES.map((mode) => (
                <th key={mode} scope="col">
                  {t(`modes.${mode}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type.id}>
                <th scope="row">
                  <input type="hidden" name="ids" value={type.id} />
                  {type.label}
                  {type.byDefault ? <span className={formStyles.hint}> {t('suggested')}</span> : null}
                </th>
                {MODES.map((mode) => (
                  <td key={mode}>
                    <input
                      type="checkbox"
                      name={mode}
                      value={type.id}
                      aria-label={t('offer', { type: type.label, mode })}
                      defaultChecked={ticked[type.id]?.[mode] ?? false}
                      onChange={(event) => toggle(type.id, mode, event.target.checked)}
                      className={formStyles.checkbox}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div id="payment-modes-errors">
        {modeErrors.map((mode) => (
          <FieldError key={mode} id={`${mode}-error`} errors={state.fieldErrors?.[mode]} />
        ))}
        <FieldError id="ids-error" errors={state.fieldErrors?.ids} />
      </div>
    </SettingsForm>
  );
}
