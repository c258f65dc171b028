'use client';

import type { ErrorInfo } from 'next/error';

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
 * The last resort: the root layout itself failed. A plain page of its own with "Try again" and a
 * full reload of the menu (a plain link: the app's router may be what broke).
 */
export default function GlobalError({ retry }: ErrorInfo) {
  return (
    <html lang="en">
      <body style={page}>
        <title>Something went wrong · Sofra</title>
        <main style={card}>
          <p style={brand}>Sofra</p>
          <h1>Something went wrong</h1>
          <p>The site could not show this page. Please try again in a moment.</p>
          <div style={actions}>
            <button type="button" style={button} onClick={() => retry()}>
              Try again
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload, not the client router that failed */}
            <a href="/" style={link}>
              Back to the menu
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
