/**
 * The checkout's side of verifying a first order (docs/decisions/267): asks for the code texted to
 * the number typed, checks it, and signs the verified customer in. Runs before the order limits
 * are counted and before anything is stored, so a refused attempt reaches neither the counters
 * nor the POS, and the form (the cart with it) stays as it was.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { checkCode } from '@/lib/accounts/codes';
import { needsVerification } from '@/lib/accounts/order-verification';
import { countRefusal } from '@/lib/accounts/refusals';
import { signInCustomer } from '@/lib/accounts/session';
import { codeRefusal, sendCodeMessage } from '@/lib/accounts/sign-in';
import type { CheckoutState } from '@/lib/checkout/form';
import { formatPhone } from '@/lib/checkout/phone-format';
import type { ServiceMode } from '@/lib/pos';

export type VerificationRefusal = Omit<CheckoutState, 'values'>;

/** Null when the order may go ahead; otherwise what the form shows (the code field, or why not). */
export async function verifyOrderPhone(
  formData: FormData,
  phone: string,
  mode: ServiceMode,
  totalMinor: number,
): Promise<VerificationRefusal | null> {
  if (!(await needsVerification(phone, mode, totalMinor))) return null;
  const t = await getTranslations('Account');
  const asked = formData.has('verificationCode') && formData.get('intent') !== 'resend-code';
  if (!asked) {
    const refusal = await sendCodeMessage(phone, 'checkout', t);
    if (refusal !== null) return { ok: false, message: refusal, fieldErrors: { phone: [refusal] } };
    if (!formData.has('verificationCode')) await countRefusal('verification-needed');
    return { ok: false, message: t('verify.sent', { phone: formatPhone(phone, await getLocale()) }), verification: { phone } };
  }
  const code = String(formData.get('verificationCode') ?? '').replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) {
    const message = t('errors.code');
    return { ok: false, message, fieldErrors: { verificationCode: [message] }, verification: { phone } };
  }
  const result = await checkCode(phone, 'checkout', code);
  if (!result.ok) {
    await countRefusal('verification-failed');
    const message = codeRefusal(result, t);
    return { ok: false, message, fieldErrors: { verificationCode: [message] }, verification: { phone } };
  }
  // The number is proven: the customer is signed in, and its next orders are not asked again.
  await signInCustomer(phone);
  return null;
}
