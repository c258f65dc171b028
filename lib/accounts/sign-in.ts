/**
 * Signing a customer in by phone (issue 16, docs/decisions/265): the number is asked for, a code
 * is texted to it, the code signs the browser in. The account page's actions call these two; a
 * refused attempt answers in the visitor's language and keeps the number typed.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { checkCode, sendCode, type CheckCodeResult, type CodePurpose } from '@/lib/accounts/codes';
import { codeSchema, phoneSchema } from '@/lib/accounts/forms';
import { countRefusal } from '@/lib/accounts/refusals';
import { signInCustomer } from '@/lib/accounts/session';
import type { FormState } from '@/lib/forms/form-state';
import { readForm } from '@/lib/forms/read-form';
import { formatPhone } from '@/lib/checkout/phone-format';
import { readClientAddress } from '@/lib/storefront/request-context';

/** The sign-in form's state: which step it shows comes back in `values.step` ("phone" or "code"). */
export type SignInState = FormState & { signedIn?: boolean };

type Translate = Awaited<ReturnType<typeof getTranslations<'Account'>>>;

/** Texts a code to `phone` for `purpose`; the refusal in words, or null when it was sent. */
export async function sendCodeMessage(phone: string, purpose: CodePurpose, t: Translate): Promise<string | null> {
  const locale = await getLocale();
  const sent = await sendCode(phone, purpose, { address: await readClientAddress(), locale });
  if (sent.sent) return null;
  if (sent.reason === 'not-mobile') return t('errors.notMobile');
  await countRefusal('code-throttled');
  return t('errors.throttled', { minutes: Math.max(1, Math.ceil(sent.retryAfterSeconds / 60)) });
}

/** A refused code in words. */
export function codeRefusal(result: Exclude<CheckCodeResult, { ok: true }>, t: Translate): string {
  const keys = { none: 'none', wrong: 'wrong', expired: 'expired', used: 'used', 'too-many': 'tooMany' } as const;
  return t(`errors.${keys[result.reason]}`);
}

/** Step 1: texts a code to the number typed. */
export async function requestSignInCode(formData: FormData): Promise<SignInState> {
  const parsed = await readForm(phoneSchema, formData);
  if (!parsed.success) return { ...parsed.state, values: { ...parsed.state.values, step: 'phone' } };
  const t = await getTranslations('Account');
  const { phone } = parsed.data;
  const refusal = await sendCodeMessage(phone, 'sign-in', t);
  if (refusal !== null) return { ok: false, message: refusal, fieldErrors: { phone: [refusal] }, values: { phone, step: 'phone' } };
  return { ok: true, message: t('signIn.codeSent', { phone: formatPhone(phone, await getLocale()) }), values: { phone, step: 'code' } };
}

/** Step 2: checks the code and signs the browser in. */
export async function confirmSignInCode(formData: FormData): Promise<SignInState> {
  const parsed = await readForm(codeSchema, formData);
  const phone = String(formData.get('phone') ?? '');
  if (!parsed.success) return { ...parsed.state, values: { phone, step: 'code' } };
  const t = await getTranslations('Account');
  const result = await checkCode(parsed.data.phone, 'sign-in', parsed.data.code);
  if (!result.ok) {
    const message = codeRefusal(result, t);
    return { ok: false, message, fieldErrors: { code: [message] }, values: { phone: parsed.data.phone, step: 'code' } };
  }
  await signInCustomer(parsed.data.phone);
  return { ok: true, signedIn: true };
}
