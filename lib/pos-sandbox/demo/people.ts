/**
 * The people and places behind the demo's historical orders: a fixed pool of returning website
 * customers with Istanbul addresses near the restaurant (Moda, Kadıköy), waiters, notes, cancel
 * reasons and companies asking for an e-invoice. All Turkish, as the restaurant's staff see them.
 */
import { createRandom, type Random } from './random';

export interface DemoCustomer {
  id: string;
  name: string;
  surname: string;
  phone: string;
  phone2: string;
  address: string;
  addressDescription: string;
  region: string;
  /** Latitude/longitude in degrees (formatted for the wire by the order builder). */
  latitude: number;
  longitude: number;
  /** Across the Bosphorus from the restaurant: a higher delivery fee. */
  far: boolean;
}

interface District {
  name: string;
  latitude: number;
  longitude: number;
  weight: number;
  far: boolean;
  neighbourhoods: string[];
  streets: string[];
}

const DISTRICTS: District[] = [
  {
    name: 'Kadıköy',
    latitude: 40.9903,
    longitude: 29.029,
    weight: 8,
    far: false,
    neighbourhoods: ['Caferağa Mah.', 'Osmanağa Mah.', 'Rasimpaşa Mah.', 'Fenerbahçe Mah.', 'Koşuyolu Mah.', 'Göztepe Mah.'],
    streets: ['Moda Cad.', 'Bahariye Cad.', 'Söğütlüçeşme Cad.', 'Bademaltı Sok.', 'Leylek Sok.', 'Kuşdili Cad.'],
  },
  {
    name: 'Üsküdar',
    latitude: 41.0235,
    longitude: 29.015,
    weight: 4,
    far: false,
    neighbourhoods: ['Mimar Sinan Mah.', 'Altunizade Mah.', 'Kuzguncuk Mah.', 'Acıbadem Mah.'],
    streets: ['Hakimiyeti Milliye Cad.', 'İcadiye Cad.', 'Tophanelioğlu Cad.', 'Ihlamur Sok.'],
  },
  {
    name: 'Ataşehir',
    latitude: 40.9923,
    longitude: 29.1244,
    weight: 3,
    far: false,
    neighbourhoods: ['Atatürk Mah.', 'Barbaros Mah.', 'Küçükbakkalköy Mah.'],
    streets: ['Girne Cad.', 'Ataşehir Bulvarı', 'Lale Sok.', 'Menekşe Sok.'],
  },
  {
    name: 'Maltepe',
    latitude: 40.9357,
    longitude: 29.1307,
    weight: 2,
    far: false,
    neighbourhoods: ['Bağlarbaşı Mah.', 'Feyzullah Mah.', 'Cevizli Mah.'],
    streets: ['Bağdat Cad.', 'Çınar Sok.', 'Nane Sok.'],
  },
  {
    name: 'Beşiktaş',
    latitude: 41.0422,
    longitude: 29.0067,
    weight: 2,
    far: true,
    neighbourhoods: ['Sinanpaşa Mah.', 'Levent Mah.', 'Abbasağa Mah.'],
    streets: ['Ihlamurdere Cad.', 'Nispetiye Cad.', 'Şair Nedim Cad.'],
  },
  {
    name: 'Şişli',
    latitude: 41.0602,
    longitude: 28.9877,
    weight: 2,
    far: true,
    neighbourhoods: ['Mecidiyeköy Mah.', 'Teşvikiye Mah.', 'Fulya Mah.'],
    streets: ['Büyükdere Cad.', 'Abdi İpekçi Cad.', 'Hakkı Yeten Cad.'],
  },
];

const FIRST_NAMES = [
  'Ayşe',
  'Fatma',
  'Zeynep',
  'Elif',
  'Merve',
  'Selin',
  'Deniz',
  'Ece',
  'Büşra',
  'Gizem',
  'Yasemin',
  'İrem',
  'Özge',
  'Şeyma',
  'Mehmet',
  'Ahmet',
  'Mustafa',
  'Ali',
  'Can',
  'Emre',
  'Kerem',
  'Oğuz',
  'Serkan',
  'Tolga',
  'Cem',
  'Hakan',
  'Murat',
  'Gökhan',
  'Barış',
  'Uğur',
];
const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Güneş',
  'Aksoy',
  'Bulut',
  'Tekin',
  'Ünal',
  'Karaca',
  'Erdem',
];
const MOBILE_PREFIXES = [
  '530',
  '532',
  '533',
  '535',
  '536',
  '537',
  '538',
  '539',
  '541',
  '542',
  '543',
  '544',
  '545',
  '546',
  '505',
  '506',
  '507',
  '551',
  '552',
  '553',
  '554',
  '555',
];
const ADDRESS_DESCRIPTIONS = [
  '',
  '',
  'Kapıcıya bırakılabilir',
  '2. kat, zil çalışmıyor, lütfen arayın',
  'Site girişi B blok',
  'Eczanenin üst katı',
  'Bahçe kapısından girin',
  'Apartmanın arka girişi',
];

