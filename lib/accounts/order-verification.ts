/**
 * Verifying a first order's phone number (issue 16, docs/decisions/267). Cash on delivery lets
 * anyone send the kitchen a meal nobody will pay for; a code texted to the number typed proves
 * that a real phone is behind a first order. Staff choose: never ("off"), a first order at or
 * above an amount ("above", the default: 3,000 TL), or every first order ("always").
 *
 * A number counts as verified once it has an account (it signed in with a code, or verified at
 * checkout) or the restaurant has already received an order from it. Table orders are in the
 * restaurant and are never asked.
 */
import { getCustomer } from '@/lib/accounts/session';
import { getDb } from '@/lib/db';
import type { ServiceMode } from '@/lib/pos';
import { VERIFICATION_MODES, type VerificationMode } from '@/lib/accounts/verification-modes';

export interface VerificationSetting {
  mode: VerificationMode;
  aboveMinor: number;
}

export function toVerificationMode(value: string): VerificationMode {
  return VERIFICATION_MODES.find((m) => m === value) ?? 'above';
}

export async function readVerificationSetting(): Promise<VerificationSetting> {
  const row = await getDb().shopSettings.findUnique({
    where: { id: 1 },
    select: { orderVerification: true, orderVerificationAboveMinor: true },
  });
  return { mode: toVerificationMode(row?.orderVerification ?? 'above'), aboveMinor: row?.orderVerificationAboveMinor ?? 300_000 };
}

/** Whether the rule asks an order of this total for a code (pure). */
export function ruleAsks(setting: VerificationSetting, mode: ServiceMode, totalMinor: number): boolean {
  if (mode === 'table' || setting.mode === 'off') return false;
  return setting.mode === 'always' || totalMinor >= setting.aboveMinor;
}

/** Whether the number is already known to be real: an account, or an order the restaurant received. */
export async function isVerifiedPhone(phone: string): Promise<boolean> {
  const signedIn = await getCustomer();
  if (signedIn?.phone === phone) return true;
  const db = getDb();
  if ((await db.customer.count({ where: { phone } })) > 0) return true;
  return (await db.webOrder.count({ where: { phone, state: 'sent' } })) > 0;
}

/** Whether this order must be confirmed with a code texted to `phone` before it is placed. */
export async function needsVerification(phone: string, mode: ServiceMode, totalMinor: number): Promise<boolean> {
  if (phone === '' || !ruleAsks(await readVerificationSetting(), mode, totalMinor)) return false;
  return !(await isVerifiedPhone(phone));
}
