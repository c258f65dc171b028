/**
 * The seller identity form's schema (docs/decisions/230), defined once for the action and the form.
 * Every legal field may be left blank and saved, so staff can fill in what they have at hand; a
 * blank required field keeps the shop from taking orders and is named on the settings page and the
 * dashboard. What is typed must be right: a Turkish phone number (stored as E.164), an e-mail
 * address, a tax number with its check digits (10-digit VKN, or 11-digit TCKN for a sole trader)
 * and a 16-digit MERSIS number. Refusals are in the staff member's language (decision 220).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import { isValidTckn, isValidVkn } from '@/lib/legal/tax-ids';

/** The longest text each field takes. */
export const SELLER_LIMITS = {
  restaurantName: 60,
  tagline: 120,
  legalName: 200,
  tradeName: 120,
  address: 300,
  phone: 30,
  email: 120,
  taxOffice: 80,
  taxNumber: 20,
  mersisNumber: 30,
  etbisNumber: 40,
} as const;

/** Digits typed with spaces, dots or dashes between groups ("0123 4567 8900 0015") → the digits. */
const withoutSeparators = (text: string) => text.replace(/[\s.\-]/g, '');

function text(max: number) {
  return z.string().trim().max(max, formKey('AdminSettings.errors.tooLong', { max }));
}

/** Empty stays empty; anything else must pass `check`, and leaves as `normalise` makes it. */
function optionalChecked(max: number, check: (value: string) => string | null, normalise = (value: string) => value) {
  return text(max).transform((value, ctx) => {
    if (value === '') return '';
    const refusal = check(value);
    if (refusal !== null) {
      ctx.addIssue({ code: 'custom', message: refusal });
      return z.NEVER;
    }
    return normalise(value);
  });
}

/** A Turkish phone number as E.164 ("+902125550123"), or null when it is not one. */
export function normalisePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, 'TR');
  return parsed?.isValid() ? parsed.number : null;
}

/** Why a tax number is refused, in the staff member's words; null when it is a VKN or a TCKN. */
function taxNumberRefusal(value: string): string | null {
  const digits = withoutSeparators(value);
  if (!/^\d+$/.test(digits) || (digits.length !== 10 && digits.length !== 11)) return formKey('AdminSettings.errors.taxNumberShape');
  if (digits.length === 10) return isValidVkn(digits) ? null : formKey('AdminSettings.errors.vknCheck');
  return isValidTckn(digits) ? null : formKey('AdminSettings.errors.tcknCheck');
}

export function sellerSchema() {
  const email = z.email();
  return z.object({
    restaurantName: text(SELLER_LIMITS.restaurantName).min(1, formKey('AdminSettings.errors.restaurantName')),
    tagline: text(SELLER_LIMITS.tagline),
    legalName: text(SELLER_LIMITS.legalName),
    tradeName: text(SELLER_LIMITS.tradeName),
    address: text(SELLER_LIMITS.address),
    phone: optionalChecked(
      SELLER_LIMITS.phone,
      (value) => (normalisePhone(value) === null ? formKey('AdminSettings.errors.sellerPhone') : null),
      (value) => normalisePhone(value) ?? value,
    ),
    email: optionalChecked(SELLER_LIMITS.email, (value) =>
      email.safeParse(value).success ? null : formKey('AdminSettings.errors.sellerEmail'),
    ),
    taxOffice: text(SELLER_LIMITS.taxOffice),
    taxNumber: optionalChecked(SELLER_LIMITS.taxNumber, (value) => taxNumberRefusal(value), withoutSeparators),
    mersisNumber: optionalChecked(
      SELLER_LIMITS.mersisNumber,
      (value) => (/^\d{16}$/.test(withoutSeparators(value)) ? null : formKey('AdminSettings.errors.mersis')),
      withoutSeparators,
    ),
    etbisNumber: text(SELLER_LIMITS.etbisNumber),
  });
}

export type SellerForm = z.output<ReturnType<typeof sellerSchema>>;
