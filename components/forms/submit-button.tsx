'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import styles from '@/components/forms/forms.module.css';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  children: ReactNode;
  /** What the button says while the form's action runs. */
  pendingLabel?: ReactNode;
  /** Pending state from useActionState, for a button outside the form's own status. */
  pending?: boolean;
}

/** The form's submit button: disabled, with its pending label, while the action runs. */
export function SubmitButton({ children, pendingLabel = 'Saving…', pending, className, disabled, ...button }: SubmitButtonProps) {
  const status = useFormStatus();
  const busy = pending ?? status.pending;
  return (
    <button {...button} type="submit" className={className ?? styles.submit} disabled={busy || disabled}>
      {busy ? pendingLabel : children}
    </button>
  );
}
