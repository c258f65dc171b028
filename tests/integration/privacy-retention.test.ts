/**
 * KVKK over real orders (issue 15): orders placed through the checkout against the sandbox over
 * HTTP, then the retention job and erasure on request. An old order loses its customer's personal
 * data and keeps its lines, totals and dates; a new one is left alone; an erasure is recorded; a
 * consent is stored with its wording and time only when ticked.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db';
import { listJobs } from '@/lib/jobs/registry';
import { recordOutboxMessage } from '@/lib/notify/outbox';
import { consentsOf } from '@/lib/privacy/consent';
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_TICKED } from '@/lib/privacy/consent-field';
import { eraseCustomer, listErasures, previewErasure } from '@/lib/privacy/erasure';
import { runRetention } from '@/lib/privacy/retention';
import { saveRetentionMonths } from '@/lib/privacy/settings';
import { registerSiteJobs } from '@/lib/site-jobs';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { installFakeRequest } from '@/tests/support/request-context';
import { liftFloodLimits, resetShopSettings } from '@/tests/support/shop';
import { freshCart, submitCheckout } from '@/tests/support/shopper';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();
const suite = sandboxSuite({ shop: 'once' });

beforeEach(async () => {
  setTestLocale('tr');
  await resetShopSettings({ latitude: 41.0227, longitude: 28.9775 });
  await liftFloodLimits();
  await saveRetentionMonths(24);
});

const MONTH_MS = 30 * 86_400_000;

/** Places a delivery order as Ayşe with `fields` over the defaults; returns its public id. */
async function placed(fields: Record<string, string> = {}): Promise<string> {
  await freshCart('delivery');
  const result = await submitCheckout(suite.sandbox.client, { orderNote: 'Zile basmayın, bebek uyuyor', ...fields });
  if (!result.placed) throw new Error(`not placed: ${JSON.stringify(result)}`);
  return result.publicId;
}

async function orderOf(publicId: string) {
  return getDb().webOrder.findUniqueOrThrow({ where: { publicId }, include: { lines: { orderBy: { position: 'asc' } } } });
}

/** What the reports and the POS reconciliation read: must not change. */
function keptPart(order: Awaited<ReturnType<typeof orderOf>>) {
  const { itemsMinor, discountMinor, deliveryFeeMinor, serviceChargeMinor, totalMinor, createdAt, posOrderId, state, district, city } =
    order;
  const lines = order.lines.map(({ name, variantName, quantity, unitPriceMinor, totalMinor: lineTotal, note }) => ({
    name,
    variantName,
    quantity,
    unitPriceMinor,
    lineTotal,
    note,
  }));
  return {
    itemsMinor,
    discountMinor,
    deliveryFeeMinor,
    serviceChargeMinor,
    totalMinor,
    createdAt,
    posOrderId,
    state,
    district,
    city,
    lines,
  };
}

/** The archive's copy of a web order, as the archive job writes it (externalAppId is our public id). */
async function archiveCopy(publicId: string, posOrderId: number, name: string): Promise<void> {
  await getDb().archivedOrder.create({
    data: {
      id: posOrderId,
      orderNumber: posOrderId,
      insertedAt: new Date(Date.now() - 25 * MONTH_MS),
      updatedAt: new Date(),
      statusId: 4,
      statusLabel: 'Closed',
      cancelled: false,
      orderTypeId: 2,
      serviceType: 'delivery',
      totalMinor: 73_000,
      discountMinor: 0,
      taxMinor: 0,
      currency: 'TRY',
      paymentNames: 'Nakit',
      paymentCount: 1,
      customerName: name,
      customer: JSON.stringify({ customerName: 'Ayşe', customerSurname: 'Yılmaz', customerPhone: '05321234567' }),
      externalAppId: publicId,
      orderNote: 'Zile basmayın',
      copiedAt: new Date(),
      lines: {
        create: [
          {
            position: 0,
            lineId: 1,
            productId: 1,
            productUnitId: 5040,
            productName: 'Adana Kebap',
            quantity: 1,
            unitPriceMinor: 73_000,
            totalMinor: 73_000,
            discountMinor: 0,
            isMenu: false,
            details: '{}',
          },
        ],
      },
    },
  });
}

