/* eslint-disable sofra/no-literal-jsx-text -- outside every language (no catalogue is loaded here), it speaks both at once */
import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Sayfa bulunamadı · Page not found' };

/**
 * An address outside every language (the proxy sends every page address to app/[locale], so this
 * is an unknown /api/… or file path). It has no language to speak, so it says it in both.
 */
export default function NotFound() {
  return (
    <html lang="tr">
      <body>
        <main style={{ maxWidth: '36rem', margin: '0 auto', padding: '3rem 1rem' }}>
          <h1>Sayfa bulunamadı</h1>
          <p>
            <Link href="/">Menüye dön</Link>
          </p>
          <p lang="en">
            Page not found. <Link href="/en">Back to the menu</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
