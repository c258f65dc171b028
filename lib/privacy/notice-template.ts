import type { Locale } from '@/lib/i18n/routing';

/**
 * The privacy notice's template (aydınlatma metni, KVKK art. 10; docs/decisions/241) in each
 * language, written in plain words. Staff may replace it with their own text in the admin; both
 * are plain text with "## " headings, "- " list items and {{placeholders}} filled from the seller
 * identity and the privacy settings when the page is shown (lib/privacy/notice.ts).
 */

const TR = `Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi uyarınca, {{shopName}} web sitesi üzerinden sipariş verdiğinizde kişisel verilerinizin nasıl işlendiğini açıklamak için hazırlanmıştır.

## Veri sorumlusu
Kişisel verileriniz, veri sorumlusu sıfatıyla {{legalName}} tarafından işlenir.
- Adres: {{address}}
- Telefon: {{phone}}
- E-posta: {{email}}
- Vergi dairesi ve numarası: {{taxOffice}} / {{taxNumber}}
- MERSİS numarası: {{mersisNumber}}

## Hangi kişisel verilerinizi işliyoruz?
- Kimlik: adınız ve soyadınız.
- İletişim: telefon numaranız; paket siparişte teslimat adresiniz ve adres tarifiniz.
- Konum: teslimat için haritada işaretlediğiniz nokta (işaretlerseniz).
- Müşteri işlemi: siparişinizin içeriği, tutarı, ödeme yöntemi, sipariş notunuz ve varsa kupon kodunuz; fatura isterseniz fatura bilgileriniz.
- Pazarlama: kampanya ve duyurular için izin verdiyseniz bu izniniz, verildiği zaman ve metniyle birlikte.
- İşlem güvenliği: internet (IP) adresiniz ve sitenin çalışması için zorunlu çerezler.

## Hangi amaçlarla işliyoruz?
- Siparişinizi almak, hazırlamak, size teslim etmek veya gel-al siparişte teslim etmek.
- Siparişinizin durumu hakkında sizi SMS veya e-posta ile bilgilendirmek; gerektiğinde sizi aramak.
- Ödeme ve fatura işlemlerini yürütmek, muhasebe ve vergi yükümlülüklerimizi yerine getirmek.
- Talep, öneri ve şikâyetlerinizi yanıtlamak.
- Sitenin güvenliğini sağlamak, sahte ve kötüye kullanım amaçlı siparişleri önlemek.
- Yalnızca izin verdiyseniz, kampanya ve duyurularımızı size iletmek.

## Hukuki sebepler
- Sipariş, teslimat ve bilgilendirme: bir sözleşmenin kurulması ve ifası için gerekli olması (KVKK m. 5/2-c).
- Fatura, muhasebe ve tüketici mevzuatından doğan yükümlülükler: kanunlarda açıkça öngörülmesi ve hukuki yükümlülüğümüzü yerine getirmemiz için zorunlu olması (KVKK m. 5/2-a ve ç).
- Talep ve şikâyetlerin yönetimi, uyuşmazlıklarda hakların korunması: bir hakkın tesisi, kullanılması veya korunması için zorunlu olması (KVKK m. 5/2-e).
- İşlem güvenliği: temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz için zorunlu olması (KVKK m. 5/2-f).
- Kampanya ve duyurular: açık rızanız (KVKK m. 5/1) ve 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun uyarınca verdiğiniz onay. Bu izin isteğe bağlıdır; vermemeniz siparişinizi hiçbir şekilde etkilemez.

## Kişisel verilerinizi kimlere aktarıyoruz?
- Siparişinizin mutfağa ve kasaya ulaşması için restoranımızın kullandığı sipariş ve kasa (POS) yazılımının sağlayıcısına.
- Sipariş bildirimlerini ve izin verdiyseniz kampanya mesajlarını iletmek için SMS ve e-posta hizmet sağlayıcılarına; ticari ileti onaylarını İleti Yönetim Sistemi'ne (İYS).
- Sitenin barındırıldığı sunucu hizmeti sağlayıcısına.
- Kanunen yetkili kamu kurum ve kuruluşlarına (örneğin vergi idaresi, yargı mercileri), yalnızca bir hukuki yükümlülük bunu gerektirdiğinde.
Kişisel verileriniz KVKK'nın 8. ve 9. maddelerine uygun olarak aktarılır; hizmet sağlayıcılarımız verilerinizi yalnızca bizim adımıza ve bu hizmet için işler.

## Kişisel verilerinizi nasıl topluyoruz?
Kişisel verileriniz, sipariş formunu doldurduğunuzda web sitemiz üzerinden elektronik ortamda ve kısmen otomatik yollarla toplanır. Sitenin çalışması için kullanılan çerezler çerez politikamızda listelenmiştir.

## Ne kadar süre saklıyoruz?
Siparişinize ait kişisel verileriniz (adınız, telefonunuz, adresiniz, konumunuz ve notunuz) sipariş tarihinden itibaren {{retention}} saklanır, bu sürenin sonunda anonim hâle getirilir. Anonim hâle getirilen kayıtlarda yalnızca siparişin içeriği, tutarı ve tarihi kalır. Faturalar ve muhasebe kayıtları Vergi Usul Kanunu ve Türk Ticaret Kanunu'nun öngördüğü süre boyunca saklanır. Kampanya izniniz, geri alınana kadar saklanır.

## Haklarınız
KVKK'nın 11. maddesi uyarınca bize başvurarak:
- kişisel verilerinizin işlenip işlenmediğini öğrenme,
- işlenmişse buna ilişkin bilgi talep etme,
- işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,
- yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,
- eksik veya yanlış işlenmişse düzeltilmesini isteme,
- KVKK'nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,
- düzeltme, silme veya yok etme işlemlerinin verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,
- işlenen verilerin münhasıran otomatik sistemlerle analiz edilmesi sonucunda aleyhinize bir sonucun ortaya çıkmasına itiraz etme,
- kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme
haklarına sahipsiniz. Kampanya ve duyuru iznini dilediğiniz zaman geri alabilirsiniz.

## Nasıl başvurabilirsiniz?
Başvurunuzu, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak, adınızı, soyadınızı, siparişte kullandığınız telefon numaranızı ve talebinizi belirterek yazılı olarak {{address}} adresine iletebilir ya da kayıtlı elektronik posta (KEP) adresinizden, güvenli elektronik imza veya mobil imza kullanarak ya da bize daha önce bildirdiğiniz e-posta adresinizden {{email}} adresine gönderebilirsiniz. Başvurunuz en geç otuz gün içinde ücretsiz olarak sonuçlandırılır. Başvurunuz reddedilirse, yanıtımızı yetersiz bulursanız ya da süresinde yanıt verilmezse, yanıtı öğrendiğiniz tarihten itibaren otuz gün ve her hâlde başvuru tarihinden itibaren altmış gün içinde Kişisel Verileri Koruma Kurulu'na şikâyette bulunabilirsiniz (KVKK m. 14).`;

