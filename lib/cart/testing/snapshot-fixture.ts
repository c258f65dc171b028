/**
 * A hand-written catalogue snapshot for the cart's unit tests, shaped like the demo restaurant
 * (lib/pos-sandbox/demo) so the numbers read familiar: prices in kuruş per list
 * (table 1, delivery 3, pickup 5).
 */
import { buildMirrorLookup, type MirrorProduct, type MirrorUnit } from '@/lib/catalog/mapping';
import type { CartRow, CartVariantFacts } from '@/lib/cart/price-cart';
import type { Selection } from '@/lib/cart/selection';
import type { CatalogSnapshot, FeatureLink } from '@/lib/storefront/catalog';

type Price = number | null | { off: number };

function unit(id: number, name: string, table: Price, delivery: Price, pickup: Price, isDefault = false): MirrorUnit {
  const prices = (
    [
      [1, table],
      [3, delivery],
      [5, pickup],
    ] as const
  ).flatMap(([priceList, value]) => {
    if (value === null) return [];
    if (typeof value === 'number') return [{ priceList, priceMinor: value, isActive: true, removedAt: null }];
    return [{ priceList, priceMinor: value.off, isActive: false, removedAt: null }];
  });
  return { id, name, isDefault, position: id, removedAt: null, prices };
}

function product(id: number, name: string, units: MirrorUnit[], extra: Partial<MirrorProduct> = {}): MirrorProduct {
  return { id, name, code: null, isStockFollow: false, removedAt: null, units, stocks: [], ...extra };
}

function link(featureId: number, name: string, groupId: number, additionalPriceMinor: number): FeatureLink {
  const groups: Record<number, Pick<FeatureLink, 'groupName' | 'groupPosition' | 'necessaryCount' | 'selection'>> = {
    1: { groupName: 'Acılık derecesi', groupPosition: 1, necessaryCount: 1, selection: 'single' },
    2: { groupName: 'Ekstralar', groupPosition: 2, necessaryCount: 0, selection: 'multiple' },
  };
  const group = groups[groupId] ?? { groupName: `Group ${groupId}`, groupPosition: groupId, necessaryCount: 0, selection: 'single' };
  return { featureId, name, position: featureId, groupId, additionalPriceMinor, ...group };
}

/** Unit ids of the fixture. */
export const UNITS = {
  adana: 5040,
  tavukDurum: 5000,
  etDurum: 5002,
  kunefe: 5080,
  kazandibi: 5084,
  patlican: 5050,
  ayran: 5090,
  kola: 5093,
  durumMenu: 5100,
  /** The POS unit staff mapped the paid option "Ekstra kaşar" to: no pickup row. */
  ekstraKasar: 7001,
} as const;

/** Products: Adana (code ADN-001), Tavuk Döner Dürüm with options, Künefe, Kazandibi, Patlıcan, drinks, Dürüm Menü, Ekstra kaşar. */
export function snapshotFixture(overrides: Partial<CatalogSnapshot> = {}): CatalogSnapshot {
  const products = [
    product(1020, 'Adana Kebap', [unit(UNITS.adana, 'Porsiyon', 48_000, 49_000, 46_000, true)], { code: 'ADN-001' }),
    product(1000, 'Tavuk Döner Dürüm', [unit(UNITS.tavukDurum, 'Adet', 19_000, 19_000, 17_500)]),
    product(1001, 'Et Döner Dürüm', [unit(UNITS.etDurum, 'Adet', 29_000, 29_000, 27_000)]),
    product(1060, 'Künefe', [unit(UNITS.kunefe, 'Porsiyon', 26_000, { off: 27_000 }, 25_000)]),
    product(1063, 'Kazandibi', [unit(UNITS.kazandibi, 'Kase', 14_000, 14_500, 14_000)], {
      isStockFollow: true,
      stocks: [{ salesChannel: 'Web', quantity: 0, removedAt: null }],
    }),
    product(1026, 'Patlıcan Kebabı', [unit(UNITS.patlican, 'Porsiyon', 56_000, 57_000, 56_000)], {
      isStockFollow: true,
      stocks: [{ salesChannel: 'Web', quantity: 6, removedAt: null }],
    }),
    product(1070, 'Ayran', [unit(UNITS.ayran, 'Şişe (300 ml)', 4_000, 4_500, 4_000)]),
    product(1073, 'Kola', [unit(UNITS.kola, 'Kutu (330 ml)', 6_000, 6_500, 6_000)]),
    product(1080, 'Dürüm Menü', [unit(UNITS.durumMenu, 'Menü', 32_000, 33_000, 30_500)]),
    product(1090, 'Ekstra kaşar', [unit(UNITS.ekstraKasar, 'Porsiyon', 2_500, 2_500, null)]),
  ];
  return {
    lookup: buildMirrorLookup(products),
    features: new Map([
      [
        1000,
        [
          link(801, 'Acısız', 1, 0),
          link(802, 'Az acılı', 1, 0),
          link(803, 'Acılı', 1, 0),
          link(811, 'Ekstra kaşar', 2, 2_500),
          link(812, 'Ekstra et', 2, 7_000),
        ],
      ],
    ]),
    exclusions: new Map([
      [
        1000,
        [
          { featureId: 901, name: 'Soğan' },
          { featureId: 902, name: 'Domates' },
        ],
      ],
    ]),
    menuGroups: new Map([
      [
        1080,
        [
          {
            groupId: 1,
            name: 'Ana yemek',
            selectableCount: 1,
            position: 1,
            items: [
              { productUnitId: UNITS.tavukDurum, name: 'Tavuk Döner Dürüm', unitName: 'Adet', position: 1 },
              { productUnitId: UNITS.etDurum, name: 'Et Döner Dürüm', unitName: 'Adet', position: 2 },
            ],
          },
          {
            groupId: 2,
            name: 'İçecek',
            selectableCount: 1,
            position: 2,
            items: [
              { productUnitId: UNITS.ayran, name: 'Ayran', unitName: 'Şişe (300 ml)', position: 1 },
              { productUnitId: UNITS.kola, name: 'Kola', unitName: 'Kutu (330 ml)', position: 2 },
            ],
          },
        ],
      ],
    ]),
    optionUnits: new Map([[811, UNITS.ekstraKasar]]),
    webSalesChannel: 'Web',
    ...overrides,
  };
}

/** Own-catalogue facts of a variant mapped to a fixture unit (variant id = unit id, for short tests). */
export function variantFacts(unitId: number, productName: string, overrides: Partial<CartVariantFacts> = {}): CartVariantFacts {
  return {
    variantId: unitId,
    variantName: 'Porsiyon',
    productName,
    slug: productName.toLowerCase().replace(/\s+/g, '-'),
    imageUrl: null,
    visible: true,
    snoozedUntil: null,
    variantCount: 1,
    mapping: { posProductUnitId: unitId, posProductCode: null },
    ...overrides,
  };
}

/** A cart row for a fixture variant. */
export function row(id: number, variantId: number, quantity: number, selection: Partial<Selection> = {}, note = ''): CartRow {
  return { id, variantId, quantity, note, options: JSON.stringify({ features: [], excluded: [], combo: [], ...selection }) };
}
