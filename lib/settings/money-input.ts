/**
 * Money as staff type it, read in the locale the site prints money in (docs/decisions/151):
 * "1.234,50", "1.500" and "29,90" in Turkish, "1,234.50" and "29.90" in English. The locale's
 * marks come from Intl; @internationalized/number's NumberParser reads the number. That parser
 * drops grouping marks wherever they stand ("12.34.5" → 12345), so the text's shape is checked
 * first: groups of exactly three digits, at most two decimals. No floating point reaches the
 * stored amount: the checked text has at most two decimals, so rounding the parsed value to
 * minor units is exact. The way back, minor units to a field's value, is formatDecimal in
 * lib/money.ts.
 */
import { NumberParser } from '@internationalized/number';
import { moneyFormat } from '@/lib/money';

/** The largest amount staff may type: 9.999.999,99. */
const MAX_WHOLE_DIGITS = 7;

interface Marks {
  decimal: string;
  group: string;
}

const marksByLocale = new Map<string, Marks>();
const parsers = new Map<string, NumberParser>();

function marksOf(locale: string): Marks {
  let marks = marksByLocale.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const group = parts.find((part) => part.type === 'group')?.value ?? (decimal === ',' ? '.' : ',');
    marks = { decimal, group };
    marksByLocale.set(locale, marks);
  }
  return marks;
}

function parserOf(locale: string): NumberParser {
  let parser = parsers.get(locale);
  if (!parser) {
    parser = new NumberParser(locale, { maximumFractionDigits: 2 });
    parsers.set(locale, parser);
  }
  return parser;
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads an amount typed in `locale` (the shop's locale when none is named) into integer minor
 * units; null for anything that is not a plain non-negative amount. Besides the locale's own
 * form, a lone other mark before one or two final digits ("29.90" in Turkish, "29,90" in
 * English) is read as the decimal mark: it cannot be a thousands separator there.
 */
export function parseMoneyInput(text: string, locale: string = moneyFormat().locale): number | null {
  const { decimal, group } = marksOf(locale);
  // Spaces are dropped, unless the locale groups with a space (fr-FR), where they are its mark.
  const compact = text.trim().replace(/\s+/g, /\s/.test(group) ? group : '');
  const other = decimal === ',' ? '.' : ',';
  const lenient = new RegExp(`^(\\d{1,${MAX_WHOLE_DIGITS}})${escape(other)}(\\d{1,2})$`).exec(compact);
  const normalised = lenient ? `${lenient[1]}${decimal}${lenient[2]}` : compact;

  const d = escape(decimal);
  const g = escape(group);
  const grouped = `\\d{1,3}(?:${g}\\d{3}){0,2}`;
  const plain = `\\d{1,${MAX_WHOLE_DIGITS}}`;
  const shape = new RegExp(`^(?:${plain}|${grouped})(?:${d}\\d{1,2})?$`);
  if (!shape.test(normalised)) return null;

  const value = parserOf(locale).parse(normalised);
  if (!Number.isFinite(value) || value < 0) return null;
  const minor = Math.round(value * 100);
  return minor <= 10 ** MAX_WHOLE_DIGITS * 100 - 1 ? minor : null;
}

/** An example amount written the way staff type it in `locale`: "1.234,50" or "1,234.50". */
export function moneyInputExample(locale: string = moneyFormat().locale): string {
  const { decimal, group } = marksOf(locale);
  return `1${group}234${decimal}50`;
}
