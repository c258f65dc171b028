import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@/lib/limits/flood';
import { cartLinesMessage, newCartLimitMessage, orderLimitMessage } from '@/lib/limits/messages';
import type { FloodLimits } from '@/lib/settings/flood-limits';
import { setTestLocale } from '@/tests/support/next-intl-server';

const LIMITS: FloodLimits = {
  orderLimitPerAddress: 20,
  orderLimitPerPhone: 10,
  orderLimitPerCart: 1,
  newCartLimitPerAddress: 30,
  limitWindowMinutes: 60,
};

afterEach(() => setTestLocale('en'));

describe('orderLimitMessage', () => {
  it('names the limit that refused and when to try again, in English', async () => {
    expect(await orderLimitMessage('cart', LIMITS, 125)).toBe(
      'This cart has reached our limit of 1 order an hour, so this order was not sent. Please try again in 3 minutes, or call the restaurant.',
    );
    expect(await orderLimitMessage('address', { ...LIMITS, limitWindowMinutes: 30 }, 600)).toBe(
      'Your internet connection has reached our limit of 20 orders every 30 minutes, so this order was not sent. Please try again in 10 minutes, or call the restaurant.',
    );
    expect(await orderLimitMessage('phone', { ...LIMITS, limitWindowMinutes: 120 }, 3900)).toBe(
      'This phone number has reached our limit of 10 orders every 2 hours, so this order was not sent. Please try again in 1 hour 5 minutes, or call the restaurant.',
    );
  });

  it('says it in Turkish to a Turkish visitor', async () => {
    setTestLocale('tr');
    expect(await orderLimitMessage('phone', LIMITS, 3600)).toBe(
      'Bu telefon numarasıyla saatte en fazla 10 sipariş verilebiliyor ve bu sınıra ulaşıldı, bu yüzden sipariş gönderilmedi. Lütfen 1 saat sonra yeniden deneyin ya da restoranı arayın.',
    );
    expect(await orderLimitMessage('address', { ...LIMITS, limitWindowMinutes: 30 }, 3900)).toBe(
      'İnternet bağlantınızdan 30 dakikada en fazla 20 sipariş verilebiliyor ve bu sınıra ulaşıldı, bu yüzden sipariş gönderilmedi. Lütfen 1 saat 5 dakika sonra yeniden deneyin ya da restoranı arayın.',
    );
  });
});

describe('the cart limits', () => {
  it('refuse a new cart and a line too many in the visitor’s language', async () => {
    expect(await newCartLimitMessage({ ...LIMITS, newCartLimitPerAddress: 1 }, 30)).toMatch(
      /^Your internet connection has reached our limit of 1 new cart an hour\. Please try again in 1 minute\. /,
    );
    expect(await cartLinesMessage()).toContain(`${MAX_CART_LINES} different items`);
    setTestLocale('tr');
    expect(await newCartLimitMessage(LIMITS, 600)).toMatch(
      /^İnternet bağlantınızdan saatte en fazla 30 yeni sepet açılabiliyor ve bu sınıra ulaşıldı\. Lütfen 10 dakika sonra yeniden deneyin\. /,
    );
    expect(await cartLinesMessage()).toBe(
      `Sepetinizde zaten ${MAX_CART_LINES} farklı ürün var; bir sipariş en fazla bu kadar ürün alabilir. Lütfen önce bu siparişi verin ya da sepetinizdeki bir ürünün adedini değiştirin.`,
    );
  });
});
