/**
 * The shop as schema.org describes it, for search engines (issue 15, docs/decisions/226): a
 * `Restaurant` with its address, hours and menu on the home page, and a `MenuItem` on each product
 * page. Typed with schema-dts; the fields follow what Google's rich-results rules read for a local
 * business (name and address required; telephone, url, geo, hours, image, menu and priceRange
 * recommended; the address in its parts where the seller's line gives them).
 */
import type { DayOfWeek, MenuItem, MenuSection, OpeningHoursSpecification, PostalAddress, Restaurant, WithContext } from 'schema-dts';
import type { Menu, MenuProduct } from '@/lib/catalog/menu';
import { localePath, type Locale } from '@/lib/i18n/routing';
import type { WeeklyHours, Weekday } from '@/lib/settings/hours';
import type { IsoDate } from '@/lib/settings/time-zone';
import type { PublicShop } from '@/lib/settings/public-shop';

const DAY_OF_WEEK: Record<Weekday, DayOfWeek> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/** 12050 → "120.50": schema.org prices are plain decimals with a dot. */
export function schemaPrice(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * Weekly hours as OpeningHoursSpecification: one entry per range. A range past midnight keeps its
 * closing time ("18:00"–"02:00", as Google reads late hours); the same time twice is the whole day.
 */
export function openingHoursSpecification(hours: WeeklyHours): OpeningHoursSpecification[] {
  return (Object.keys(DAY_OF_WEEK) as Weekday[]).flatMap((day) =>
    hours[day].map((range) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: DAY_OF_WEEK[day],
      opens: range.open === range.close ? '00:00' : range.open,
      closes: range.open === range.close ? '23:59' : range.close,
    })),
  );
}

/** Closed days as special hours: opens and closes at 00:00 on that date means closed all day. */
export function closedDaySpecification(dates: IsoDate[]): OpeningHoursSpecification[] {
  return dates.map((date) => ({
    '@type': 'OpeningHoursSpecification' as const,
    validFrom: date,
    validThrough: date,
    opens: '00:00',
    closes: '00:00',
  }));
}

/**
 * A seller's one-line address as a PostalAddress. A Turkish address conventionally ends in
 * "34425 Beyoğlu/İstanbul" (postal code, district/province): when its last comma-separated part
 * reads so, those become the postal code, locality and region Google recommends; otherwise the
 * whole line is the street address.
 */
export function postalAddress(address: string): PostalAddress {
  const parts = address.split(',').map((part) => part.trim());
  const last = parts.length > 1 ? /^(?:(\d{5})\s+)?([^/]+?)\s*\/\s*(.+)$/u.exec(parts.at(-1) ?? '') : null;
  if (!last) return { '@type': 'PostalAddress', streetAddress: address.trim(), addressCountry: 'TR' };
  const [, postalCode, locality, region] = last;
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, -1).join(', '),
    addressLocality: locality,
    addressRegion: region,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'TR',
  };
}

/**
 * The menu's prices as Google's `priceRange` reads it, a numerical range in whole units with the
 * currency's sign ("₺40-520"); null for a menu without prices.
 */
export function priceRange(menu: Menu, currency: string): string | null {
  const prices = menu.categories.flatMap((c) => c.products.flatMap((p) => p.variants.map((v) => v.priceMinor)));
  if (prices.length === 0) return null;
  const low = Math.floor(Math.min(...prices) / 100);
  const high = Math.ceil(Math.max(...prices) / 100);
  const sign =
    new Intl.NumberFormat('tr-TR', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency;
  return low === high ? `${sign}${low}` : `${sign}${low}-${high}`;
}

function absolute(base: string, path: string): string {
  return `${base}${path}`;
}

/** What a menu item needs: a menu card's product and a product page both have it. */
type ItemSource = Pick<MenuProduct, 'slug' | 'name' | 'description' | 'imageUrl'> & {
  variants: { priceMinor: number; soldOut: boolean }[];
};

function menuItem(product: ItemSource, base: string, locale: Locale, currency: string): MenuItem {
  const variant = product.variants.find((v) => !v.soldOut) ?? product.variants[0];
  const soldOut = product.variants.every((v) => v.soldOut);
  return {
    '@type': 'MenuItem',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: absolute(base, localePath(locale, `/product/${product.slug}`)),
    ...(product.imageUrl ? { image: absolute(base, product.imageUrl) } : {}),
    offers: {
      '@type': 'Offer',
      price: schemaPrice(variant?.priceMinor ?? 0),
      priceCurrency: currency,
      availability: soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
}

/** The home page's `Restaurant`, with its menu as sections of items, in the page's language. */
export function restaurantJsonLd(shop: PublicShop, menu: Menu, base: string, locale: Locale): WithContext<Restaurant> {
  const { seller } = shop;
  const home = absolute(base, localePath(locale, '/'));
  const sections: MenuSection[] = menu.categories
    .filter((category) => category.products.some((product) => product.variants.length > 0))
    .map((category) => ({
      '@type': 'MenuSection',
      name: category.name,
      hasMenuItem: category.products
        .filter((product) => product.variants.length > 0)
        .map((product) => menuItem(product, base, locale, shop.currency)),
    }));
  const photo = menu.categories.flatMap((c) => c.products).find((p) => p.imageUrl)?.imageUrl;
  const image = seller.logoUrl ?? photo ?? '/icons/icon-512.png';
  const hours = shop.openingHours ? openingHoursSpecification(shop.openingHours) : [];
  const closed = closedDaySpecification(shop.closedDates);
  const prices = priceRange(menu, shop.currency);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${absolute(base, '/')}#restaurant`,
    name: seller.shopName,
    ...(seller.legalName ? { legalName: seller.legalName } : {}),
    ...(seller.tagline ? { description: seller.tagline } : {}),
    url: home,
    image: absolute(base, image),
    ...(seller.phone ? { telephone: seller.phone } : {}),
    ...(seller.email ? { email: seller.email } : {}),
    ...(seller.taxNumber ? { taxID: seller.taxNumber } : {}),
    ...(seller.address ? { address: postalAddress(seller.address) } : {}),
    ...(shop.location ? { geo: { '@type': 'GeoCoordinates', latitude: shop.location.latitude, longitude: shop.location.longitude } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(closed.length > 0 ? { specialOpeningHoursSpecification: closed } : {}),
    ...(prices ? { priceRange: prices } : {}),
    currenciesAccepted: shop.currency,
    acceptsReservations: false,
    // Google reads a food establishment's menu as the URL `menu`; schema.org's `hasMenu` carries the menu itself.
    menu: home,
    hasMenu: {
      '@type': 'Menu',
      name: seller.shopName,
      url: home,
      inLanguage: locale,
      hasMenuSection: sections,
    },
  };
}

/** A product page's `MenuItem`, offered by the restaurant. */
export function menuItemJsonLd(product: ItemSource, shop: PublicShop, base: string, locale: Locale): WithContext<MenuItem> {
  return {
    '@context': 'https://schema.org',
    ...menuItem(product, base, locale, shop.currency),
    inLanguage: locale,
  } as WithContext<MenuItem>;
}

/**
 * JSON for a <script type="application/ld+json">: `<` escaped so a name such as "</script>" cannot
 * end the script early.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
