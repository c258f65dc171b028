/**
 * Cache tags of the catalogue and shop readers, in one place. Tags are global (never per
 * visitor). The catalogue sync, staff edits and webhooks revalidate them after writing.
 */
export const CACHE_TAGS = {
  /** The public menu (own products joined with the POS mirror's prices and stock). */
  menu: 'menu',
  /** The POS mirror as staff pages read it (units, features, tables, payment types). */
  posCatalog: 'pos-catalog',
  /** Shop settings: fees, opening hours, paused/busy mode. */
  shopSettings: 'shop-settings',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
