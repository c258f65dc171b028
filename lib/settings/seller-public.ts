import 'server-only';
import { unstable_cache } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { readSellerIdentity, type SellerIdentity } from '@/lib/settings/seller';
import { logoUrl } from '@/lib/settings/shop-logo';

/** The seller identity as every customer page shows it: the header's name, logo and tagline, the footer's details. */
export interface PublicSeller extends Omit<SellerIdentity, 'logoPath'> {
  logoUrl: string | null;
}

async function readPublicSeller(): Promise<PublicSeller> {
  const { logoPath, ...identity } = await readSellerIdentity();
  return { ...identity, logoUrl: logoUrl(logoPath) };
}

/**
 * The seller identity for the customer pages, cached under the settings' tag: the cached menus
 * render it once, and every staff change to the settings (or the logo) renders it again.
 */
export const publicSeller = unstable_cache(readPublicSeller, ['public-seller'], { tags: [CACHE_TAGS.shopSettings] });
