import type { MetadataRoute } from 'next';
import { publicShop } from '@/lib/settings/public-shop';
import { BACKGROUND_COLOR, BRAND_COLOR } from '@/lib/seo/brand';

/** Read at request time: the build has no database, and staff may rename the shop. */
export const dynamic = 'force-dynamic';

/**
 * /manifest.webmanifest: what a phone needs to install the shop as an app, in the restaurant's
 * name and colours (issue 15, docs/decisions/226). Turkish, the site's first language.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { seller } = await publicShop();
  return {
    name: seller.shopName,
    short_name: seller.shopName.length > 12 ? seller.shopName.slice(0, 12).trim() : seller.shopName,
    description: seller.tagline || undefined,
    lang: 'tr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: BACKGROUND_COLOR,
    theme_color: BRAND_COLOR,
    categories: ['food', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
