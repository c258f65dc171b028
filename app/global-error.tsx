'use client';

import type { ErrorInfo } from 'next/error';
import { usePathname } from 'next/navigation';

// global-error replaces the root layout, so globals.css is not loaded: the site's colours are
// repeated inline (the CSP allows inline styles, not inline scripts).
const page: React.CSSProperties = {
  margin: 0,
  minHeight: '100vh',
  background: '#fbf7f2',
  color: '#1f1a17',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  lineHeight: 1.5,
};
const card: React.CSSProperties = { maxWidth: '36rem', margin: '0 auto', padding: '3rem 1rem' };
const brand: React.CSSProperties = { margin: 0, color: '#7a2e12', fontSize: '1.375rem', fontWeight: 700 };
const actions: React.CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.25rem' };
const button: React.CSSProperties = {
  minHeight: 48,
  padding: '0 1.25rem',
  border: 0,
  borderRadius: 999,
  background: '#7a2e12',
  color: '#ffffff',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
};
const link: React.CSSProperties = {
  ...button,
  display: 'inline-flex',
  alignItems: 'center',
  border: '1px solid #7a2e12',
  background: '#ffffff',
  color: '#7a2e12',
  textDecoration: 'none',
};

/**
 * The page's words in each language. global-error replaces the root layout, so no next-intl
 * provider is above it and its catalogue may be what failed to load: the words live here, chosen
 * by the address's language prefix (as lib/i18n/routing.ts places languages), Turkish otherwise.
 */
const WORDS = {
  tr: {
    title: 'Bir şeyler ters gitti',
    body: 'Site bu sayfayı gösteremedi. Lütfen birazdan yeniden deneyin.',
    retry: 'Yeniden dene',
    back: 'Menüye dön',
    home: '/',
  },
  en: {
    title: 'Something went wrong',
    body: 'The site could not show this page. Please try again in a moment.',
    retry: 'Try again',
    back: 'Back to the menu',
    home: '/en',
  },
} as const;

/** The language of a path: its prefix when it names a language, Turkish (unprefixed) otherwise. */
function globalErrorLocale(pathname: string): keyof typeof WORDS {
  const prefix = pathname.split('/')[1] ?? '';
  return prefix === 'en' ? 'en' : 'tr';
}

/**
 * The last resort: the root layout itself failed. A plain page of its own with "Try again" and a
 * full reload of the menu (a plain link: the app's router may be what broke), in the language of
 * the address.
 */
export default function GlobalError({ retry }: ErrorInfo) {
  const locale = globalErrorLocale(usePathname() ?? '/');
  const words = WORDS[locale];
  return (
    <html lang={locale}>
      <body style={page}>
        <title>{`${words.title} · Sofra`}</title>
        <main style={card}>
          {/* eslint-disable-next-line sofra/no-literal-jsx-text -- the software's name, the same in every language */}
          <p style={brand}>Sofra</p>
          <h1>{words.title}</h1>
          <p>{words.body}</p>
          <div style={actions}>
            <button type="button" style={button} onClick={() => retry()}>
              {words.retry}
            </button>
            {/* A plain link: a full reload, not the client router that failed. */}
            <a href={words.home} style={link}>
              {words.back}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
