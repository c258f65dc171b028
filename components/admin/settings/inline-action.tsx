'use client';

import { useActionState } from 'react';
import { SubmitButton } from '@/components/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import rowStyles from '@/components/admin/settings/rows.module.css';

interface InlineActionProps {
  action: FormAction;
  /** Hidden fields that say what the button acts on. */
  fields: Record<string, string>;
  label: string;
  /** The button's accessible name when `label` alone is ambiguous in a list (e.g. "Remove 2026-12-31"). */
  accessibleName?: string;
  /** Asked before acting; the action runs only if the person confirms. */
  confirm?: string;
  danger?: boolean;
}

/** A one-button form for a row (remove, deactivate, back on sale), with its result announced. */
export function InlineAction({ action, fields, label, accessibleName, confirm, danger = false }: InlineActionProps) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <form
      action={formAction}
      className={rowStyles.inline}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton
        className={danger ? `${rowStyles.smallButton} ${rowStyles.danger}` : rowStyles.smallButton}
        pendingLabel={label}
        aria-label={accessibleName}
      >
        {label}
      </SubmitButton>
      <span aria-live="polite" className={state.ok ? rowStyles.inlineOk : rowStyles.inlineError}>
        {state.ok ? '' : state.message}
      </span>
    </form>
  );
}
