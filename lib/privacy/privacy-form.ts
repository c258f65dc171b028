/**
 * The privacy settings forms' schemas (retention, the notice's text, erasure), defined once for
 * the server actions and the form components. No server imports.
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import { normalizePhone } from '@/lib/checkout/phone';
import { routing } from '@/lib/i18n/routing';
import { RETENTION_MONTHS_RANGE } from '@/lib/privacy/retention-range';

/** The longest notice staff may store: the template is about 5,000 characters. */
export const NOTICE_MAX_LENGTH = 30_000;

export function retentionSchema() {
  const { min, max } = RETENTION_MONTHS_RANGE;
  const invalid = formKey('AdminPrivacy.retention.invalid', { min, max });
  return z.object({
    retentionMonths: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, invalid)
      .transform(Number)
      .refine((n) => n >= min && n <= max, invalid),
  });
}

export function noticeSchema() {
  return z.object({
    locale: z.enum(routing.locales),
    text: z.string().max(NOTICE_MAX_LENGTH, formKey('AdminPrivacy.notice.tooLong', { max: NOTICE_MAX_LENGTH })),
  });
}

export function noticeResetSchema() {
  return z.object({ locale: z.enum(routing.locales) });
}

export function erasureSchema() {
  return z.object({
    phone: z.string().transform((text, ctx) => {
      const phone = normalizePhone(text);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: formKey('AdminPrivacy.erasure.invalidPhone') });
        return z.NEVER;
      }
      return phone;
    }),
  });
}
