import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ShopMoneyFormat } from '@/components/money-format';
import { customerMessages } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';
import { moneyFormat } from '@/lib/money';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#7a2e12',
};

/**
 * The root of every page: <html lang> in the visitor's language (from the URL, docs/decisions/200)
 * and that language's messages for the client components (all but the staff's Admin*
 * namespaces, which the admin layout adds: a customer's page never carries them). setRequestLocale lets the cached menus
 * render once per language and mode without reading a header.
 */
export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <ShopMoneyFormat format={moneyFormat()} />
        <NextIntlClientProvider messages={customerMessages(await getMessages())}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
