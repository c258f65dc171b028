import type { SandboxCatalogue, WirePrice } from '../types';

/**
 * A small catalogue for the sandbox's own tests, with one of each edge case. Prices (TRY):
 * - 5000 Tavuk Dürüm: table 100, delivery 120, pickup 110 (pickup cheaper than delivery)
 * - 5010 Adana Kebap Porsiyon (default unit of productCode "ADN-001"): 250 / 280 / 260;
 *   5011 Adana Kebap 1.5 Porsiyon: 350 / 390 / 370
 * - 5020 Parti Tepsisi: table 900, delivery 1000, NO pickup row
 * - 5030 Künefe: table 150, delivery 160 but isActive false, pickup 140
 * - 5040 Ayran: 20 / 22.5 / 21.25 (decimal prices)
 * - 5050 Dürüm Menü (menu product; sub-products 5000 and 5040): 200 / 220 / 210
 * - 5060 Kola: 45 / 40 / 30 (round numbers for the spec's consistency examples)
 */
export const FIXTURE = {
  durumUnitId: 5000,
  adanaCode: 'ADN-001',
  adanaUnitId: 5010,
  adanaLargeUnitId: 5011,
  trayUnitId: 5020,
  kunefeUnitId: 5030,
  ayranUnitId: 5040,
  menuUnitId: 5050,
  colaUnitId: 5060,
  tableId: 101,
  gardenTableId: 201,
  cashPaymentTypeId: 1,
  cardOnDeliveryPaymentTypeId: 2,
  mealCardPaymentTypeId: 3,
  onlinePaymentTypeId: 4,
  rateDiscountId: 1,
  amountDiscountId: 2,
} as const;

function prices(table: number | null, delivery: number | null, pickup: number | null, inactive: number[] = []): WirePrice[] {
  const rows: WirePrice[] = [];
  for (const [orderType, price] of [
    [1, table],
    [3, delivery],
    [5, pickup],
  ] as const) {
    if (price !== null) rows.push({ price, orderType, isActive: !inactive.includes(orderType) });
  }
  return rows;
}

function product(productId: number, productName: string, unitId: number, p: WirePrice[], productCode: string | null = null) {
  return {
    productName,
    productCode,
    productId,
    taxRate: 10,
    isStockFollow: false,
    stockList: null,
    menus: [],
    excludedFeatures: [],
    productUnits: [{ unitName: 'Porsiyon', productUnitId: unitId, isDefault: true, prices: p }],
  };
}

/** A fresh copy of the fixture catalogue (tests may change it before PUTting it). */
export function buildFixtureCatalogue(): SandboxCatalogue {
  const adana = product(1001, 'Adana Kebap', FIXTURE.adanaUnitId, prices(250, 280, 260), FIXTURE.adanaCode);
  adana.productUnits = [
    { unitName: '1.5 Porsiyon', productUnitId: FIXTURE.adanaLargeUnitId, isDefault: false, prices: prices(350, 390, 370) },
    { unitName: 'Porsiyon', productUnitId: FIXTURE.adanaUnitId, isDefault: true, prices: prices(250, 280, 260) },
  ];
  const menu = {
    ...product(1006, 'Dürüm Menü', FIXTURE.menuUnitId, prices(200, 220, 210)),
    menus: [
      {
        menuGroupId: 1,
        menuGroupName: 'Ana yemek',
        selectableCount: 1,
        subProducts: [{ productId: 1000, productUnitId: FIXTURE.durumUnitId, productName: 'Tavuk Dürüm', unitName: 'Porsiyon' }],
      },
    ],
  };
  return {
    restaurant: { name: 'Test Ocakbaşı', key: 4711, identity: 'test-ocakbasi', currency: 'TRY', webSalesChannel: 'Web' },
    categories: [
      {
        categoryName: 'Dürüm & Kebap',
        categoryId: 10,
        products: [
          product(1000, 'Tavuk Dürüm', FIXTURE.durumUnitId, prices(100, 120, 110)),
          adana,
          product(1002, 'Parti Tepsisi', FIXTURE.trayUnitId, prices(900, 1000, null)),
        ],
      },
      {
        categoryName: 'Tatlı & İçecek',
        categoryId: 20,
        products: [
          product(1003, 'Künefe', FIXTURE.kunefeUnitId, prices(150, 160, 140, [3])),
          product(1004, 'Ayran', FIXTURE.ayranUnitId, prices(20, 22.5, 21.25)),
          product(1005, 'Kola', FIXTURE.colaUnitId, prices(45, 40, 30)),
        ],
      },
      { categoryName: 'Menüler', categoryId: 30, products: [menu] },
    ],
    featureGroups: [
      {
        featureGroupId: 1,
        featuresGroupName: 'Ekstralar',
        necessaryCount: 0,
        featureHeaderType: 'MultipleChoice',
        features: [
          {
            featureName: 'Ekstra kaşar',
            featureId: 811,
            relatedProducts: [{ productId: 1000, additionalPrice: 25, featureHeaderName: 'Ekstralar' }],
          },
        ],
      },
    ],
    areas: [
      {
        id: 1,
        name: 'Salon',
        tables: [
          { id: FIXTURE.tableId, name: 'Masa 1' },
          { id: 102, name: 'Masa 2' },
        ],
      },
      { id: 2, name: 'Bahçe', tables: [{ id: FIXTURE.gardenTableId, name: 'B1' }] },
    ],
    paymentTypes: [
      { id: FIXTURE.cashPaymentTypeId, name: 'Nakit', isOnline: false, isMealCard: false },
      { id: FIXTURE.cardOnDeliveryPaymentTypeId, name: 'Kapıda Kredi Kartı', isOnline: false, isMealCard: false },
      { id: FIXTURE.mealCardPaymentTypeId, name: 'Multinet', isOnline: false, isMealCard: true },
      { id: FIXTURE.onlinePaymentTypeId, name: 'Online Ödeme', isOnline: true, isMealCard: false },
    ],
    discounts: [
      { id: FIXTURE.rateDiscountId, name: 'Öğrenci %10', amount: null, rate: 10 },
      { id: FIXTURE.amountDiscountId, name: 'Hoş geldin 50 TL', amount: 50, rate: null },
    ],
    couriers: [
      { id: 1, name: 'Mehmet Kaya', phoneNumber: '05321112233' },
      { id: 2, name: 'Ali Demir', phoneNumber: '05334445566' },
    ],
  };
}
