/**
 * Turkish phone numbers as customers type them: "0532 123 45 67", "532 123 45 67",
 * "+90 (532) 123-45-67", "0090 532…", landlines "0212 345 67 89", and 0850 numbers. Pure, so the
 * checkout form and the place-order action share it.
 */

/**
 * A national significant number (10 digits after the trunk 0): mobiles 5xx, landlines with an area
 * code 2xx–4xx, and the nationwide 850 numbers. Anything else (0800, 0900, short codes) cannot
 * take a delivery call.
 */
const NATIONAL_NUMBER = /^(5\d{2}|[234]\d{2}|850)\d{7}$/;

/** Characters people put between digits; anything else makes the text something other than a number. */
const SEPARATORS = /[\s().\-/]/g;

/**
 * The number in the one form the site stores and sends to the POS: "0" followed by the 10-digit
 * national number, e.g. "05321234567"; null when the text is not a Turkish mobile or landline.
 */
export function normalizePhone(text: string): string | null {
  const compact = text.trim().replace(SEPARATORS, '');
  let national: string;
  if (/^\+90\d+$/.test(compact)) national = compact.slice(3);
  else if (/^0090\d+$/.test(compact)) national = compact.slice(4);
  else if (/^90\d{10}$/.test(compact)) national = compact.slice(2);
  else if (/^0\d+$/.test(compact)) national = compact.slice(1);
  else if (/^\d+$/.test(compact)) national = compact;
  else return null;
  return NATIONAL_NUMBER.test(national) ? `0${national}` : null;
}