/** Waiter user names of the dining room. */
export const WAITERS = ['Ayşe Şahin', 'Hakan Çelik', 'Zeynep Arslan', 'Okan Tuncer'];

export const ORDER_NOTES = {
  delivery: [
    'Zili çalmayın, bebek uyuyor',
    'Kapıya bırakabilirsiniz',
    'Plastik çatal bıçak istemiyorum',
    'Peçete ve ıslak mendil ekler misiniz?',
    'Bol limon lütfen',
    'Gelmeden önce arayın',
  ],
  pickup: ['20 dakika sonra alacağım', 'Arabadan alacağım, aradığımda getirir misiniz?', 'Paketleri ayrı ayrı koyun'],
  table: ['Çocuk sandalyesi lazım', 'Yemekler aynı anda gelsin', 'Yanına ekstra lavaş'],
};

export const LINE_NOTES = ['Soğansız olsun', 'İyi pişmiş olsun', 'Sosu ayrı koyun', 'Bol acılı', 'Ekstra lavaş lütfen'];

export const CASH_NOTES = ["500 TL'ye para üstü getirin", "1000 TL'lik banknotla ödeyeceğim", 'Bozuk para yok'];

/** Cancel reasons by the last status an order reached before it was cancelled. */
export const CANCEL_REASONS: Record<'Ordered' | 'Preparing' | 'Prepared' | 'OnDelivery', string[]> = {
  Ordered: ['Müşteri vazgeçti', 'Mükerrer sipariş', 'Müşteri siparişi yanlış verdiğini bildirdi'],
  Preparing: ['Ürün tükendi', 'Müşteri bekleme süresinin uzun olduğunu söyledi'],
  Prepared: ['Müşteri vazgeçti', 'Müşteri bekleme süresinin uzun olduğunu söyledi'],
  OnDelivery: ['Adreste kimse yok', 'Müşteriye ulaşılamadı', 'Adres bulunamadı'],
};
export const TABLE_CANCEL_REASONS = ['Masa siparişten vazgeçti', 'Yanlış masaya girildi'];
export const PICKUP_NO_SHOW = 'Müşteri siparişi almaya gelmedi';

/** Companies that ask for an e-invoice; identities are valid 10-digit tax numbers (VKN). */
export const INVOICE_COMPANIES = [
  { title: 'Kuzey Yazılım Teknolojileri A.Ş.', identity: '4810352274' },
  { title: 'Moda Mimarlık Ltd. Şti.', identity: '6230918841' },
  { title: 'Boğaziçi Lojistik A.Ş.', identity: '1870452304' },
  { title: 'Kalamış Diş Kliniği Ltd. Şti.', identity: '7352189063' },
];

const mobile = (random: Random) => `0${random.pick(MOBILE_PREFIXES)}${Array.from({ length: 7 }, () => String(random.int(0, 9))).join('')}`;

/**
 * The pool of returning website customers; fixed (its own seed) so a customer keeps the same
 * name, phone and address across every build of the demo.
 */
export function buildCustomers(count = 80): DemoCustomer[] {
  const random = createRandom(0x50f7a);
  const districts = DISTRICTS.map((d) => [d, d.weight] as const);
  return Array.from({ length: count }, (_, index) => {
    const district = random.weighted(districts);
    const phone2 = random.chance(0.1) ? mobile(random) : '';
    return {
      id: `WEB-${10001 + index}`,
      name: random.pick(FIRST_NAMES),
      surname: random.pick(SURNAMES),
      phone: mobile(random),
      phone2,
      address: [
        random.pick(district.neighbourhoods),
        random.pick(district.streets),
        `No:${random.int(1, 140)}`,
        `D:${random.int(1, 24)}`,
      ].join(' '),
      addressDescription: random.pick(ADDRESS_DESCRIPTIONS),
      region: district.name,
      latitude: district.latitude + (random.next() - 0.5) * 0.02,
      longitude: district.longitude + (random.next() - 0.5) * 0.02,
      far: district.far,
    };
  });
}
