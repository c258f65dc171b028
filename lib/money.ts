/**
 * Display of money. Amounts inside the site are integer minor units (kuruş); this is the one
 * place that turns them into text for people.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in integer minor units, e.g. `formatMoney(49000)` → "₺490,00".
 * Throws a RangeError for a non-integer amount: a fraction of a kuruş means a bug upstream.
 * The division by 100 happens only here, at the display boundary.
 */
export function formatMoney(minor: number, opts: { currency?: string; locale?: string } = {}): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`formatMoney expects integer minor units, got ${minor}`);
  }
  const { currency = 'TRY', locale = 'tr-TR' } = opts;
  return formatterFor(currency, locale).format(minor / 100);
}
