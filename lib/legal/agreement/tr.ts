/**
 * The Turkish pre-information form (Ön Bilgilendirme Formu) and distance-sales contract (Mesafeli
 * Satış Sözleşmesi), written under Law 6502 and the Mesafeli Sözleşmeler Yönetmeliği (md. 5 for the
 * form's contents, md. 15/1(c) and (ç) for the withdrawal exception). Changing a word here means
 * raising AGREEMENT_VERSION.
 */
import { documentText, maskPhone, moneyOf, orDash, type AgreementFacts, type AgreementTexts } from '@/lib/legal/agreement/facts';
import type { InvoiceDetails } from '@/lib/legal/invoice-details';

const money = moneyOf('tr');

function sellerLines(f: AgreementFacts): string[] {
  const s = f.seller;
  return [
    `Unvan: ${orDash(s.legalName)}`,
    `İşletme adı: ${orDash(s.tradeName || s.shopName)}`,
    `Adres: ${orDash(s.address)}`,
    `Telefon: ${orDash(s.phone)}`,
    `E-posta: ${orDash(s.email)}`,
    `Vergi dairesi ve numarası: ${orDash(s.taxOffice)} / ${orDash(s.taxNumber)}`,
    `MERSİS numarası: ${orDash(s.mersisNumber)}`,
    ...(s.etbisNumber.trim() === '' ? [] : [`ETBİS kayıt numarası: ${s.etbisNumber.trim()}`]),
  ];
}

function invoiceLine(invoice: InvoiceDetails | null): string {
  if (!invoice) return 'Fatura: ALICI adına, nihai tüketici olarak e-Arşiv fatura düzenlenir.';
  return invoice.kind === 'individual'
    ? `Fatura: Bireysel — ${invoice.name}, T.C. Kimlik No ${invoice.tckn}`
    : `Fatura: Kurumsal — ${invoice.title}, ${invoice.taxOffice} Vergi Dairesi, VKN ${invoice.vkn}`;
}

function goodsLines(f: AgreementFacts): string[] {
  const { totals } = f;
  return [
    ...f.lines.map((l) => `${l.quantity} × ${l.name} — birim fiyatı ${money(l.unitPriceMinor)}, tutarı ${money(l.totalMinor)}`),
    '',
    `Ürünler toplamı: ${money(totals.itemsMinor)}`,
    ...(f.mode === 'delivery' ? [`Teslimat ücreti: ${totals.deliveryFeeMinor === 0 ? 'ücretsiz' : money(totals.deliveryFeeMinor)}`] : []),
    ...(totals.serviceChargeMinor > 0 ? [`Servis ücreti: ${money(totals.serviceChargeMinor)}`] : []),
    ...(totals.discountMinor > 0 ? [`İndirim${f.couponCode ? ` (${f.couponCode} kuponu)` : ''}: −${money(totals.discountMinor)}`] : []),
    `Ödenecek toplam tutar (KDV dahil): ${money(totals.totalMinor)}`,
    'Tüm fiyatlara KDV dahildir. ALICI’dan bu toplamın dışında hiçbir vergi, ücret ya da masraf istenmez.',
  ];
}

function deliveryLines(f: AgreementFacts): string[] {
  const minutes = f.promisedMinutes;
  return f.mode === 'delivery'
    ? [
        `Teslimat adresi: ${orDash(f.buyer.deliveryAddress)}`,
        `Ürünler SATICI’nın kuryesiyle bu adrese teslim edilir. Tahmini teslim süresi, siparişin SATICI’ya ulaşmasından itibaren yaklaşık ${minutes} dakikadır; yoğunluk, hava ve trafik koşulları bu süreyi uzatabilir.`,
      ]
    : [
        `Teslim yeri (gel-al): ${orDash(f.seller.address)}`,
        `Ürünler bu adreste ALICI’ya teslim edilir. Sipariş, SATICI’ya ulaşmasından itibaren yaklaşık ${minutes} dakika içinde teslime hazır olur.`,
      ];
}

function paymentLine(f: AgreementFacts): string {
  const when = f.mode === 'delivery' ? 'teslimat sırasında kuryeye' : 'ürünler teslim alınırken';
  return `Ödeme yöntemi: ${orDash(f.buyer.paymentName)}. Sipariş bedeli ${when} ödenir; bu sitede kart bilgisi istenmez ve saklanmaz.`;
}

const WITHDRAWAL = [
  'Mesafeli Sözleşmeler Yönetmeliği’nin 15. maddesinin birinci fıkrasının (c) bendi uyarınca çabuk bozulabilen veya son kullanma tarihi geçebilecek malların teslimine ilişkin sözleşmelerde ve (ç) bendi uyarınca tüketicinin istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan mallara ilişkin sözleşmelerde cayma hakkı kullanılamaz.',
  'Siparişteki yiyecek ve içecekler ALICI’nın siparişi üzerine hazırlanır ve çabuk bozulabilir niteliktedir; bu nedenle ALICI’nın bu sipariş için cayma hakkı yoktur. ALICI, siparişinin hazırlanmasına başlanmadan önce SATICI’yı arayarak iptalini isteyebilir.',
];

