'use client';

import { useActionState, useState } from 'react';
import { signIn } from '@/app/admin/sign-in/actions';
import styles from '@/components/admin/shell/form.module.css';
import type { FormState } from '@/lib/forms/form-state';

const initialState: FormState = { ok: false };

/** E-mail and password, with the action's message announced in a live region. */
export function SignInForm({ next }: { next: string }) {
  const [state, formAction, pending] = useActionState(signIn, initialState);
  // Controlled, so a failed attempt keeps the e-mail (React resets uncontrolled fields).
  const [email, setEmail] = useState('');
  const emailError = state.fieldErrors?.email;
  const passwordError = state.fieldErrors?.password;
  return (
    <form action={formAction} className={styles.form} noValidate>
      <input type="hidden" name="next" value={next} />
      <div className={styles.field}>
        <label htmlFor="email" className={styles.label}>
          Email
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={styles.input}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'email-error' : undefined}
        />
        {emailError ? (
          <p id="email-error" className={styles.fieldError}>
            {emailError.join(' ')}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="password" className={styles.label}>
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={styles.input}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? 'password-error' : undefined}
        />
        {passwordError ? (
          <p id="password-error" className={styles.fieldError}>
            {passwordError.join(' ')}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">{state.message && !state.ok ? <p className={styles.error}>{state.message}</p> : null}</div>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
