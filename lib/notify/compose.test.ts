import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { composeEmail, composeSms, MAX_SMS_PARTS, smsSegments, type OrderFacts } from '@/lib/notify/compose';
import { messageKind, ORDER_NOTIFICATION_EVENTS } from '@/lib/notify/order-events';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

const translators = {
  tr: createTranslator({ locale: 'tr', messages: tr, namespace: 'Notify' }),
  en: createTranslator({ locale: 'en', messages: en, namespace: 'Notify' }),
};

/** The longest a real message gets: a 60-character shop name, a public SITE_URL, a stop link. */
const longest: OrderFacts = {
  shop: 'Şişçi Ömer Usta Ocakbaşı ve Kebap Salonu Çağlayan Şubesi Ltd.',
  firstName: 'Ayşe',
  number: '#1234567',
  mode: 'delivery',
  promisedTime: '19:45',
  total: '₺1.234,50',
  cancelReason: 'Müşteri adreste bulunamadı, telefonla ulaşılamadı; sipariş iptal edildi ve ürünler iade alındı.',
  orderUrl: 'https://siparis.sisciomerusta.com.tr/en/orders/W0123456789ABCDEFGHJK',
  stopUrl: 'https://siparis.sisciomerusta.com.tr/en/stop/W0123456789ABCDEFGHJK.aBcDeFgHiJkLmNoPqRsT_-',
};

describe('smsSegments', () => {
  it('counts GSM text in 160/153-septet parts with the Turkish shift table, and UCS-2 otherwise', () => {
    expect(smsSegments('a'.repeat(155))).toBe(1);
    expect(smsSegments('a'.repeat(156))).toBe(2);
    expect(smsSegments('ş'.repeat(77))).toBe(1);
    expect(smsSegments('ş'.repeat(78))).toBe(2);
    expect(smsSegments('Afiyet olsun 🍢')).toBe(1);
    expect(smsSegments('🍢'.repeat(40))).toBe(2);
  });
});

describe('composed messages', () => {
  for (const [locale, t] of Object.entries(translators)) {
    it(`keeps every ${locale} SMS within ${MAX_SMS_PARTS} parts, even with long names, links and reasons`, () => {
      for (const event of ORDER_NOTIFICATION_EVENTS) {
        const text = composeSms(t, event, { ...longest, stopUrl: messageKind(event) === 'essential' ? null : longest.stopUrl });
        expect(smsSegments(text), `${event}: ${text}`).toBeLessThanOrEqual(MAX_SMS_PARTS);
        expect(text).toContain(event === 'delivered' ? 'Şişçi Ömer Usta Ocakbaşı:' : longest.orderUrl);
      }
    });

    it(`escapes what staff and the POS wrote in the ${locale} e-mail HTML`, () => {
      const email = composeEmail(t, 'cancelled', { ...longest, shop: 'Kebap <script>', cancelReason: 'A & B "x"' });
      expect(email.html).toContain('Kebap &lt;script&gt;');
      expect(email.html).not.toContain('<script>');
      expect(email.html).toContain('A &amp; B &quot;x&quot;');
      expect(email.text).toContain('A & B "x"');
    });
  }
});
