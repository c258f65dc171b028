import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ShopMoneyFormat } from '@/components/money-format';
import { routing, type Locale } from '@/lib/i18n/routing';
import { BRAND_COLOR } from '@/lib/seo/brand';
import { publicShop } from '@/lib/settings/public-shop';
import { siteBaseUrl } from '@/lib/site-url';
import { moneyFormat } from '@/lib/money';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/**
 * Every page's defaults: titles and cards in the restaurant's name (not the product's), absolute
 * addresses from SITE_URL, the icons and the web manifest (issue 15, docs/decisions/226).
 */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, { seller }] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), publicShop()]);
  const name = seller.shopName;
  const description = seller.tagline || t('description');
  return {
    metadataBase: new URL(siteBaseUrl()),
    applicationName: name,
    title: { default: name, template: `%s · ${name}` },
    description,
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-touch-icon.png',
    },
    manifest: '/manifest.webmanifest',
    openGraph: {
      type: 'website',
      siteName: name,
      title: name,
      description,
      locale: OPEN_GRAPH_LOCALE[locale],
      alternateLocale: routing.locales.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALE[other]),
      images: [{ url: seller.logoUrl ?? '/icons/icon-512.png', alt: name }],
    },
    twitter: { card: 'summary', title: name, description },
  };
}

/** Open Graph names languages with their country, as Facebook and others read them. */
const OPEN_GRAPH_LOCALE: Record<Locale, string> = { tr: 'tr_TR', en: 'en_GB' };

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: BRAND_COLOR,
};

/**
 * The root of every page: <html lang> in the visitor's language (from the URL, docs/decisions/200).
 * It hands client components no messages: the cached menu's browser code formats none, and the
 * layouts whose client components do (the per-visitor shop pages, the admin, the sandbox) wrap
 * them in NextIntlClientProvider themselves (docs/decisions/270). setRequestLocale lets the cached
 * menus render once per language and mode without reading a header.
 */
export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <ShopMoneyFormat format={moneyFormat()} />
        {children}
      </body>
    </html>
  );
}
