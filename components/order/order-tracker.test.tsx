import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderTracker } from '@/components/order/order-tracker';
import type { OrderView } from '@/lib/orders/view';
import { orderView } from '@/tests/support/fixtures/order-view';
import { withIntl } from '@/tests/support/intl';

/** A delivered order, as the tracker's tests start from. */
function view(overrides: Partial<OrderView>): OrderView {
  return orderView({
    publicId: 'W0000000000000000000A',
    number: '#48501',
    status: { id: 7, key: 'delivered', label: 'Delivered', cancelReason: null },
    timeline: [
      { key: 'received', label: 'Received', state: 'done', at: '2026-06-10T09:00:00.000Z', detail: null },
      { key: 'delivered', label: 'Delivered', state: 'done', at: '2026-06-10T09:30:00.000Z', detail: null },
    ],
    updatedAt: '2026-06-10T09:30:00.000Z',
    ...overrides,
  });
}

const render = (v: OrderView, locale: 'en' | 'tr' = 'en') =>
  renderToStaticMarkup(withIntl(<OrderTracker initial={v} timeZone="Europe/Istanbul" />, locale));

describe('OrderTracker', () => {
  it('names the last step for how the customer gets the order: Delivered, Picked up, Served', () => {
    expect(render(view({ mode: 'delivery' }))).toContain('>Delivered<');
    expect(render(view({ mode: 'pickup' }))).toContain('>Picked up<');
    expect(render(view({ mode: 'table', tableName: '1 · Salon' }))).toContain('>Served<');
    expect(render(view({ mode: 'pickup' }))).not.toContain('Delivered');
  });

  it('shows step times in the restaurant’s time zone', () => {
    expect(render(view({}))).toContain('12:30');
  });

  it('marks the current step for assistive technology and says what is still to come', () => {
    const html = render(
      view({
        status: { id: 2, key: 'preparing', label: 'Preparing', cancelReason: null },
        timeline: [
          { key: 'received', label: 'Received', state: 'done', at: '2026-06-10T09:00:00.000Z', detail: null },
          { key: 'preparing', label: 'Preparing', state: 'current', at: '2026-06-10T09:05:00.000Z', detail: null },
          { key: 'delivered', label: 'Delivered', state: 'upcoming', at: null, detail: null },
        ],
      }),
    );
    expect(html).toMatch(/aria-current="step"[^>]*>.*Preparing.*\(now\)/);
    expect(html).toContain('(to come)');
    expect(html).toContain('Usually ready in about 30 minutes.');
  });

  it('shows why the order was not placed instead of a timeline', () => {
    const html = render(view({ state: 'rejected', status: null, timeline: [], message: 'The restaurant couldn’t accept this order.' }));
    expect(html).toContain('Not placed');
    expect(html).toContain('The restaurant couldn’t accept this order.');
    expect(html).not.toContain('<ol');
  });

  it('speaks Turkish: step names, what is still to come, how long ago, and the POS’s refusal in plain words', () => {
    const stepAt = new Date(Date.now() - 3 * 60_000).toISOString();
    const html = render(
      view({
        mode: 'pickup',
        status: { id: 2, key: 'preparing', label: 'Preparing', cancelReason: null },
        timeline: [
          { key: 'received', label: 'Received', state: 'done', at: '2026-06-10T09:00:00.000Z', detail: null },
          { key: 'preparing', label: 'Preparing', state: 'current', at: stepAt, detail: null },
          { key: 'delivered', label: 'Delivered', state: 'upcoming', at: null, detail: null },
        ],
      }),
      'tr',
    );
    expect(html).toMatch(/aria-current="step"[^>]*>.*Hazırlanıyor.*\(şu an\)/);
    expect(html).toContain('>Teslim alındı<');
    expect(html).toContain('(sırada)');
    expect(html).toContain('12:00');
    expect(html).toContain('3 dakika önce');
    expect(html).toContain('Genellikle yaklaşık 30 dakikada hazır olur.');

    const refused = render(
      view({ state: 'rejected', status: null, timeline: [], message: 'stored English words', notice: 'payment' }),
      'tr',
    );
    expect(refused).toContain('Verilemedi');
    expect(refused).toContain('Bu ödeme yöntemi şu an kullanılamıyor. Lütfen başka bir yöntem seçin.');
    expect(render(view({ state: 'unconfirmed', status: null, timeline: [], notice: 'confirming' }), 'tr')).toContain(
      'Siparişinizi restoranla onaylıyoruz.',
    );
  });
});
