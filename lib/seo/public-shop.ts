/**
 * What the public web knows of the shop: its name, address, hours and location, for the page
 * titles, the web manifest, the sitemap and the structured data. Cached with the shop-settings tag,
 * so the cached menus can carry it and a staff edit shows at once (docs/decisions/226).
 */
import { unstable_cache } from 'next/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { readSellerIdentity, type SellerIdentity } from '@/lib/settings/seller';
import { readShopSettings, type ShopSettings } from '@/lib/settings/shop';

export interface PublicShop {
  identity: SellerIdentity;
  openingHours: ShopSettings['openingHours'];
  closedDates: ShopSettings['closedDates'];
  location: ShopSettings['location'];
  currency: string;
}

export async function readPublicShop(): Promise<PublicShop> {
  const [identity, settings] = await Promise.all([readSellerIdentity(), readShopSettings()]);
  return {
    identity,
    openingHours: settings.openingHours,
    closedDates: settings.closedDates,
    location: settings.location,
    currency: settings.currency,
  };
}

export const cachedPublicShop: () => Promise<PublicShop> = unstable_cache(readPublicShop, ['public-shop'], {
  tags: [CACHE_TAGS.shopSettings],
});
