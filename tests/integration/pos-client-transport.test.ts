import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PosConfig } from '@/lib/pos/config';
import { PosError, PosSchemaError } from '@/lib/pos/errors';
import { posFetch, type PosRequest } from '@/lib/pos/fetch';
import { createPosLimiter, PRODUCTION_LIMITS } from '@/lib/pos/limits';
import { closedPort, json, startScriptedServer, type ScriptedServer } from '@/tests/support/scripted-pos-server';

let server: ScriptedServer;
let config: PosConfig;

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.reply(() => json({ status: 100, message: 'Success' }));
  config = { baseUrl: server.apiBaseUrl, apiKey: 'key-1', apiSecret: 'secret-1', consumer: 'Sofra', timeoutMs: 300, retryBaseDelayMs: 5 };
});

const get: PosRequest = { method: 'GET', endpoint: 'Products' };
const save: PosRequest = { method: 'POST', endpoint: 'SaveOrder', body: { WebOrderId: 'W-1' } };

async function failure(request: PosRequest, cfg: PosConfig = config): Promise<PosError> {
  try {
    await posFetch(cfg, request);
  } catch (error) {
    if (error instanceof PosError) return error;
    throw error;
  }
  throw new Error('expected a PosError');
}

describe('what every call sends', () => {
  it('GET sends x-api-key, x-api-secret and x-api-consumer and no body', async () => {
    await posFetch(config, get);
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/v2/Products');
    expect(request?.headers).toMatchObject({ 'x-api-key': 'key-1', 'x-api-secret': 'secret-1', 'x-api-consumer': 'Sofra' });
    expect(request?.body).toBe('');
  });

  it('POST sends the auth headers and a JSON body with Content-Type application/json', async () => {
    await posFetch(config, save);
    const [request] = server.requests;
    expect(request?.headers).toMatchObject({ 'content-type': 'application/json', 'x-api-key': 'key-1' });
    expect(JSON.parse(request?.body ?? '')).toEqual({ WebOrderId: 'W-1' });
  });

  it('a base URL with a trailing slash reaches the same path as one without', async () => {
    await posFetch(
      { ...config, baseUrl: `${config.baseUrl}/` },
      { method: 'GET', endpoint: 'PaymentTypes', query: { page: 2, skip: undefined } },
    );
    expect(server.requests[0]?.url).toBe('/v2/PaymentTypes?page=2');
  });
});

