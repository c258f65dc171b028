/**
 * Money as staff type it: "29,90" (Turkish) or "29.90", turned into integer minor units without
 * floating point. Thousands separators are refused rather than guessed ("1.234" could be either).
 * The way back, minor units to a field's value, is formatDecimal(minor, locale) in lib/money.ts.
 */

const AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** "29,90" / "29.90" / "29" / "29,9" → 2990 / 2990 / 2900 / 2990; null for anything else. */
export function parseMoneyInput(text: string): number | null {
  const match = AMOUNT.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return whole * 100 + Number(fraction);
}
