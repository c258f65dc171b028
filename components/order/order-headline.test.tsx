import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderHeadline } from '@/components/order/order-headline';
import type { OrderView } from '@/lib/orders/view';
import { orderView } from '@/tests/support/fixtures/order-view';
import { withIntl } from '@/tests/support/intl';

const headline = (v: OrderView, firstName = 'Ayşe', locale: 'en' | 'tr' = 'en') =>
  renderToStaticMarkup(withIntl(<OrderHeadline initial={v} firstName={firstName} />, locale));

describe('OrderHeadline', () => {
  it('thanks the customer while the order is on its way, or being confirmed', () => {
    expect(headline(orderView({}))).toMatch(/<h1[^>]*>Thank you, Ayşe<\/h1>/);
    expect(headline(orderView({ state: 'unconfirmed', status: null }), '')).toMatch(/>Thank you<\/h1>/);
  });

  it('does not thank for a cancelled order: it says it was cancelled, in the warning tone', () => {
    const html = headline(orderView({ status: { id: 9, key: 'cancelled', label: 'Cancelled', cancelReason: 'Kurye bulunamadı' } }));
    expect(html).toContain('Sorry, Ayşe, your order was cancelled');
    expect(html).not.toContain('Thank you');
    expect(html).toMatch(/class="[^"]*titleBad/);
  });

  it('says an order the restaurant refused was not placed', () => {
    const html = headline(orderView({ state: 'rejected', status: null, message: 'The restaurant couldn’t accept this order.' }));
    expect(html).toContain('Sorry, we couldn’t place your order');
    expect(html).not.toContain('Thank you');
  });

  it('wishes a good meal once the order is delivered, picked up or served', () => {
    const done = { id: 7, key: 'delivered' as const, label: 'Delivered', cancelReason: null };
    expect(headline(orderView({ status: done }))).toContain('Delivered. Enjoy your meal, Ayşe');
    expect(headline(orderView({ status: done, mode: 'pickup' }))).toContain('Picked up. Enjoy your meal, Ayşe');
    expect(headline(orderView({ status: done, mode: 'table' }))).toContain('Served. Enjoy your meal, Ayşe');
  });

  it('speaks Turkish to a Turkish visitor', () => {
    const done = { id: 7, key: 'delivered' as const, label: 'Delivered', cancelReason: null };
    expect(headline(orderView({}), 'Ayşe', 'tr')).toMatch(/>Teşekkür ederiz, Ayşe<\/h1>/);
    expect(headline(orderView({ status: done, mode: 'table' }), 'Ayşe', 'tr')).toContain('Servis edildi. Afiyet olsun, Ayşe');
    expect(headline(orderView({ state: 'failed', status: null }), 'Ayşe', 'tr')).toContain('Üzgünüz, siparişinizi veremedik');
  });
});