describe('reading the answer', () => {
  it('returns the body of a status-100 answer', async () => {
    server.reply(() => json({ status: 100, message: 'Success', data: [1] }));
    await expect(posFetch(config, get)).resolves.toEqual({ body: { status: 100, message: 'Success', data: [1] }, httpStatus: 200 });
  });

  it('reads the older PascalCase Status/Message too', async () => {
    server.reply(() => json({ Status: 715, Message: 'Bad order object' }));
    const error = await failure(save);
    expect(error).toMatchObject({ kind: 'rejected', status: 715, posMessage: 'Bad order object' });
  });

  it('reads the body status whatever the HTTP code: 401 with 901 is an auth error, sent once', async () => {
    server.reply(() => json({ status: 901, message: 'Wrong API key' }, 401));
    const error = await failure(get);
    expect(error).toMatchObject({ kind: 'auth', status: 901, httpStatus: 401, endpoint: 'Products' });
    expect(server.requests).toHaveLength(1);
  });

  it('a business rejection in an HTTP 200 answer throws with the POS message (750 → not-allowed)', async () => {
    server.reply(() => json({ status: 750, message: 'Order status is not suitable for performing the operation' }));
    const error = await failure({ method: 'POST', endpoint: 'Cancel', body: { orderId: 1 } });
    expect(error.kind).toBe('not-allowed');
    expect(error.message).toContain('Order status is not suitable for performing the operation');
  });

  it('601 in the body is rate-limited whatever the HTTP status; a GET backs off and is retried', async () => {
    server.reply((_request, index) =>
      index === 0 ? json({ status: 601, message: 'Request limit exceeded' }, 400) : json({ status: 100 }),
    );
    await expect(posFetch(config, get)).resolves.toMatchObject({ body: { status: 100 } });
    expect(server.requests).toHaveLength(2);
    expect((server.requests[1]?.at ?? 0) - (server.requests[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('a 601 under HTTP 500 is still the rate limit, not a transport failure; a POST is not resent and says when to retry', async () => {
    server.reply(() => json({ status: 601, message: 'Request limit exceeded' }, 500));
    const error = await failure(save);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 601, httpStatus: 500, mayHaveCommitted: false });
    expect(error.retryAt?.getTime()).toBeGreaterThan(Date.now());
    expect(server.requests).toHaveLength(1);
  });

  it('a GET the POS keeps refusing gives up within the bound, saying when to retry', async () => {
    server.reply(() => json({ status: 601, message: 'Request limit exceeded' }, 400));
    const limiter = createPosLimiter({ ...PRODUCTION_LIMITS, maxWaitMs: 1500 });
    const started = Date.now();
    const error = await posFetch(config, { method: 'GET', endpoint: 'PaymentTypes' }, limiter).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'rate-limited', status: 601 });
    // Retried once after 1 s; the next back-off (2 s) would pass the 1.5 s bound.
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('JSON without a status is an invalid response, not retried', async () => {
    server.reply(() => json({ data: [] }));
    const error = await failure(get);
    expect(error).toBeInstanceOf(PosSchemaError);
    expect(error.kind).toBe('invalid-response');
    expect(server.requests).toHaveLength(1);
  });
});

describe('transport failures', () => {
  it('a POS that does not answer in time is a transport error; a POST may have committed', async () => {
    server.reply(() => ({ silent: true }));
    const started = performance.now();
    const error = await failure(save);
    expect(error).toMatchObject({ kind: 'transport', mayHaveCommitted: true, status: null });
    expect(error.message).toContain('no answer within 300 ms');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a refused connection is a transport error that cannot have committed', async () => {
    const port = await closedPort();
    const error = await failure(save, { ...config, baseUrl: `http://127.0.0.1:${port}/v2` });
    expect(error).toMatchObject({ kind: 'transport', mayHaveCommitted: false });
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('a connection dropped after the request was sent: the POST may have committed', async () => {
    server.reply(() => ({ drop: true }));
    const error = await failure(save);
    expect(error).toMatchObject({ kind: 'transport', mayHaveCommitted: true });
    expect(server.requests).toHaveLength(1);
  });

  it('a body that is not JSON is a transport error quoting the body; after a POST it may have committed', async () => {
    server.reply(() => ({ status: 200, body: '<html>Bad Gateway</html>' }));
    const error = await failure(save);
    expect(error).toMatchObject({ kind: 'transport', mayHaveCommitted: true, httpStatus: 200 });
    expect(error.message).toContain('<html>Bad Gateway</html>');
  });

  it('HTTP 5xx is a transport error even with a JSON body, keeping the body status', async () => {
    server.reply(() => json({ status: 711, message: 'Injected failure' }, 500));
    const error = await failure(save);
    expect(error).toMatchObject({ kind: 'transport', httpStatus: 500, status: 711, mayHaveCommitted: true });
    expect(error.message).toBe('SaveOrder: HTTP 500: Injected failure (POS status 711)');
  });

  it('reads never count as committed', async () => {
    server.reply(() => ({ drop: true }));
    const error = await failure(get);
    expect(error).toMatchObject({ kind: 'transport', mayHaveCommitted: false });
  });
});

describe('retries', () => {
  it('GET after 5xx, 5xx is retried and answers the third attempt', async () => {
    server.reply((_request, index) =>
      index < 2 ? json({ status: 711, message: 'Injected failure' }, 503) : json({ status: 100, ok: true }),
    );
    await expect(posFetch(config, get)).resolves.toMatchObject({ body: { ok: true } });
    expect(server.requests).toHaveLength(3);
  });

  it('GET retries are bounded: 3 attempts by default, then the last transport error', async () => {
    server.reply(() => json({ status: 711 }, 500));
    const error = await failure(get);
    expect(error.kind).toBe('transport');
    expect(server.requests).toHaveLength(3);
  });

  it('the number of GET retries is configurable (getRetries 0 = one attempt, per-call override wins)', async () => {
    server.reply(() => json({ status: 711 }, 500));
    await failure(get, { ...config, getRetries: 0 });
    expect(server.requests).toHaveLength(1);
    server.requests.length = 0;
    await failure({ ...get, retry: { retries: 4 } }, { ...config, getRetries: 0 });
    expect(server.requests).toHaveLength(5);
  });

  it('GET timeouts, dropped connections and non-JSON bodies are retried too', async () => {
    const faults = [{ silent: true } as const, { drop: true } as const, { status: 200, body: 'not json' }];
    server.reply((_request, index) => faults[index] ?? json({ status: 100 }));
    await expect(posFetch({ ...config, getRetries: 3 }, get)).resolves.toMatchObject({ body: { status: 100 } });
    expect(server.requests).toHaveLength(4);
  });

  it('a POST (SaveOrder, Cancel, CancelDelivery) is never retried, whatever failed', async () => {
    server.reply(() => json({ status: 711 }, 500));
    for (const endpoint of ['SaveOrder', 'Cancel', 'CancelDelivery']) {
      server.requests.length = 0;
      const error = await failure({ method: 'POST', endpoint, body: {} }, { ...config, getRetries: 5 });
      expect(error.kind).toBe('transport');
      expect(server.requests).toHaveLength(1);
    }
  });

  it('waits between GET attempts with exponential backoff (at least half of 40 ms, then of 80 ms)', async () => {
    server.reply(() => json({ status: 711 }, 500));
    await failure(get, { ...config, retryBaseDelayMs: 40 });
    const [first, second, third] = server.requests.map((r) => r.at);
    if (first === undefined || second === undefined || third === undefined) throw new Error('expected 3 attempts');
    expect(second - first).toBeGreaterThanOrEqual(19);
    expect(third - second).toBeGreaterThanOrEqual(39);
  });
});
