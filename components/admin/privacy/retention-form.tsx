'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import { TextField } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { RETENTION_MONTHS_RANGE } from '@/lib/privacy/retention-range';

/** How many months an order's personal data is kept before the nightly job anonymises it. */
export function RetentionForm({ action, months }: { action: FormAction; months: number }) {
  const [state, formAction] = useActionState(action, initialFormState);
  const t = useTranslations('AdminPrivacy.retention');
  return (
    <SettingsForm formAction={formAction} state={state} submit={t('save')}>
      <TextField
        name="retentionMonths"
        label={t('months')}
        state={state}
        defaultValue={String(months)}
        inputMode="numeric"
        hint={t('hint', RETENTION_MONTHS_RANGE)}
      />
    </SettingsForm>
  );
}
