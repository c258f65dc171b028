'use client';

import { usePathname } from 'next/navigation';

/** The address path without its language prefix (`/en/cart` → `/cart`, `/en` → `/`). */
function withoutPrefix(pathname: string, locales: readonly string[]): string {
  const first = pathname.split('/')[1] ?? '';
  if (!locales.includes(first)) return pathname;
  return pathname.slice(first.length + 1) || '/';
}

/**
 * A plain link to the page in view in another language, always with that language's prefix
 * (`/tr/cart`, `/en/cart`): a whole page load, which next-intl's middleware answers by
 * remembering the language in its cookie (and, for Turkish, sending on to /cart). Only the
 * browser knows the page's address, hence a client component; it holds no words.
 */
export function SamePageLink({
  locale,
  locales,
  className,
  children,
}: {
  locale: string;
  /** Every language of the site, to know a prefix from a page's own path. */
  locales: readonly string[];
  className?: string;
  children: React.ReactNode;
}) {
  const rest = withoutPrefix(usePathname(), locales);
  return (
    <a href={rest === '/' ? `/${locale}` : `/${locale}${rest}`} lang={locale} hrefLang={locale} className={className}>
      {children}
    </a>
  );
}
