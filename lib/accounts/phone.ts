/**
 * Phone numbers for accounts and codes: the checkout's rules decide what a Turkish number is
 * (lib/checkout/phone.ts, the form WebOrder.phone stores, "05321234567"), and libphonenumber-js
 * writes it in the E.164 form an SMS provider takes ("+905321234567").
 */
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { normalizePhone } from '@/lib/checkout/phone';

/** The number as orders and accounts store it, or null when it is not a Turkish mobile or landline. */
export function accountPhone(text: string): string | null {
  return normalizePhone(text);
}

/** "05321234567" → "+905321234567", checked by libphonenumber-js; null for a number it does not accept. */
export function toE164(phone: string): string | null {
  try {
    const parsed = parsePhoneNumberWithError(phone, 'TR');
    return parsed.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}

/** Whether a number can receive the code by SMS: only mobiles (5xx) can. */
export function isMobile(phone: string): boolean {
  return /^05\d{9}$/.test(phone);
}
