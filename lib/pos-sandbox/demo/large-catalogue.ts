/**
 * A large generated catalogue for benchmarking a catalogue sync: the demo restaurant's settings
 * with `products` generated products over up to 40 categories. Shaped like real data: 1–3 units,
 * rows for lists 1/3/5 (pickup often cheaper, a few delivery rows inactive), half the products
 * coded, some stock-followed, some with leave-out ingredients and features.
 */
import type { SandboxCatalogue, WireCategory, WireFeatureGroup, WirePrice, WireProduct } from '@/lib/pos-sandbox/types';
import type { Ingredient } from './authoring';
import { ingredients } from './features';
import { createRandom, type Random } from './random';
import { demoAreas, demoCouriers, demoDiscounts, demoPaymentTypes, demoRestaurant } from './settings';

const MAX_CATEGORIES = 40;
const FIRST_PRODUCT_ID = 1000;
const FIRST_UNIT_ID = 100_000;

const CATEGORY_NAMES = [
  'Dürümler',
  'Dönerler',
  'Lahmacunlar',
  'Pideler',
  'Kebaplar',
  'Izgaralar',
  'Şişler',
  'Köfteler',
  'Mezeler',
  'Salatalar',
  'Çorbalar',
  'Ara Sıcaklar',
  'Tatlılar',
  'Sütlü Tatlılar',
  'Soğuk İçecekler',
  'Sıcak İçecekler',
];
const DISHES = [
  'Adana',
  'Urfa',
  'Beyti',
  'Tavuk Şiş',
  'Köfte',
  'Döner',
  'Lahmacun',
  'Pide',
  'Çorba',
  'Ezme',
  'Künefe',
  'Baklava',
  'Ayran',
  'Şalgam',
  'Pilav',
  'Salata',
];
const STYLES = ['Klasik', 'Acılı', 'Ev Usulü', 'Közde', 'Fırında', 'Özel', 'Bol Soslu', 'Kaşarlı'];
const EXTRAS: ReadonlyArray<readonly [string, number]> = [
  ['Ekstra kaşar', 25],
  ['Ekstra et', 90],
  ['Tereyağı', 20],
];
const UNIT_SETS = [
  ['Porsiyon', '1.5 Porsiyon', 'Yarım Porsiyon'],
  ['Adet', 'Büyük Boy', 'Küçük Boy'],
  ['Tam', 'Yarım', 'Çeyrek'],
];

/** "Kebaplar", ... then "Kebaplar 2", ... once the names run out. */
function categoryName(index: number): string {
  const round = Math.floor(index / CATEGORY_NAMES.length);
  const name = CATEGORY_NAMES[index % CATEGORY_NAMES.length] ?? 'Ürünler';
  return round === 0 ? name : `${name} ${round + 1}`;
}

/** A price in TRY ending in .00, .50 or .90. */
const price = (random: Random, min: number, max: number) => random.int(min, max) + random.pick([0, 0.5, 0.9]);

function prices(random: Random): WirePrice[] {
  const delivery = price(random, 40, 900);
  const pickup = random.chance(0.4) ? Math.round(delivery * 90) / 100 : delivery;
  return [
    { price: delivery, orderType: 1, isActive: true },
    { price: delivery, orderType: 3, isActive: !random.chance(0.02) },
    { price: pickup, orderType: 5, isActive: true },
  ];
}

function product(random: Random, i: number, allIngredients: Ingredient[]): WireProduct {
  const productId = FIRST_PRODUCT_ID + i;
  const unitNames = random.pick(UNIT_SETS);
  const unitCount = random.int(1, 3);
  const stocked = random.chance(0.1);
  const excluded = random.chance(0.3) ? allIngredients.slice(random.int(0, 5), random.int(6, allIngredients.length)) : [];
  return {
    productName: `${random.pick(STYLES)} ${random.pick(DISHES)} ${i + 1}`,
    productCode: random.chance(0.5) ? `P${String(i + 1).padStart(6, '0')}` : null,
    productId,
    taxRate: 10,
    isStockFollow: stocked,
    stockList: stocked
      ? [
          { stockQuantity: random.int(0, 40), salesChannel: 'Web' },
          { stockQuantity: random.int(0, 40), salesChannel: 'Salon' },
        ]
      : null,
    menus: [],
    excludedFeatures: excluded.map((x) => ({ ...x, productId })),
    productUnits: unitNames.slice(0, unitCount).map((unitName, u) => ({
      unitName,
      productUnitId: FIRST_UNIT_ID + i * 3 + u,
      isDefault: u === 0,
      prices: prices(random),
    })),
  };
}

/** Feature groups relating to a regular share of the generated products. */
function featureGroups(productIds: number[]): WireFeatureGroup[] {
  const every = (step: number) => productIds.filter((_, i) => i % step === 0);
  const related = (ids: number[], groupName: string, additionalPrice: number) =>
    ids.map((productId) => ({ productId, additionalPrice, featureHeaderName: groupName }));
  return [
    {
      featureGroupId: 1,
      featuresGroupName: 'Acılık derecesi',
      necessaryCount: 1,
      featureHeaderType: 'SingleChoice',
      features: ['Acısız', 'Az acılı', 'Acılı'].map((featureName, f) => ({
        featureName,
        featureId: 801 + f,
        relatedProducts: related(every(5), 'Acılık derecesi', 0),
      })),
    },
    {
      featureGroupId: 2,
      featuresGroupName: 'Ekstralar',
      necessaryCount: 0,
      featureHeaderType: 'MultipleChoice',
      features: EXTRAS.map(([featureName, extra], f) => ({
        featureName,
        featureId: 811 + f,
        relatedProducts: related(every(7), 'Ekstralar', extra),
      })),
    },
  ];
}

/**
 * Builds a deterministic catalogue of `products` products (e.g. 10,000 over 40 categories) with
 * unique product and unit ids. Throws a RangeError for a negative or fractional count.
 */
export function buildLargeCatalogue(products: number): SandboxCatalogue {
  if (!Number.isInteger(products) || products < 0) {
    throw new RangeError(`products must be a whole number >= 0, got ${products}`);
  }
  const random = createRandom(0x1a46e);
  const categoryCount = Math.min(MAX_CATEGORIES, Math.max(1, Math.ceil(products / 25)));
  const categories: WireCategory[] = Array.from({ length: categoryCount }, (_, c) => ({
    categoryName: categoryName(c),
    categoryId: 10 + c,
    products: [],
  }));
  const allIngredients = Object.values(ingredients());
  const productIds: number[] = [];
  for (let i = 0; i < products; i++) {
    const item = product(random, i, allIngredients);
    categories[i % categoryCount]?.products.push(item);
    productIds.push(item.productId);
  }
  return {
    restaurant: demoRestaurant(),
    categories,
    featureGroups: featureGroups(productIds),
    areas: demoAreas(),
    paymentTypes: demoPaymentTypes(),
    discounts: demoDiscounts(),
    couriers: demoCouriers(),
  };
}