const EN = `This privacy notice is given under Article 10 of the Turkish Personal Data Protection Law No. 6698 ("KVKK"). It explains how your personal data is processed when you order through the {{shopName}} website.

## Data controller
Your personal data is processed by {{legalName}} as the data controller.
- Address: {{address}}
- Phone: {{phone}}
- E-mail: {{email}}
- Tax office and number: {{taxOffice}} / {{taxNumber}}
- MERSIS number: {{mersisNumber}}

## What personal data we process
- Identity: your first name and surname.
- Contact: your phone number; for delivery, your address and directions.
- Location: the point you mark on the map for delivery (if you mark one).
- Order details: what you ordered, the amount, the payment method, your note and any coupon code; your invoice details if you ask for an invoice.
- Marketing: if you agreed to hear about offers, your consent, with the time and the words you agreed to.
- Security: your internet (IP) address and the cookies the site needs to work.

## Why we process it
- To take, prepare and deliver your order, or hand it over when you collect it.
- To tell you about your order by SMS or e-mail, and to call you when needed.
- To handle payment and invoicing and to meet our accounting and tax duties.
- To answer your requests, suggestions and complaints.
- To keep the site secure and stop fake or abusive orders.
- Only if you agreed: to send you our offers and news.

## Legal grounds
- Ordering, delivery and updates: necessary to enter into and perform a contract with you (KVKK art. 5(2)(c)).
- Invoicing, accounting and consumer-law duties: expressly provided for by law and necessary for our legal obligations (KVKK art. 5(2)(a) and (ç)).
- Requests, complaints and disputes: necessary to establish, exercise or defend a right (KVKK art. 5(2)(e)).
- Security: necessary for our legitimate interests, without harming your fundamental rights and freedoms (KVKK art. 5(2)(f)).
- Offers and news: your explicit consent (KVKK art. 5(1)) and your approval under Law No. 6563 on electronic commerce. It is optional; not giving it does not affect your order in any way.

## Who we share it with
- The provider of the ordering and till (POS) software the restaurant uses, so that your order reaches the kitchen and the till.
- SMS and e-mail providers, to send order updates and, if you agreed, offers; consents to commercial messages are registered with the Message Management System (İYS).
- The provider that hosts the website.
- Public authorities entitled by law (for example the tax administration or the courts), only when a legal obligation requires it.
Your data is transferred in line with Articles 8 and 9 of the KVKK; our providers process it only on our behalf and for their service.

## How we collect it
We collect your personal data electronically, through the order form on our website, and partly by automatic means. The cookies the site uses are listed in our cookie policy.

## How long we keep it
Your order's personal data (your name, phone, address, location and note) is kept for {{retention}} from the order date and then anonymised. An anonymised record keeps only what was ordered, the amount and the date. Invoices and accounting records are kept for as long as the Tax Procedure Law and the Turkish Commercial Code require. Your marketing consent is kept until you withdraw it.

## Your rights
Under Article 11 of the KVKK you may apply to us to:
- learn whether your personal data is processed,
- ask for information about it if it is,
- learn why it is processed and whether it is used for that purpose,
- know the third parties in Turkey or abroad it is transferred to,
- have it corrected if it is incomplete or wrong,
- have it erased or destroyed under the conditions of Article 7 of the KVKK,
- have the third parties it was transferred to told about such a correction or erasure,
- object to a result against you that comes only from automated analysis of your data,
- claim compensation if you suffer damage because your data was processed unlawfully.
You may withdraw your consent to offers and news at any time.

## How to apply
Under the Communiqué on the Procedures and Principles of Application to the Data Controller, send your request in writing to {{address}}, giving your name, the phone number you ordered with and what you ask for; or send it to {{email}} from a registered e-mail (KEP) address, with a secure electronic or mobile signature, or from an e-mail address you have given us before. We answer free of charge within thirty days at the latest. If your request is refused, you find our answer insufficient or we do not answer in time, you may complain to the Personal Data Protection Board (Kişisel Verileri Koruma Kurulu) within thirty days of learning our answer, and in any case within sixty days of your request (KVKK art. 14).`;

/** The template's text in a language, with its {{placeholders}} still in. */
export function noticeTemplate(locale: Locale): string {
  return locale === 'tr' ? TR : EN;
}