const DISPUTES =
  'ALICI, talep ve şikâyetlerini yukarıdaki telefon numarası ve e-posta adresinden SATICI’ya iletebilir. Uyuşmazlıklarda ALICI, Ticaret Bakanlığı’nca her yıl ilan edilen parasal sınırlar içinde yerleşim yerindeki veya tüketici işlemini yaptığı yerdeki il ya da ilçe tüketici hakem heyetine, bu sınırları aşan uyuşmazlıklarda tüketici mahkemesine başvurabilir.';

function preInformation(f: AgreementFacts): string {
  return documentText('ÖN BİLGİLENDİRME FORMU', [
    {
      heading: 'Bu formun amacı',
      paragraphs: [
        '6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca, mesafeli satış sözleşmesi kurulmadan önce ALICI’nın aşağıdaki konularda bilgilendirilmesi amacıyla düzenlenmiştir.',
      ],
    },
    { heading: '1. Satıcı', paragraphs: sellerLines(f) },
    { heading: '2. Sipariş edilen ürünler ve fiyatları', paragraphs: goodsLines(f) },
    { heading: '3. Teslimat', paragraphs: deliveryLines(f) },
    { heading: '4. Ödeme', paragraphs: [paymentLine(f)] },
    { heading: '5. Cayma hakkı', paragraphs: WITHDRAWAL },
    { heading: '6. Fatura', paragraphs: [invoiceLine(f.buyer.invoice)] },
    { heading: '7. Şikâyet ve başvuru yolları', paragraphs: [DISPUTES] },
    {
      heading: '8. Saklama',
      paragraphs: [
        'Bu form ve mesafeli satış sözleşmesi, ALICI’nın onayladığı hâliyle siparişle birlikte saklanır ve sipariş sayfasından her zaman okunabilir.',
      ],
    },
  ]);
}

function contract(f: AgreementFacts): string {
  const s = f.seller;
  return documentText('MESAFELİ SATIŞ SÖZLEŞMESİ', [
    {
      heading: 'MADDE 1 – TARAFLAR',
      paragraphs: [
        `1.1. SATICI: ${orDash(s.legalName)} (${orDash(s.tradeName || s.shopName)}), ${orDash(s.address)}. Telefon: ${orDash(s.phone)}, e-posta: ${orDash(s.email)}. ${orDash(s.taxOffice)} Vergi Dairesi, vergi numarası ${orDash(s.taxNumber)}, MERSİS numarası ${orDash(s.mersisNumber)}.`,
        `1.2. ALICI: ${orDash(f.buyer.name)}, telefon: ${orDash(maskPhone(f.buyer.phone))}.`,
        `1.3. ${invoiceLine(f.buyer.invoice)}`,
      ],
    },
    {
      heading: 'MADDE 2 – KONU',
      paragraphs: [
        'İşbu sözleşmenin konusu, ALICI’nın SATICI’nın internet sitesi üzerinden elektronik ortamda sipariş verdiği, aşağıda nitelikleri ve satış fiyatları belirtilen ürünlerin satışı ve teslimine ilişkin olarak, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri gereğince tarafların hak ve yükümlülüklerinin belirlenmesidir.',
      ],
    },
    { heading: 'MADDE 3 – SÖZLEŞME KONUSU ÜRÜNLER VE BEDELİ', paragraphs: goodsLines(f) },
    {
      heading: 'MADDE 4 – TESLİMAT',
      paragraphs: [
        ...deliveryLines(f),
        'Teslim süresi hiçbir durumda yasal otuz günlük süreyi aşamaz. SATICI, siparişin yerine getirilemeyeceğini (örneğin ürünün tükendiğini) öğrendiğinde ALICI’ya hemen bildirir; ödenmiş bir bedel varsa bildirimden itibaren en geç on dört gün içinde iade eder.',
      ],
    },
    { heading: 'MADDE 5 – ÖDEME', paragraphs: [paymentLine(f)] },
    { heading: 'MADDE 6 – CAYMA HAKKI', paragraphs: WITHDRAWAL },
    {
      heading: 'MADDE 7 – GENEL HÜKÜMLER',
      paragraphs: [
        '7.1. ALICI, ön bilgilendirme formunu okuduğunu, ürünlerin temel nitelikleri, vergiler dahil satış fiyatı, ödeme ve teslimat bilgileri konusunda bilgi sahibi olduğunu ve bunları elektronik ortamda onayladığını kabul eder.',
        '7.2. Ürünlerin alerjen ve içerik bilgileri menüde gösterilir. Alerjisi olan ALICI’nın siparişten önce SATICI’ya danışması önerilir.',
        '7.3. Teslim edilen ürün eksik, yanlış ya da ayıplı ise ALICI, durumu teslimden sonra vakit geçirmeden SATICI’ya bildirir ve 6502 sayılı Kanun’un 11. maddesindeki seçimlik haklarını kullanabilir.',
      ],
    },
    { heading: 'MADDE 8 – UYUŞMAZLIKLARIN ÇÖZÜMÜ', paragraphs: [DISPUTES] },
    {
      heading: 'MADDE 9 – YÜRÜRLÜK',
      paragraphs: [
        'İşbu sözleşme, ALICI’nın siparişi vermeden önce elektronik ortamda onaylamasıyla kurulur. Sözleşmenin onaylanan metni siparişle birlikte saklanır ve sipariş sayfasından ALICI’nın erişimine sunulur.',
      ],
    },
  ]);
}

/** Both documents in Turkish. */
export function turkishAgreement(facts: AgreementFacts): AgreementTexts {
  return { preInformation: preInformation(facts), contract: contract(facts) };
}