describe('the retention job', () => {
  it('is registered with the site’s jobs', () => {
    registerSiteJobs();
    expect(listJobs().map((job) => job.name)).toContain('privacy-retention');
  });

  it('anonymises an old order, its messages and archive copy, keeps totals and lines, and leaves a new order alone', async () => {
    const old = await placed();
    const recent = await placed();
    const db = getDb();
    await db.webOrder.update({ where: { publicId: old }, data: { createdAt: new Date(Date.now() - 25 * MONTH_MS) } });
    const oldBefore = await orderOf(old);
    const recentBefore = await orderOf(recent);
    expect(oldBefore.posOrderId).not.toBeNull();
    await archiveCopy(old, 900_000 + (oldBefore.posOrderId ?? 0), 'Ayşe Yılmaz');
    for (const publicId of [old, recent]) {
      await recordOutboxMessage(
        {
          channel: 'sms',
          recipient: '+905321234567',
          text: 'Ayşe Hanım, siparişiniz yolda.',
          purpose: 'order.sent',
          locale: 'tr',
          orderPublicId: publicId,
        },
        'outbox',
      );
    }

    const result = await runRetention(new Date());
    expect(result.webOrders).toBe(1);
    expect(result.archivedOrders).toBeGreaterThanOrEqual(1);

    const oldAfter = await orderOf(old);
    expect(oldAfter).toMatchObject({
      firstName: '',
      surname: '',
      phone: '',
      address: null,
      addressDescription: null,
      latitude: null,
      note: '',
    });
    expect(oldAfter.anonymisedAt).not.toBeNull();
    expect(keptPart(oldAfter)).toEqual(keptPart(oldBefore));
    const payload = JSON.parse(oldAfter.payload) as Record<string, unknown>;
    expect(payload).not.toHaveProperty('CustomerName');
    expect(payload).not.toHaveProperty('CustomerPhone');
    expect(payload).not.toHaveProperty('Address');
    expect(payload).not.toHaveProperty('OrderNote');
    expect(payload.CustomerId).toBe(old);
    expect(payload.OrderDetails).toEqual((JSON.parse(oldBefore.payload) as Record<string, unknown>).OrderDetails);
    expect(oldAfter.payload).not.toContain('Ayşe');

    const archived = await db.archivedOrder.findFirstOrThrow({ where: { externalAppId: old }, include: { lines: true } });
    expect(archived).toMatchObject({ customerName: '', customer: null, orderNote: null, totalMinor: 73_000 });
    expect(archived.lines).toHaveLength(1);
    const messages = await db.outboxMessage.findMany({ where: { orderPublicId: { in: [old, recent] } } });
    expect(messages.find((m) => m.orderPublicId === old)).toMatchObject({ recipient: '', text: '' });
    expect(messages.find((m) => m.orderPublicId === recent)).toMatchObject({ recipient: '+905321234567' });

    const recentAfter = await orderOf(recent);
    expect(recentAfter).toEqual(recentBefore);

    // A second run finds nothing more to do.
    expect((await runRetention(new Date())).webOrders).toBe(0);
  });

  it('follows the configured period', async () => {
    const publicId = await placed();
    await getDb().webOrder.update({ where: { publicId }, data: { createdAt: new Date(Date.now() - 4 * MONTH_MS) } });
    await runRetention(new Date());
    expect((await orderOf(publicId)).firstName).toBe('Ayşe');
    await saveRetentionMonths(3);
    await runRetention(new Date());
    expect((await orderOf(publicId)).firstName).toBe('');
  });
});

describe('marketing consent at checkout', () => {
  it('is stored with the exact wording, language and time when ticked, and not at all when left unticked', async () => {
    const phone = '05447001001';
    const before = new Date();
    const withConsent = await placed({ phone: '0544 700 10 01', [MARKETING_CONSENT_FIELD]: MARKETING_CONSENT_TICKED });
    const [consent, ...more] = await consentsOf(phone);
    expect(more).toEqual([]);
    expect(consent).toMatchObject({
      phone,
      channels: ['sms'],
      granted: true,
      wording: 'Kampanya, indirim ve duyurulardan SMS ile haberdar olmak istiyorum.',
      locale: 'tr',
      source: 'checkout',
      orderPublicId: withConsent,
    });
    expect(consent?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    await placed({ phone: '0544 700 10 02' });
    expect(await consentsOf('05447001002')).toEqual([]);
  });
});

describe('erasure on request', () => {
  it('erases a customer’s personal data and consents by phone, records it, and keeps the totals', async () => {
    const phone = '05447002001';
    const publicId = await placed({ phone: '0544 700 20 01', [MARKETING_CONSENT_FIELD]: MARKETING_CONSENT_TICKED });
    const other = await placed({ phone: '0544 700 20 02' });
    const before = await orderOf(publicId);
    await recordOutboxMessage(
      { channel: 'sms', recipient: '+905447002001', text: 'Giriş kodunuz 123456', purpose: 'sign-in.code', locale: 'tr' },
      'outbox',
    );

    // The order's confirmation SMS (issue 16) goes out once the POS has the order, without checkout waiting for it.
    await expect.poll(() => getDb().outboxMessage.count({ where: { orderPublicId: publicId } })).toBe(1);

    const preview = await previewErasure(phone);
    expect(preview.orders.map((order) => order.publicId)).toEqual([publicId]);
    expect(preview.orders[0]?.name).toBe('Ayşe Yılmaz');
    // The sign-in code and the order's confirmation.
    expect(preview).toMatchObject({ messages: 2, consents: 1, earlier: [] });

    const entry = await eraseCustomer(phone, { id: 7, name: 'Derya (owner)' });
    expect(entry).toMatchObject({ staffName: 'Derya (owner)', webOrders: 1, messages: 2, consents: 1 });

    const after = await orderOf(publicId);
    expect(after).toMatchObject({ firstName: '', phone: '', address: null });
    expect(keptPart(after)).toEqual(keptPart(before));
    expect(await consentsOf(phone)).toEqual([]);
    expect((await orderOf(other)).phone).toBe('05447002002');

    const record = await getDb().erasureRecord.findUniqueOrThrow({ where: { id: entry.id } });
    expect(record.phoneHash).not.toContain('7002001');
    expect(await verifyPassword(phone, record.phoneHash)).toBe(true);
    expect(record.staffUserId).toBe(7);
    expect((await listErasures()).map((e) => e.id)).toContain(entry.id);

    const again = await previewErasure(phone);
    expect(again).toMatchObject({ orders: [], messages: 0, consents: 0 });
    expect(again.earlier.map((e) => e.id)).toEqual([entry.id]);
  });
});
