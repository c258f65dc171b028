/**
 * Phone numbers for display in the reader's language, through libphonenumber-js (its small
 * metadata). Kept apart from ./phone.ts, which the checkout form's client code imports, so the
 * library reaches only the pages that show numbers.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored number ("05321234567") as a reader of `locale` writes it: the national form in
 * Turkish ("0532 123 45 67"), the international one for everyone else ("+90 532 123 45 67"), who
 * may be calling from abroad. Text that is not a valid Turkish number is returned as it is.
 */
export function formatPhone(phone: string, locale: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'TR');
  if (!parsed?.isValid()) return phone;
  return locale === 'tr' ? parsed.formatNational() : parsed.formatInternational();
}
