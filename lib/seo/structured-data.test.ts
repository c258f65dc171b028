import { describe, expect, it } from 'vitest';
import type { Menu } from '@/lib/catalog/menu';
import type { PublicShop } from '@/lib/settings/public-shop';
import {
  closedDaySpecification,
  menuItemJsonLd,
  openingHoursSpecification,
  postalAddress,
  priceRange,
  restaurantJsonLd,
  schemaPrice,
  serializeJsonLd,
} from '@/lib/seo/structured-data';
import type { WeeklyHours } from '@/lib/settings/hours';

const closedAllWeek: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const shop: PublicShop = {
  seller: {
    legalName: 'Örnek Gıda Ltd. Şti.',
    tradeName: 'Köşe Kebap',
    address: 'Caferağa Mah. Moda Cad. No: 1, Kadıköy/İstanbul',
    phone: '+90 216 555 01 01',
    email: 'merhaba@example.com',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
    mersisNumber: '0123456789000015',
    etbisNumber: '',
    shopName: 'Köşe Kebap',
    tagline: 'Odun ateşinde kebap',
    logoUrl: null,
  },
  openingHours: {
    ...closedAllWeek,
    mon: [{ open: '11:00', close: '23:00' }],
    fri: [{ open: '18:00', close: '02:00' }],
    sun: [{ open: '00:00', close: '00:00' }],
  },
  closedDates: ['2026-12-31'],
  location: { latitude: 40.99, longitude: 29.02 },
  currency: 'TRY',
};

const menu: Menu = {
  mode: 'delivery',
  locale: 'tr',
  categories: [
    {
      id: 1,
      slug: 'kebaplar',
      name: 'Kebaplar',
      products: [
        {
          id: 10,
          slug: 'adana-kebap',
          name: 'Adana Kebap',
          description: 'Acılı, zırh kıyması',
          imageUrl: '/media/adana.jpg',
          fromPriceMinor: 49000,
          soldOut: false,
          variants: [{ id: 100, name: 'Porsiyon', priceMinor: 49000, soldOut: false, productUnitId: 5040, productCode: null }],
          snoozedUntil: null,
        },
      ],
    },
    { id: 2, slug: 'bos', name: 'Boş kategori', products: [] },
  ],
} as unknown as Menu;

describe('structured data', () => {
  it('writes prices as plain decimals', () => {
    expect(schemaPrice(49000)).toBe('490.00');
    expect(schemaPrice(1205)).toBe('12.05');
  });

  it('turns each opening range into a day, keeps late closing times and makes a same-time range the whole day', () => {
    expect(openingHoursSpecification(shop.openingHours ?? closedAllWeek)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '11:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '00:00', closes: '23:59' },
    ]);
    expect(closedDaySpecification(['2026-12-31'])).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '00:00', closes: '00:00' },
    ]);
  });

  it('names the restaurant, its address, hours and menu with absolute addresses in the page language', () => {
    const data = restaurantJsonLd(shop, menu, 'https://order.example', 'en');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Köşe Kebap',
      url: 'https://order.example/en',
      image: 'https://order.example/media/adana.jpg',
      telephone: '+90 216 555 01 01',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Caferağa Mah. Moda Cad. No: 1',
        addressLocality: 'Kadıköy',
        addressRegion: 'İstanbul',
        addressCountry: 'TR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.99, longitude: 29.02 },
      priceRange: '₺490',
      menu: 'https://order.example/en',
      hasMenu: { '@type': 'Menu', inLanguage: 'en' },
    });
    expect(data).toHaveProperty('openingHoursSpecification.length', 3);
    expect(data).toHaveProperty('specialOpeningHoursSpecification.length', 1);
    // An empty category is left out; the item links to its page in the same language.
    expect(data).toHaveProperty('hasMenu.hasMenuSection', [
      {
        '@type': 'MenuSection',
        name: 'Kebaplar',
        hasMenuItem: [
          {
            '@type': 'MenuItem',
            name: 'Adana Kebap',
            description: 'Acılı, zırh kıyması',
            url: 'https://order.example/en/product/adana-kebap',
            image: 'https://order.example/media/adana.jpg',
            offers: { '@type': 'Offer', price: '490.00', priceCurrency: 'TRY', availability: 'https://schema.org/InStock' },
          },
        ],
      },
    ]);
  });

  it('splits a Turkish address into the parts Google reads, and keeps a line it cannot read whole', () => {
    expect(postalAddress('Kemankeş Karamustafa Paşa Mah. Örnek Sok. No: 1, 34425 Beyoğlu/İstanbul')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Kemankeş Karamustafa Paşa Mah. Örnek Sok. No: 1',
      addressLocality: 'Beyoğlu',
      addressRegion: 'İstanbul',
      postalCode: '34425',
      addressCountry: 'TR',
    });
    expect(postalAddress('Moda Cad. No: 1 Kadıköy')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Moda Cad. No: 1 Kadıköy',
      addressCountry: 'TR',
    });
  });

  it('gives the price range from the cheapest to the dearest size, in whole liras', () => {
    const wide = {
      ...menu,
      categories: [
        ...menu.categories,
        {
          id: 3,
          slug: 'icecek',
          name: 'İçecek',
          products: [{ ...menu.categories[0]?.products[0], variants: [{ priceMinor: 4050, soldOut: true }] }],
        },
      ],
    } as unknown as Menu;
    expect(priceRange(wide, 'TRY')).toBe('₺40-490');
    expect(priceRange({ ...menu, categories: [] }, 'TRY')).toBeNull();
  });

  it('leaves out what the seller has not filled in, rather than writing empty values', () => {
    const data = restaurantJsonLd(
      {
        ...shop,
        seller: { ...shop.seller, address: '', phone: '', email: '', legalName: '' },
        openingHours: null,
        closedDates: [],
        location: null,
      },
      menu,
      'https://order.example',
      'tr',
    );
    for (const key of [
      'address',
      'telephone',
      'email',
      'legalName',
      'openingHoursSpecification',
      'specialOpeningHoursSpecification',
      'geo',
    ]) {
      expect(data).not.toHaveProperty(key);
    }
    expect(data).toHaveProperty('url', 'https://order.example/');
  });

  it('marks an item out of stock when every size is sold out', () => {
    const item = menuItemJsonLd(
      { slug: 'ayran', name: 'Ayran', description: '', imageUrl: null, variants: [{ priceMinor: 4000, soldOut: true }] },
      shop,
      'https://order.example',
      'tr',
    );
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      url: 'https://order.example/product/ayran',
      offers: { availability: 'https://schema.org/OutOfStock', price: '40.00' },
    });
    expect(item).not.toHaveProperty('image');
    expect(item).not.toHaveProperty('description');
  });

  it('cannot be broken out of its script tag by a dish name', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
