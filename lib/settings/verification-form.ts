/**
 * The "Phone verification" settings form's schema (docs/decisions/267), shared by the action and
 * the form component: whether a first order from an unverified number needs the SMS code, and
 * from which total.
 */
import { z } from 'zod';
import { VERIFICATION_MODES } from '@/lib/accounts/verification-modes';
import type { FormWords } from '@/lib/settings/form-words';
import { optionalMoney } from '@/lib/settings/forms';

export function verificationSchema(words: FormWords) {
  return z.object({
    orderVerification: z.enum(VERIFICATION_MODES, words.t('Forms.invalid')),
    orderVerificationAbove: optionalMoney(words, 'verificationAbove', 0),
  });
}
