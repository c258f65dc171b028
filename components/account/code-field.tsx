'use client';

import { TextField } from '@/components/forms';
import { SHOP_INPUT } from '@/components/shop/shop-fields';
import type { FormState } from '@/lib/forms';

/**
 * The six-digit code texted to the customer (docs/decisions/265), as the sign-in page and the
 * checkout's first-order check ask for it: digits keyboard, the phone's one-time-code autofill,
 * room for a space the customer may type in the middle, and the focus on it when it appears.
 */
export function CodeField({ name, label, state }: { name: string; label: string; state: FormState }) {
  return (
    <TextField
      name={name}
      label={label}
      state={state}
      classes={SHOP_INPUT}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      autoFocus
    />
  );
}
