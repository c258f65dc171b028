/**
 * The menu of the demo grill house "Sofra Ocakbaşı", prices in TRY.
 * Each unit line reads: unit(productUnitId, unitName, table (list 1), delivery (3), pickup (5)).
 * Pickup is cheaper than delivery on most hot dishes (a take-away discount); the deliberate edge
 * cases are listed in ./ids.ts (DEMO_IDS).
 */
import { off, unit, type CategorySpec } from './authoring';
import { ingredients } from './features';

/** Channel names of stockList: the website's channel and the dining room's. */
const WEB = 'Web';
const SALON = 'Salon';

/** Builds the category specs afresh on every call (callers may mutate the result). */
export function demoCategorySpecs(): CategorySpec[] {
  const x = ingredients();
  const wrap = [x.sogan, x.domates, x.tursu, x.aciSos];
  const kebab = [x.sogan, x.domates, x.maydanoz];
  return [
    {
      id: 10,
      name: 'Dürüm & Döner',
      products: [
        {
          id: 1000,
          name: 'Tavuk Döner Dürüm',
          code: 'TVD-001',
          units: [unit(5000, 'Adet', 190, 190, 175), unit(5001, 'Büyük Boy', 240, 240, 225)],
          excluded: [...wrap, x.mayonez],
        },
        {
          id: 1001,
          name: 'Et Döner Dürüm',
          units: [unit(5002, 'Adet', 290, 290, 270), unit(5003, 'Büyük Boy', 360, 360, 340)],
          excluded: wrap,
        },
        { id: 1002, name: 'Adana Dürüm', units: [unit(5004, 'Adet', 320, 320, 300)], excluded: [...kebab, x.aciSos] },
        {
          id: 1003,
          name: 'Kaşarlı Tavuk Dürüm',
          units: [unit(5005, 'Adet', 215, 215, 215)],
          excluded: [x.sogan, x.domates, x.tursu, x.mayonez],
        },
        {
          id: 1004,
          name: 'Tavuk Döner Porsiyon',
          units: [unit(5006, 'Porsiyon', 260, 260, 245), unit(5007, '1.5 Porsiyon', 370, 370, 350)],
        },
        {
          id: 1005,
          name: 'Et Döner Porsiyon',
          units: [unit(5008, 'Porsiyon', 380, 380, 360), unit(5009, '1.5 Porsiyon', 540, 540, 515)],
        },
        {
          id: 1006,
          name: 'Ekmek Arası Tavuk Döner',
          units: [unit(5010, 'Yarım Ekmek', 185, 185, 185), unit(5011, 'Çeyrek Ekmek', 145, 145, 145)],
          excluded: [x.tursu, x.domates, x.sogan, x.mayonez, x.ketcap],
        },
        { id: 1007, name: 'Pilav Üstü Tavuk Döner', units: [unit(5012, 'Porsiyon', 285, 285, 270)] },
      ],
    },
    {
      id: 11,
      name: 'Lahmacun & Pide',
      products: [
        {
          id: 1010,
          name: 'Lahmacun',
          code: 'LHM-001',
          units: [unit(5020, 'Adet', 110, 120, 110)],
          excluded: [x.maydanoz, x.sogan, x.limon],
        },
        {
          id: 1011,
          name: 'Acılı Lahmacun',
          units: [unit(5021, 'Adet', 115, 125, 115)],
          excluded: [x.maydanoz, x.sogan, x.limon],
        },
        { id: 1012, name: 'Fındık Lahmacun', units: [unit(5022, "6'lı Tabak", 210, 220, 210)] },
        {
          id: 1013,
          name: 'Kıymalı Pide',
          code: 'PDK-001',
          units: [unit(5023, 'Tam', 320, 320, 300), unit(5024, 'Yarım', 190, 190, 180)],
          excluded: [x.sogan],
        },
        {
          id: 1014,
          name: 'Kaşarlı Pide',
          units: [unit(5025, 'Tam', 290, 290, 290), unit(5026, 'Yarım', 175, 175, 175)],
        },
        {
          id: 1015,
          name: 'Kuşbaşılı Pide',
          units: [unit(5027, 'Tam', 380, 380, 360), unit(5028, 'Yarım', 230, 230, 220)],
          excluded: [x.sogan, x.domates],
        },
        { id: 1016, name: 'Karışık Pide', units: [unit(5029, 'Tam', 360, 360, 360)], excluded: [x.sogan] },
      ],
    },
    {
      id: 12,
      name: 'Kebaplar',
      products: [
        {
          id: 1020,
          name: 'Adana Kebap',
          code: 'ADN-001',
          units: [unit(5040, 'Porsiyon', 480, 490, 460), unit(5041, '1.5 Porsiyon', 690, 700, 660)],
          excluded: [...kebab, x.aciSos],
        },
        {
          id: 1021,
          name: 'Urfa Kebap',
          code: 'URF-001',
          units: [unit(5042, 'Porsiyon', 480, 490, 460), unit(5043, '1.5 Porsiyon', 690, 700, 660)],
          excluded: kebab,
        },
        {
          id: 1022,
          name: 'İskender Kebap',
          code: 'ISK-001',
          units: [unit(5044, 'Porsiyon', 520, 530, 510), unit(5045, '1.5 Porsiyon', 740, 750, 720)],
          excluded: [x.yogurt, x.tereyagi],
        },
        { id: 1023, name: 'Beyti Sarma', code: 'BYT-001', units: [unit(5046, 'Porsiyon', 550, 560, 540)], excluded: [x.yogurt] },
        {
          id: 1024,
          name: 'Tavuk Şiş',
          code: 'TVS-001',
          units: [unit(5047, 'Porsiyon', 380, 390, 370), unit(5048, '1.5 Porsiyon', 540, 550, 525)],
          excluded: kebab,
        },
        { id: 1025, name: 'Kuzu Şiş', code: 'KZS-001', units: [unit(5049, 'Porsiyon', 620, 630, 600)], excluded: kebab },
        {
          id: 1026,
          name: 'Patlıcan Kebabı',
          units: [unit(5050, 'Porsiyon', 560, 570, 560)],
          stock: { [WEB]: 6, [SALON]: 4 },
        },
        { id: 1027, name: 'Ali Nazik', units: [unit(5051, 'Porsiyon', 590, 600, 590)], excluded: [x.tereyagi] },
        { id: 1028, name: 'Izgara Köfte', units: [unit(5052, 'Porsiyon', 400, 410, 390)], excluded: kebab },
        { id: 1029, name: 'Kanat Izgara', units: [unit(5053, 'Porsiyon', 340, 350, 330)], excluded: [x.limon] },
        {
          id: 1030,
          name: 'Karışık Izgara',
          // The party tray travels only by courier: no table row, no pickup row.
          units: [unit(5054, 'Porsiyon', 850, 860, 830), unit(5055, 'Parti Tepsisi (6 Kişilik)', null, 3900, null)],
          excluded: kebab,
        },
      ],
    },
    {
      id: 13,
      name: 'Mezeler',
      products: [
        { id: 1040, name: 'Ezme', units: [unit(5060, 'Porsiyon', 90, 95, 85)] },
        { id: 1041, name: 'Haydari', units: [unit(5061, 'Porsiyon', 100, 105, 95)] },
        { id: 1042, name: 'Humus', units: [unit(5062, 'Porsiyon', 120, 125, 115)] },
        { id: 1043, name: 'Babagannuş', units: [unit(5063, 'Porsiyon', 120, 125, 115)] },
        { id: 1044, name: 'Atom', units: [unit(5064, 'Porsiyon', 110, 115, 105)] },
        { id: 1045, name: 'Çoban Salata', units: [unit(5065, 'Porsiyon', 120, 130, 115)], excluded: [x.sogan, x.maydanoz] },
        {
          id: 1046,
          name: 'Patates Kızartması',
          units: [unit(5066, 'Porsiyon', 110, 115, 105), unit(5067, 'Büyük Boy', 150, 155, 145)],
          excluded: [x.ketcap, x.mayonez],
        },
      ],
    },
    {
      id: 14,
      name: 'Çorbalar',
      products: [
        { id: 1050, name: 'Mercimek Çorbası', units: [unit(5070, 'Kase', 120, 130, 120)], excluded: [x.limon] },
        { id: 1051, name: 'Ezogelin Çorbası', units: [unit(5071, 'Kase', 120, 130, 120)], excluded: [x.limon] },
        {
          id: 1052,
          name: 'İşkembe Çorbası',
          units: [unit(5072, 'Kase', 170, 180, 170)],
          stock: { [WEB]: 12, [SALON]: 20 },
        },
      ],
    },
    {
      id: 15,
      name: 'Tatlılar',
      products: [
        // Künefe is served sizzling from the pan: on sale at the table and for pickup, not by courier.
        { id: 1060, name: 'Künefe', units: [unit(5080, 'Porsiyon', 260, off(270), 250)] },
        {
          id: 1061,
          name: 'Baklava',
          units: [unit(5081, 'Porsiyon (4 Dilim)', 240, 250, 240), unit(5082, 'Yarım Kilo Kutu', 900, 920, 880)],
        },
        { id: 1062, name: 'Sütlaç', units: [unit(5083, 'Kase', 130, 135, 130)], stock: { [WEB]: 14, [SALON]: 9 } },
        // Sold out for the website, a few left in the dining room.
        { id: 1063, name: 'Kazandibi', units: [unit(5084, 'Kase', 140, 145, 140)], stock: { [WEB]: 0, [SALON]: 5 } },
        { id: 1064, name: 'Katmer', units: [unit(5085, 'Porsiyon', 280, 290, 280)] },
      ],
    },
    {
      id: 16,
      name: 'İçecekler',
      products: [
        { id: 1070, name: 'Ayran', units: [unit(5090, 'Şişe (300 ml)', 40, 45, 40)] },
        { id: 1071, name: 'Yayık Ayran', units: [unit(5091, 'Bakır Tas', 65, 65, 65)] },
        { id: 1072, name: 'Şalgam', units: [unit(5092, 'Şişe (300 ml)', 50, 55, 50)] },
        {
          id: 1073,
          name: 'Kola',
          units: [unit(5093, 'Kutu (330 ml)', 60, 65, 60), unit(5094, 'Şişe (1 L)', 95, 100, 95)],
          stock: { [WEB]: 48, [SALON]: 60 },
        },
        { id: 1074, name: 'Su', units: [unit(5095, 'Şişe (500 ml)', 20, 20, 20)], stock: { [WEB]: 120, [SALON]: 200 } },
        { id: 1075, name: 'Meyve Suyu', units: [unit(5096, 'Kutu (200 ml)', 50, 55, 50)] },
        { id: 1076, name: 'Soda', units: [unit(5097, 'Şişe', 35, 40, 35)] },
        { id: 1077, name: 'Çay', units: [unit(5098, 'Bardak', 25, 30, 25)] },
        { id: 1078, name: 'Türk Kahvesi', units: [unit(5099, 'Fincan', 80, 85, 80)] },
      ],
    },
    {
      id: 17,
      name: 'Menüler',
      products: [
        {
          id: 1080,
          name: 'Dürüm Menü',
          units: [unit(5100, 'Menü', 320, 330, 305)],
          menu: [
            { menuGroupId: 1, menuGroupName: 'Ana yemek', selectableCount: 1, unitIds: [5000, 5002, 5004] },
            { menuGroupId: 2, menuGroupName: 'İçecek', selectableCount: 1, unitIds: [5090, 5093, 5092] },
          ],
        },
        {
          id: 1081,
          name: 'Lahmacun Menü',
          units: [unit(5101, 'Menü', 240, 255, 235)],
          menu: [
            { menuGroupId: 3, menuGroupName: 'Lahmacun', selectableCount: 2, unitIds: [5020, 5021] },
            { menuGroupId: 4, menuGroupName: 'İçecek', selectableCount: 1, unitIds: [5090, 5092] },
          ],
        },
        {
          id: 1082,
          name: 'Kebap Menü',
          units: [unit(5102, 'Menü', 590, 600, 570)],
          menu: [
            { menuGroupId: 5, menuGroupName: 'Ana yemek', selectableCount: 1, unitIds: [5040, 5042, 5047] },
            { menuGroupId: 6, menuGroupName: 'Çorba', selectableCount: 1, unitIds: [5070, 5071] },
            { menuGroupId: 7, menuGroupName: 'İçecek', selectableCount: 1, unitIds: [5090, 5093, 5092] },
          ],
        },
        {
          // Written as the supplement prints menus: groups without id or name, sub-items without
          // a unit name (issue 18; docs/decisions/163).
          id: 1083,
          name: 'Döner Menü',
          units: [unit(5103, 'Menü', 300, 310, 285)],
          menu: [
            { bare: true, selectableCount: 1, unitIds: [5002, 5000] },
            { bare: true, selectableCount: 1, unitIds: [5090, 5092] },
          ],
        },
      ],
    },
  ];
}
