/**
 * The "Phone verification" settings form's schema (docs/decisions/267), shared by the action and
 * the form component: whether a first order from an unverified number needs the SMS code, and
 * from which total.
 */
import { z } from 'zod';
import type { FormContext } from '@/lib/forms/form-context';
import { formKey } from '@/lib/forms/message-key';
import { VERIFICATION_MODES } from '@/lib/accounts/verification-modes';
import { optionalMoney } from '@/lib/settings/forms';

export function verificationSchema(context: FormContext) {
  return z.object({
    orderVerification: z.enum(VERIFICATION_MODES, formKey('Forms.invalid')),
    orderVerificationAbove: optionalMoney(context, 'verificationAbove', 0),
  });
}
