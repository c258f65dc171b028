/**
 * The typed client against the real sandbox with faults injected through its control API: what a
 * caller sees, and whether the order really was saved behind an error.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@/lib/pos-sandbox/demo';
import type { PosClient } from '@/lib/pos/client';
import { PRODUCTION_LIMITS } from '@/lib/pos/limits';
import { toWireAmount, type SaveOrderRequest } from '@/lib/pos/save-order-request';
import { priceListFor } from '@/lib/pos/statuses';
import { activePrice, findUnit } from '@/tests/support/fixtures/catalogue-lookup';
import { rejection, startSandbox, type TestSandbox } from '@/tests/support/sandbox';

let sandbox: TestSandbox;
let client: PosClient;
let order: (webOrderId: string) => SaveOrderRequest;

const NO_FAULTS = { latencyMs: 0, failureRate: 0, dropAfterCommitRate: 0, malformedRate: 0, rateLimitPerMinute: null };

beforeAll(async () => {
  sandbox = await startSandbox();
  client = sandbox.client;
  const price = activePrice(findUnit(await client.getProducts(), DEMO_IDS.pickupCheaperUnitId), priceListFor('pickup'));
  order = (webOrderId) => ({
    CustomerId: 'C-200',
    WebOrderId: webOrderId,
    OrderType: 3,
    CustomerLatitude: '41,0227',
    CustomerLongitude: '28,9775',
    OrderTotal: toWireAmount(price),
    OrderDetails: [{ ProductUnitId: DEMO_IDS.pickupCheaperUnitId, Quantity: 1, IsMenu: false }],
  });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.control('PUT', '/config', NO_FAULTS));

/** How many orders the sandbox stored under a WebOrderId (the control API sees past any fault). */
async function storedCount(webOrderId: string): Promise<number> {
  const answer = await sandbox.control('GET', `/orders?externalAppId=${encodeURIComponent(webOrderId)}`);
  const orders = (answer as { orders?: unknown[] }).orders;
  if (!Array.isArray(orders)) throw new Error('control API answered without orders');
  return orders.length;
}

const newId = (label: string) => `FT-${label}-${randomUUID().slice(0, 8)}`;

describe('SaveOrder behind faults (never retried by the client)', () => {
  it('connection dropped after commit: transport error that may have committed; the resend is a duplicate', async () => {
    await sandbox.control('PUT', '/config', { dropAfterCommitRate: 1 });
    const request = order(newId('drop'));
    const error = await rejection(client.saveOrder(request));
    expect(error).toMatchObject({ kind: 'transport', mayHaveCommitted: true });
    expect(await storedCount(request.WebOrderId)).toBe(1);

    await sandbox.control('PUT', '/config', NO_FAULTS);
    expect(await rejection(client.saveOrder(request))).toMatchObject({ kind: 'duplicate', status: 713 });
    expect(await storedCount(request.WebOrderId)).toBe(1);
  });

  it('a non-JSON answer after commit: transport error that may have committed, sent once', async () => {
    await sandbox.control('PUT', '/config', { malformedRate: 1 });
    const request = order(newId('html'));
    const error = await rejection(client.saveOrder(request));
    expect(error).toMatchObject({ kind: 'transport', mayHaveCommitted: true });
    expect(error.message).toContain('not JSON');
    expect(await storedCount(request.WebOrderId)).toBe(1);
  });

  it('an injected HTTP 500 before any work: transport error, not retried, nothing saved', async () => {
    await sandbox.control('PUT', '/config', { failureRate: 1 });
    const request = order(newId('500'));
    const error = await rejection(client.saveOrder(request));
    expect(error).toMatchObject({ kind: 'transport', httpStatus: 500, status: 711 });
    expect(await storedCount(request.WebOrderId)).toBe(0);
  });

  it('a POS slower than the timeout: transport error that may have committed', async () => {
    await sandbox.control('PUT', '/config', { latencyMs: 400 });
    const request = order(newId('slow'));
    const error = await rejection(sandbox.clientWith({ timeoutMs: 150 }).saveOrder(request));
    expect(error).toMatchObject({ kind: 'transport', mayHaveCommitted: true });
    expect(error.message).toContain('no answer within 150 ms');
  });
});

describe('reads behind faults', () => {
  it('GET keeps failing on injected 500s: transport error after the bounded attempts', async () => {
    await sandbox.control('PUT', '/config', { failureRate: 1 });
    const error = await rejection(sandbox.clientWith({ getRetries: 2 }).getPaymentTypes());
    expect(error).toMatchObject({ kind: 'transport', httpStatus: 500 });
  });

  it('GET with a non-JSON body every time: transport error naming the body', async () => {
    await sandbox.control('PUT', '/config', { malformedRate: 1 });
    const error = await rejection(client.getAreasWithTables());
    expect(error).toMatchObject({ kind: 'transport', mayHaveCommitted: false });
    expect(error.message).toContain('not JSON');
  });

  it('request limit exceeded (601, HTTP 400) is rate-limited once the bounded retries are spent', async () => {
    await sandbox.control('PUT', '/config', { rateLimitPerMinute: 1 });
    const bounded = sandbox.clientWith({ limits: { ...PRODUCTION_LIMITS, maxWaitMs: 1500 } });
    await bounded.getPaymentTypes();
    const error = await rejection(bounded.getPaymentTypes());
    expect(error).toMatchObject({ kind: 'rate-limited', status: 601, httpStatus: 400 });
    expect(error.retryAt).toBeInstanceOf(Date);
  });
});
