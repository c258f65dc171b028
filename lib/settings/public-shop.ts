/**
 * What customers and the public web know of the shop, read once and cached under the settings'
 * tag: the seller identity (the header's name, logo and tagline, the footer's details, the pickup
 * address) with its hours, closed days and location (the page titles, the web manifest and the
 * structured data). The cached menus render it once, and every staff change to the settings or the
 * logo renders it again (docs/decisions/226, 230).
 */
import { unstable_cache } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { readSellerIdentity, type SellerIdentity } from '@/lib/settings/seller';
import { logoUrl } from '@/lib/settings/shop-logo';
import { readShopSettings, type ShopSettings } from '@/lib/settings/shop';

/** The seller identity as every customer page shows it, with the logo's address on the site. */
export interface PublicSeller extends Omit<SellerIdentity, 'logoPath'> {
  logoUrl: string | null;
}

export interface PublicShop {
  seller: PublicSeller;
  openingHours: ShopSettings['openingHours'];
  closedDates: ShopSettings['closedDates'];
  location: ShopSettings['location'];
  currency: string;
}

async function readPublicShop(): Promise<PublicShop> {
  const [{ logoPath, ...identity }, settings] = await Promise.all([readSellerIdentity(), readShopSettings()]);
  return {
    seller: { ...identity, logoUrl: logoUrl(logoPath) },
    openingHours: settings.openingHours,
    closedDates: settings.closedDates,
    location: settings.location,
    currency: settings.currency,
  };
}

/** The one cached reader of the shop's public facts. */
export const publicShop: () => Promise<PublicShop> = unstable_cache(readPublicShop, ['public-shop'], {
  tags: [CACHE_TAGS.shopSettings],
});

/** The seller identity alone, from the same cached read: the header, the footer and the pickup address. */
export async function publicSeller(): Promise<PublicSeller> {
  return (await publicShop()).seller;
}
