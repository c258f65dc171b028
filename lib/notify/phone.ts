import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The number an SMS goes to: the phone checkout stored ("05321234567"), as E.164 ("+905321234567"),
 * when it is a valid mobile number; null for a landline or 0850 number, which cannot take an SMS.
 */
export function smsNumber(stored: string): string | null {
  const parsed = parsePhoneNumberFromString(stored, 'TR');
  if (!parsed?.isValid()) return null;
  return parsed.getType() === 'MOBILE' ? parsed.number : null;
}
