/**
 * Display of money. Amounts inside the site are integer minor units (kuruş); this is the one
 * place that turns them into text for people.
 */
import { singleton } from '@/lib/singleton';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // The narrow symbol in every language: "₺1,250.00" in English as "₺1.250,00" in Turkish, never "TRY".
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in integer minor units, e.g. `formatMoney(49000)` → "₺490,00" in the shop's
 * format (moneyFormat()) unless the caller names a currency or locale.
 * Throws a RangeError for a non-integer amount: a fraction of a kuruş means a bug upstream.
 * The division by 100 happens only here, at the display boundary.
 */
export function formatMoney(minor: number, opts: { currency?: string; locale?: string } = {}): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`formatMoney expects integer minor units, got ${minor}`);
  }
  const shop = moneyFormat();
  const { currency = shop.currency, locale = shop.locale } = opts;
  return formatterFor(currency, locale).format(minor / 100);
}

/**
 * Minor units as a plain decimal, no grouping and no currency symbol: "29.90", or "29,90" when
 * the locale writes a decimal comma (a CSV cell, a form field's value). Integer arithmetic only.
 */
export function formatDecimal(minor: number, locale?: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`formatDecimal expects integer minor units, got ${minor}`);
  const mark = locale === undefined ? '.' : decimalMarkOf(locale);
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.trunc(abs / 100)}${mark}${String(abs % 100).padStart(2, '0')}`;
}

function decimalMarkOf(locale: string): '.' | ',' {
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? ',' : '.';
}

/** The currency and locale prices are shown in (shop settings: one restaurant per site). */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

/**
 * The currency of every amount the site handles: the POS's. Its price lists carry bare numbers and
 * its payments name Turkish lira ("TL"); the site never converts, so the currency is not a setting
 * (docs/decisions/151). Only the locale, how amounts are written, is the shop's choice.
 */
export const POS_CURRENCY = 'TRY';

export const DEFAULT_MONEY_FORMAT: MoneyFormat = { currency: POS_CURRENCY, locale: 'tr-TR' };

const holder = singleton('moneyFormat', (): { format?: MoneyFormat } => ({}));

/**
 * The shop's money format, as the process last learnt it (docs/decisions/124): on the server from
 * the settings at start-up and at every save of them; in the browser from the root layout.
 */
export function moneyFormat(): MoneyFormat {
  return holder.format ?? DEFAULT_MONEY_FORMAT;
}

/** Sets the format formatMoney uses when its caller names none. */
export function setMoneyFormat(format: MoneyFormat): void {
  holder.format = { currency: format.currency, locale: format.locale };
}
