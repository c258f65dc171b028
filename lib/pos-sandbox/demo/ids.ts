/**
 * Named ids of the demo restaurant's deliberate edge cases, for tests elsewhere to rely on.
 *
 * - Pickup cheaper than delivery: e.g. Adana Kebap Porsiyon (unit 5040: table 480, delivery 490,
 *   pickup 460), Tavuk Döner Dürüm Adet (5000: 190/190/175), Et Döner Dürüm Adet (5002),
 *   Tavuk Şiş Porsiyon (5047), Lahmacun Adet (5020: delivery 120, pickup 110).
 * - No pickup row: Karışık Izgara "Parti Tepsisi (6 Kişilik)" (unit 5055) has only a delivery row.
 * - Inactive for delivery: Künefe Porsiyon (unit 5080) has a list-3 row with isActive false, and
 *   active table and pickup rows.
 * - productCode: Adana Kebap "ADN-001" (also TVD-001, LHM-001, PDK-001, URF-001, ISK-001, BYT-001,
 *   TVS-001, KZS-001); every other product has productCode null (e.g. Ezme 1040).
 * - Stock followed (channels "Web" and "Salon"): Kola 1073, Su 1074, Sütlaç 1062, İşkembe 1052,
 *   Patlıcan Kebabı 1026; Kazandibi 1063 has stock 0 on "Web" and 5 on "Salon". Others: stockList null.
 * - Features: group 1 "Acılık derecesi" SingleChoice necessaryCount 1 (all free); group 2
 *   "Ekstralar" MultipleChoice with surcharges (Ekstra kaşar 811: +25); group 3 "Ekmek tercihi"
 *   SingleChoice necessaryCount 0.
 * - Extra units (category 18 "Ekstralar"): Ekstra Kaşar 5200 (25), Közlenmiş Domates-Biber 5201 (15),
 *   Ekstra Yoğurt 5202 (20), Ekstra Tereyağı 5203 (20), each priced like its option in every list;
 *   "Ekstra et" 812 (70–150 by product) has none.
 * - Excluded ingredients: e.g. Soğan 901 "EXC-SOGAN" on Tavuk Döner Dürüm 1000.
 * - Menus: Dürüm Menü 1080 (unit 5100; "Ana yemek" 1 of 3 dürüms, "İçecek" 1 of Ayran/Kola/Şalgam),
 *   Lahmacun Menü 1081 (pick 2 lahmacun), Kebap Menü 1082 (three groups).
 * - Tables: Salon 1–12 (ids 101–112), Bahçe B1–B8 (201–208), Teras T1–T4 (301–304).
 * - Payment types: 1 Nakit, 2 Kapıda Kredi Kartı, 3–5 meal cards, 6 Online Ödeme (isOnline),
 *   7 Kredi Kartı (isMealCard null).
 * - Defined discounts: 1 "Öğrenci %10" (rate 10), 2 "Hoş geldin 50 TL" (amount 50), 3 rate 20, 4 amount 25.
 */
export const DEMO_IDS = {
  restaurantKey: 4711,
  restaurantIdentity: 'sofra-ocakbasi',
  webSalesChannel: 'Web',
  pickupCheaperUnitId: 5040,
  pickupCheaperUnitIds: [5000, 5002, 5020, 5040, 5047],
  noPickupRowUnitId: 5055,
  noPickupRowProductId: 1030,
  inactiveDeliveryUnitId: 5080,
  inactiveDeliveryProductId: 1060,
  codedProductCode: 'ADN-001',
  codedProductId: 1020,
  codedProductDefaultUnitId: 5040,
  uncodedProductId: 1040,
  stockFollowProductId: 1073,
  zeroStockProductId: 1063,
  menuProductId: 1080,
  menuProductUnitId: 5100,
  requiredFeatureGroupId: 1,
  multipleChoiceFeatureGroupId: 2,
  freeFeatureId: 801,
  paidFeatureId: 811,
  paidFeatureExtraUnitId: 5200,
  variedPaidFeatureId: 812,
  excludedFeatureId: 901,
  tableId: 101,
  gardenTableId: 201,
  cashPaymentTypeId: 1,
  cardOnDeliveryPaymentTypeId: 2,
  mealCardPaymentTypeIds: [3, 4, 5],
  onlinePaymentTypeId: 6,
  cardPaymentTypeId: 7,
  rateDiscountId: 1,
  amountDiscountId: 2,
} as const;
