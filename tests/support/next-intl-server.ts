/**
 * next-intl/server as Vitest, the crash test's child and the benchmarks see it (vitest.config.ts
 * aliases the module here, and so does tsconfig.outside-next.json for tsx). The real module
 * works only inside Next's server runtime; tests render server components and call server actions
 * directly, so this stand-in gives them the same functions over next-intl's core, in the language
 * `setTestLocale` chose: English unless a test says otherwise, so that assertions read the English
 * catalogue, and a Turkish test asks for Turkish.
 */
import { createFormatter, createTranslator, type Locale } from 'next-intl';
import { formats, loadMessages } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';

let current: Locale = 'en';

/** The language server code renders in from now on (until the next call). */
export function setTestLocale(locale: Locale): void {
  current = locale;
}

const TIME_ZONE = 'Europe/Istanbul';

export async function getLocale(): Promise<Locale> {
  return current;
}

export async function getMessages(options?: { locale?: Locale }) {
  return loadMessages(options?.locale ?? current);
}

export async function getTimeZone(): Promise<string> {
  return TIME_ZONE;
}

export async function getNow(): Promise<Date> {
  return new Date();
}

export async function getFormatter(options?: { locale?: Locale }) {
  return createFormatter({ locale: options?.locale ?? current, formats, timeZone: TIME_ZONE });
}

type TranslationsOptions = string | { locale?: Locale; namespace?: string } | undefined;

export async function getTranslations(options?: TranslationsOptions) {
  const { locale = current, namespace } = typeof options === 'object' ? options : { namespace: options };
  const messages = await loadMessages(locale);
  // The real getTranslations is typed by namespace; tests only call it through production code,
  // which the typecheck already holds to the catalogue.
  return createTranslator({ locale, messages, namespace: namespace as never, formats, timeZone: TIME_ZONE });
}

export function setRequestLocale(locale: string): void {
  if ((routing.locales as readonly string[]).includes(locale)) current = locale as Locale;
}

export function getRequestConfig<T>(factory: T): T {
  return factory;
}
