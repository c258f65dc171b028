'use client';

import { useActionState } from 'react';
import rowStyles from '@/components/admin/settings/rows.module.css';
import type { SettingsFormState } from '@/lib/settings/forms';

type Action = (state: SettingsFormState, formData: FormData) => Promise<SettingsFormState>;

interface InlineActionProps {
  action: Action;
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
  const [state, formAction, pending] = useActionState(action, { ok: false });
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
      <button
        type="submit"
        className={danger ? `${rowStyles.smallButton} ${rowStyles.danger}` : rowStyles.smallButton}
        disabled={pending}
        aria-label={accessibleName}
      >
        {label}
      </button>
      <span aria-live="polite" className={state.ok ? rowStyles.inlineOk : rowStyles.inlineError}>
        {state.ok ? '' : state.message}
      </span>
    </form>
  );
}
