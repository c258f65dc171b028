/**
 * The sandbox demo restaurant's own texts (Sofra Ocakbaşı), by POS product id, for the products the
 * sandbox seed creates: a Turkish description (the own text), and an English name and description
 * (docs/decisions/225). Names stay as the POS writes them in Turkish; in English, dishes known by
 * their Turkish name keep it (Adana Kebap, Ayran, Künefe), as the restaurant's English menu would.
 */
export interface DemoText {
  /** The Turkish description. */
  tr: string;
  /** The English name; absent where the dish keeps its Turkish name. */
  enName?: string;
  en: string;
}

export const DEMO_TEXTS: Readonly<Record<number, DemoText>> = {
  1000: {
    tr: 'Ocaktan yeni kesilmiş tavuk döner; ince lavaşa domates, turşu ve soğanla sarılır.',
    enName: 'Chicken Döner Wrap',
    en: 'Chicken döner shaved from the spit, wrapped in thin lavash with tomato, pickles and onion.',
  },
  1001: {
    tr: 'Lavaşta et döner; domates, turşu ve biraz acı sosla.',
    enName: 'Beef Döner Wrap',
    en: 'Beef döner in lavash with tomato, pickles and a little chilli sauce.',
  },
  1002: {
    tr: 'Kömür ateşinde pişen zırh kıymasından Adana, soğan ve maydanozla lavaşa sarılır.',
    enName: 'Adana Wrap',
    en: 'Hand-minced lamb Adana kebab off the charcoal grill, rolled in lavash with onion and parsley.',
  },
  1003: {
    tr: 'Tavuk döner ve eriyen kaşar, sarılıp tost edilir.',
    enName: 'Chicken Döner Wrap with Kaşar Cheese',
    en: 'Chicken döner and melted kaşar cheese, wrapped and toasted.',
  },
  1004: {
    tr: 'Bir tabak tavuk döner; pilav, közlenmiş biber ve domatesle.',
    enName: 'Chicken Döner Plate',
    en: 'A plate of chicken döner with rice, grilled pepper and tomato.',
  },
  1005: {
    tr: 'Bir tabak et döner; pilav, közlenmiş biber ve domatesle.',
    enName: 'Beef Döner Plate',
    en: 'A plate of beef döner with rice, grilled pepper and tomato.',
  },
  1006: {
    tr: 'Çıtır ekmek arası tavuk döner; domates, turşu ve patates kızartmasıyla.',
    enName: 'Chicken Döner in Bread',
    en: 'Chicken döner in crusty bread with tomato, pickles and fries.',
  },
  1007: {
    tr: 'Tereyağlı pirinç pilavı üstünde tavuk döner.',
    enName: 'Chicken Döner on Rice',
    en: 'Chicken döner over buttery rice pilaf.',
  },
  1010: {
    tr: 'Taş fırında pişen, baharatlı kıymalı ince ve çıtır hamur. Yanında limon ve maydanoz.',
    en: 'Thin, crisp flatbread topped with spiced minced meat, baked in the stone oven. Lemon and parsley on the side.',
  },
  1011: { tr: 'İç harcı bol acılı lahmacunumuz.', enName: 'Spicy Lahmacun', en: 'Our lahmacun with extra chilli in the topping.' },
  1012: {
    tr: 'Paylaşmak için bir tabakta altı minik lahmacun.',
    enName: 'Mini Lahmacun',
    en: 'Six bite-sized lahmacun on a plate, for sharing.',
  },
  1013: {
    tr: 'Baharatlı dana kıyması ve soğanla doldurulmuş kayık pide.',
    enName: 'Pide with Minced Beef',
    en: 'Boat-shaped pide filled with seasoned minced beef and onion.',
  },
  1014: { tr: 'Bol eriyen kaşarlı pide.', enName: 'Pide with Kaşar Cheese', en: 'Pide with a generous layer of melted kaşar cheese.' },
  1015: {
    tr: 'Kuşbaşı kuzu eti, domates ve biberli pide.',
    enName: 'Pide with Diced Lamb',
    en: 'Pide with diced lamb, tomato and peppers.',
  },
  1016: {
    tr: 'Kıyma, kuşbaşı, sucuk ve kaşarlı pide.',
    enName: 'Mixed Pide',
    en: 'Pide with minced meat, diced lamb, sucuk and kaşar cheese.',
  },
  1020: {
    tr: 'Kömür ateşinde acılı zırh kıyması; lavaş, közlenmiş domates ve biber, sumaklı soğanla.',
    en: 'Spicy minced lamb kebab grilled over charcoal, with lavash, grilled tomato and pepper, sumac onions.',
  },
  1021: {
    tr: "Adana'nın acısız kardeşi: şişte kuzu kıyması, lavaş ve salatayla.",
    en: 'The mild sister of the Adana kebab: minced lamb on the skewer, served with lavash and salad.',
  },
  1022: {
    tr: 'Küp doğranmış pide üstünde döner; domates sosu, kızgın tereyağı ve yoğurtla.',
    en: 'Döner on cubes of pide, with tomato sauce, sizzling butter and yoghurt.',
  },
  1023: {
    tr: 'Lavaşa sarılıp dilimlenen kıyma kebabı; yoğurt ve domates sosuyla.',
    en: 'Minced kebab wrapped in lavash, sliced and served with yoghurt and tomato sauce.',
  },
  1024: {
    tr: 'Marine edilmiş tavuk şiş; pilav ve salatayla.',
    enName: 'Chicken Shish',
    en: 'Marinated chicken cubes grilled on the skewer, with rice and salad.',
  },
  1025: {
    tr: 'Şişte yumuşacık kuzu eti; bulgur pilavı ve salatayla.',
    enName: 'Lamb Shish',
    en: 'Tender lamb cubes grilled on the skewer, with bulgur pilaf and salad.',
  },
  1026: {
    tr: 'Şişe sırayla dizilen kıyma ve patlıcan, közde. Her gün az sayıda hazırlanır.',
    enName: 'Aubergine Kebab',
    en: 'Minced meat and aubergine grilled in turns on the skewer. Made in small batches each day.',
  },
  1027: {
    tr: 'Közlenmiş patlıcanlı yoğurt üstünde sote kuzu ve tereyağı.',
    en: 'Smoky aubergine and yoghurt purée topped with sautéed lamb and butter.',
  },
  1028: {
    tr: 'Izgara köfte; piyaz, közlenmiş biber ve domatesle.',
    enName: 'Grilled Köfte',
    en: 'Grilled meatballs with piyaz, grilled pepper and tomato.',
  },
  1029: {
    tr: 'Biber salçasıyla marine edilip kömürde pişen tavuk kanat.',
    enName: 'Grilled Chicken Wings',
    en: 'Chicken wings marinated in pepper paste and grilled over charcoal.',
  },
  1030: {
    tr: 'Adana, tavuk şiş, kuzu şiş ve köfteden karışık ızgara. Parti tepsisi altı kişiliktir.',
    enName: 'Mixed Grill',
    en: 'A mixed grill of Adana, chicken şiş, lamb şiş and köfte. The party tray feeds six.',
  },
  1040: {
    tr: 'İnce kıyılmış domates, biber ve soğan, nar ekşisiyle. Acılı.',
    enName: 'Spicy Tomato Ezme',
    en: 'Finely chopped tomato, pepper and onion with pomegranate molasses. Spicy.',
  },
  1041: { tr: 'Sarımsak ve kuru naneli süzme yoğurt.', en: 'Thick strained yoghurt with garlic and dried mint.' },
  1042: { tr: 'Tahinli, limonlu ve zeytinyağlı nohut ezmesi.', enName: 'Hummus', en: 'Chickpea purée with tahini, lemon and olive oil.' },
  1043: {
    tr: 'Tahin, sarımsak ve limonlu közlenmiş patlıcan.',
    enName: 'Baba Ghanoush',
    en: 'Smoked aubergine with tahini, garlic and lemon.',
  },
  1044: {
    tr: 'Süzme yoğurt üstünde tereyağında kızdırılmış kuru acı biber. Acı.',
    en: 'Strained yoghurt topped with dried chillies fried in butter. Hot.',
  },
  1045: {
    tr: 'Domates, salatalık, biber, soğan ve maydanoz; limon ve zeytinyağıyla.',
    enName: 'Shepherd’s Salad',
    en: 'Tomato, cucumber, pepper, onion and parsley with lemon and olive oil.',
  },
  1046: { tr: 'Ketçap ve mayonezle çıtır patates kızartması.', enName: 'Fries', en: 'Crisp fries with ketchup and mayonnaise.' },
  1050: { tr: 'Limon sıkılarak içilen kırmızı mercimek çorbası.', enName: 'Lentil Soup', en: 'Red lentil soup with a squeeze of lemon.' },
  1051: {
    tr: 'Kırmızı mercimek, bulgur ve naneyle; annelerin yaptığı gibi.',
    enName: 'Ezogelin Soup',
    en: 'Red lentil, bulgur and mint soup, as Turkish mothers make it.',
  },
  1052: {
    tr: 'Sarımsaklı sirkeyle işkembe çorbası, cesurlara. Az sayıda hazırlanır.',
    enName: 'Tripe Soup',
    en: 'Tripe soup with garlic vinegar, for the brave. Made in small batches.',
  },
  1060: {
    tr: 'Tel kadayıf ve eriyen peynir, şerbetle fırında; sıcak servis edilir. Paket serviste yoktur.',
    en: 'Shredded kadayıf pastry and melting cheese baked in syrup, served hot. Not available for delivery.',
  },
  1061: { tr: 'Gaziantep fıstıklı baklava; çıtır ve şerbetli.', en: 'Pistachio baklava from Gaziantep, crisp and syrupy.' },
  1062: { tr: 'Üstü kızarmış fırın sütlaç.', enName: 'Rice Pudding', en: 'Oven-baked rice pudding with a caramelised top.' },
  1063: { tr: 'Dibi yakılmış, karamelize muhallebi.', en: 'Caramelised milk pudding with a burnt base.' },
  1064: { tr: 'Kaymaklı ve fıstıklı, kat kat açılmış hamur.', en: 'Flaky pastry with clotted cream and pistachio.' },
  1070: { tr: 'Soğuk, tuzlu yoğurt içeceği.', en: 'Chilled salted yoghurt drink.' },
  1071: { tr: 'Bakır tasta köpüklü yayık ayranı.', enName: 'Churned Ayran', en: 'Frothy churned ayran served in a copper bowl.' },
  1072: {
    tr: "Adana'nın mor havuç suyu; kebabın klasik eşlikçisi.",
    en: 'Fermented purple carrot juice from Adana, the kebab’s classic partner.',
  },
  1073: { tr: 'Soğuk kola.', enName: 'Cola', en: 'Cola, chilled.' },
  1074: { tr: 'Doğal kaynak suyu.', enName: 'Water', en: 'Still mineral water.' },
  1075: { tr: 'Meyve suyu.', enName: 'Fruit Juice', en: 'Fruit juice.' },
  1076: { tr: 'Doğal maden suyu.', enName: 'Sparkling Water', en: 'Sparkling mineral water.' },
  1077: { tr: 'İnce belli bardakta demli çay.', enName: 'Turkish Tea', en: 'Turkish black tea in a tulip glass.' },
  1078: { tr: 'Cezvede pişen Türk kahvesi, lokumuyla.', enName: 'Turkish Coffee', en: 'Turkish coffee, cooked in the cezve, with lokum.' },
  1080: { tr: 'Seçtiğiniz bir dürüm ve bir içecek.', enName: 'Dürüm Meal', en: 'A dürüm of your choice with a drink.' },
  1081: { tr: 'İki lahmacun ve bir içecek.', enName: 'Lahmacun Meal', en: 'Two lahmacun with a drink.' },
  1082: { tr: 'Bir kebap, bir çorba ve bir içecek.', enName: 'Kebab Meal', en: 'A kebab, a soup and a drink.' },
  1083: {
    tr: 'Bir et ya da tavuk dürüm ve bir ayran ya da şalgam.',
    enName: 'Döner Meal',
    en: 'A beef or chicken döner wrap with ayran or şalgam.',
  },
  1090: {
    tr: 'Yemeğinize bir porsiyon eriyen kaşar.',
    enName: 'Extra Kaşar Cheese',
    en: 'A portion of melted kaşar cheese for your dish.',
  },
  1091: { tr: 'Közde pişmiş domates ve biber.', enName: 'Grilled Tomato and Pepper', en: 'Tomato and pepper roasted over the coals.' },
  1092: { tr: 'Bir kase süzme yoğurt.', enName: 'Extra Yoghurt', en: 'A bowl of strained yoghurt.' },
  1093: { tr: 'Yemeğinizin üstüne kızdırılmış tereyağı.', enName: 'Extra Butter', en: 'Sizzling butter poured over your dish.' },
};

