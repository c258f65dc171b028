/**
 * The language context client components need, for component tests: next-intl's provider with a
 * language's whole catalogue. English unless the test names another, as the server stand-in
 * (tests/support/next-intl-server.ts) speaks English by default.
 */
import { NextIntlClientProvider, type Locale } from 'next-intl';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { formats } from '@/lib/i18n/messages';

const CATALOGUES = { en, tr } as const;

export function IntlProvider({ children, locale = 'en' }: { children: React.ReactNode; locale?: Locale }) {
  return (
    <NextIntlClientProvider locale={locale} messages={CATALOGUES[locale]} formats={formats} timeZone="Europe/Istanbul">
      {children}
    </NextIntlClientProvider>
  );
}

/** Wraps an element in IntlProvider (for render(...) and renderToStaticMarkup(...)). */
export function withIntl(element: React.ReactNode, locale: Locale = 'en'): React.ReactElement {
  return <IntlProvider locale={locale}>{element}</IntlProvider>;
}
