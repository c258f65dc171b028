import type { FormState } from '@/lib/forms/form-state';
import styles from '@/components/forms/forms.module.css';

interface FormMessageProps {
  state: FormState;
  /** Class of the live region itself. */
  className?: string;
  classes?: { success?: string; error?: string };
  /** Whether a success message is shown too (some forms only speak up when refused). */
  showSuccess?: boolean;
}

/**
 * The form's result in a polite live region. The region is always rendered, so screen readers
 * already watch it when the message arrives.
 */
export function FormMessage({ state, className, classes = {}, showSuccess = true }: FormMessageProps) {
  const shown = state.message && (showSuccess || !state.ok);
  return (
    <div role="status" aria-live="polite" className={className ?? styles.message}>
      {shown ? <p className={state.ok ? (classes.success ?? styles.success) : (classes.error ?? styles.error)}>{state.message}</p> : null}
    </div>
  );
}
