/**
 * The "Order and cart limits" settings form's schema and bounds, defined once for the server action
 * and the form component (no database here: the form is a client component). The limits are read
 * by lib/settings/flood-limits.ts; docs/decisions/135.
 */
import { z } from 'zod';
import { wholeNumber } from '@/lib/settings/forms';

/** The largest count staff can set: high enough to switch a limit off in practice. */
export const MAX_LIMIT = 10_000;
/** The longest counting period: a day. */
export const MAX_WINDOW_MINUTES = 24 * 60;

export function floodLimitsSchema() {
  return z.object({
    orderLimitPerAddress: wholeNumber('orderLimitPerAddress', 1, MAX_LIMIT),
    orderLimitPerPhone: wholeNumber('orderLimitPerPhone', 1, MAX_LIMIT),
    orderLimitPerCart: wholeNumber('orderLimitPerCart', 1, MAX_LIMIT),
    newCartLimitPerAddress: wholeNumber('newCartLimitPerAddress', 1, MAX_LIMIT),
    limitWindowMinutes: wholeNumber('limitWindowMinutes', 1, MAX_WINDOW_MINUTES),
  });
}