/** The demo's categories in English, by their POS (Turkish) name. */
export const DEMO_CATEGORY_NAMES_EN: Readonly<Record<string, string>> = {
  'Dürüm & Döner': 'Wraps & Döner',
  'Lahmacun & Pide': 'Lahmacun & Pide',
  Kebaplar: 'Kebabs',
  Mezeler: 'Meze',
  Çorbalar: 'Soups',
  Tatlılar: 'Desserts',
  İçecekler: 'Drinks',
  Menüler: 'Meal Deals',
  Ekstralar: 'Extras',
};

/** The demo's unit (variant) names in English, by their POS (Turkish) name. */
export const DEMO_VARIANT_NAMES_EN: Readonly<Record<string, string>> = {
  Porsiyon: 'Portion',
  '1.5 Porsiyon': '1.5 Portions',
  Adet: 'Single',
  'Bakır Tas': 'Copper bowl',
  Bardak: 'Glass',
  'Büyük Boy': 'Large',
  Fincan: 'Cup',
  Kase: 'Bowl',
  'Kutu (200 ml)': 'Carton (200 ml)',
  'Kutu (330 ml)': 'Can (330 ml)',
  Menü: 'Meal',
  'Parti Tepsisi (6 Kişilik)': 'Party tray (serves 6)',
  'Porsiyon (4 Dilim)': 'Portion (4 slices)',
  Tam: 'Whole',
  Yarım: 'Half',
  'Yarım Ekmek': 'Half loaf',
  'Yarım Kilo Kutu': 'Half-kilo box',
  'Çeyrek Ekmek': 'Quarter loaf',
  Şişe: 'Bottle',
  'Şişe (1 L)': 'Bottle (1 L)',
  'Şişe (300 ml)': 'Bottle (300 ml)',
  'Şişe (500 ml)': 'Bottle (500 ml)',
};
