/**
 * The "Order and cart limits" settings form's schema and bounds, defined once for the server action
 * and the form component (no database here: the form is a client component). The limits are read
 * by lib/settings/flood-limits.ts; docs/decisions/135.
 */
import { z } from 'zod';
import type { FormWords } from '@/lib/settings/form-words';
import { wholeNumber } from '@/lib/settings/forms';

/** The largest count staff can set: high enough to switch a limit off in practice. */
export const MAX_LIMIT = 10_000;
/** The longest counting period: a day. */
export const MAX_WINDOW_MINUTES = 24 * 60;

export function floodLimitsSchema(words: FormWords) {
  return z.object({
    orderLimitPerAddress: wholeNumber(words, 'orderLimitPerAddress', 1, MAX_LIMIT),
    orderLimitPerPhone: wholeNumber(words, 'orderLimitPerPhone', 1, MAX_LIMIT),
    orderLimitPerCart: wholeNumber(words, 'orderLimitPerCart', 1, MAX_LIMIT),
    newCartLimitPerAddress: wholeNumber(words, 'newCartLimitPerAddress', 1, MAX_LIMIT),
    limitWindowMinutes: wholeNumber(words, 'limitWindowMinutes', 1, MAX_WINDOW_MINUTES),
  });
}
