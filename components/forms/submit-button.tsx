'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useFormStatus } from 'react-dom';
import styles from '@/components/forms/forms.module.css';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  children: ReactNode;
  /** What the button says while the form's action runs; "Saving…" in the visitor's language by default. */
  pendingLabel?: ReactNode;
  /** Pending state from useActionState, for a button outside the form's own status. */
  pending?: boolean;
}

/** The default pending label, read from the catalogue only while a form is pending. */
function Saving() {
  return useTranslations('Forms')('saving');
}

/** The form's submit button: disabled, with its pending label, while the action runs. */
export function SubmitButton({ children, pendingLabel, pending, className, disabled, ...button }: SubmitButtonProps) {
  const status = useFormStatus();
  const busy = pending ?? status.pending;
  return (
    <button {...button} type="submit" className={className ?? styles.submit} disabled={busy || disabled}>
      {busy ? (pendingLabel ?? <Saving />) : children}
    </button>
  );
}
