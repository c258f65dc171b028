/**
 * Issue 20, finding 4: X-Forwarded-For was trusted from anyone. A new spoofed address per request
 * bypassed the per-address sign-in lock and the coupon-guessing guard, could lock out someone
 * else's address, grew the guard's memory without bound, and a spoofed X-Forwarded-Host could make
 * a staff cookie lose Secure. Here the production server's front door (server/client-address.ts)
 * sits in a real node:http server on 127.0.0.1 and hands each request's headers to the site's own
 * code (sign-in, coupon check, session cookie) through lib/request-scope.ts, as Next would.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { writeSessionToken } from '@/lib/auth/request-context';
import { attemptSignIn, INCORRECT_CREDENTIALS } from '@/lib/auth/sign-in';
import { checkSignInThrottle, THROTTLE_RULES } from '@/lib/auth/throttle';
import { COUPON_GUESS_RULES, couponGuessKeyCount, recordUnknownCoupon, resetCouponGuesses } from '@/lib/checkout/coupon-guard';
import { applyCouponFromForm } from '@/lib/checkout/place-order';
import { registerFrontDoor } from '@/lib/client-address';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { readClientAddress } from '@/lib/storefront/request-context';
import { replaceRequestScope, type CookieOptions } from '@/lib/request-scope';
import { frontDoor } from '@/server/client-address';
import { withOwnDatabase } from '@/tests/support/own-database';

withOwnDatabase();

const EMAIL = 'ayse@sofra.test';
const UNKNOWN_CODE = "We don't know this coupon code. Please check it.";

/** The request being handled, as the site's code reads it. */
const current = new AsyncLocalStorage<{ headers: IncomingHttpHeaders; cookies: Map<string, CookieOptions | undefined> }>();

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

type Answer = Record<string, unknown>;
const routes: Record<string, (body: Record<string, string>) => Promise<Answer>> = {
  '/address': async () => ({ address: await readClientAddress() }),
  '/sign-in': async (body) =>
    attemptSignIn({ email: body.email ?? '', password: body.password ?? '', ip: await readClientAddress() }) as Promise<Answer>,
  '/coupon': async (body) => {
    const form = new FormData();
    form.set('couponCode', body.code ?? '');
    return (await applyCouponFromForm(form)) as unknown as Answer;
  },
  '/session-cookie': async () => {
    await writeSessionToken('token');
    return { options: current.getStore()?.cookies.get('sofra_session') };
  },
};

/** A node:http server on 127.0.0.1: the front door, then the site's code for the path. */
async function serve(trustedProxies: string[]): Promise<{ url: string; close(): Promise<void> }> {
  const admit = frontDoor(trustedProxies);
  const server = http.createServer((req, res) => {
    admit(req);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const route = routes[req.url ?? ''];
      if (!route) return void res.writeHead(404).end();
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>) : {};
      current
        .run({ headers: req.headers, cookies: new Map() }, () => route(body))
        .then(
          (answer) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let site: { url: string; close(): Promise<void> };
let behindProxy: { url: string; close(): Promise<void> };

/** One request over real HTTP (node:http, which, unlike fetch, sends the Host header it is given). */
function call(base: string, path: string, headers: Record<string, string> = {}, body?: Record<string, string>): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: body ? 'POST' : 'GET', headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode === 200) resolve(JSON.parse(text) as Answer);
          else reject(new Error(`${response.statusCode}: ${text}`));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

beforeAll(async () => {
  replaceRequestScope({
    headers: async () => {
      const store = current.getStore();
      return { get: (name) => (store ? header(store.headers, name) : null) };
    },
    cookies: async () => {
      const cookies = current.getStore()?.cookies ?? new Map<string, CookieOptions | undefined>();
      return { get: () => undefined, set: (name, _value, options) => cookies.set(name, options), delete: (name) => cookies.delete(name) };
    },
  });
  registerFrontDoor(true);
  await getDb().staffUser.create({ data: { email: EMAIL, name: 'Ayşe', passwordHash: await hashPassword('correct-horse-battery') } });
  site = await serve([]);
  behindProxy = await serve(['loopback']);
});
afterAll(async () => {
  await site.close();
  await behindProxy.close();
  registerFrontDoor(false);
  replaceRequestScope(null);
});
beforeEach(async () => {
  await getDb().signInAttempt.deleteMany();
  resetCouponGuesses();
});

const spoofed = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i % 250}, 203.0.113.${(i * 7) % 250}` });

describe('the client address', () => {
  it('is the socket address whatever X-Forwarded-For or x-sofra-client-ip a client sends, with no trusted proxy', async () => {
    expect(await call(site.url, '/address', { ...spoofed(1), 'x-sofra-client-ip': '192.0.2.1' })).toEqual({ address: '127.0.0.1' });
  });

  it('is the one a trusted proxy reports: the nearest untrusted hop of X-Forwarded-For', async () => {
    expect(await call(behindProxy.url, '/address', { 'x-forwarded-for': '192.0.2.99, 203.0.113.5, 127.0.0.1' })).toEqual({
      address: '203.0.113.5',
    });
  });
});

describe('spoofed X-Forwarded-For', () => {
  it('does not escape the per-address sign-in lock: of 20 guesses at 20 e-mails, at most the limit are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(site.url, '/sign-in', spoofed(i), { email: `guess${i}@sofra.test`, password: 'guess' })),
    );
    expect(answers.filter((answer) => answer.message === INCORRECT_CREDENTIALS).length).toBeLessThanOrEqual(THROTTLE_RULES.freeFailures);
  });

  it('cannot lock out someone else’s address', async () => {
    const victim = '198.51.100.200';
    for (let i = 0; i < THROTTLE_RULES.freeFailures + 2; i += 1) {
      await call(site.url, '/sign-in', { 'x-forwarded-for': victim }, { email: `guess${i}@sofra.test`, password: 'guess' });
    }
    expect(await checkSignInThrottle({ email: 'someone@sofra.test', ip: victim })).toEqual({ allowed: true });
  });

  it('does not escape the coupon-guessing guard: at most the free guesses of 200 codes are checked', async () => {
    let checked = 0;
    for (let i = 0; i < 200; i += 1) {
      const answer = await call(site.url, '/coupon', spoofed(i), { code: `TAHMIN${i}` });
      if (JSON.stringify(answer.fieldErrors ?? {}).includes(UNKNOWN_CODE)) checked += 1;
    }
    expect(checked).toBe(COUPON_GUESS_RULES.freeGuesses);
  });
});

describe('the coupon guard’s memory', () => {
  it('stays bounded however many keys guess', () => {
    const now = new Date();
    for (let i = 0; i < COUPON_GUESS_RULES.maxKeys * 2; i += 1) recordUnknownCoupon([`address:${i}`], now);
    expect(couponGuessKeyCount()).toBeLessThanOrEqual(COUPON_GUESS_RULES.maxKeys);
  });
});

describe('the staff cookie’s Secure flag', () => {
  const previous = process.env.NODE_ENV;
  beforeEach(() => {
    (process.env as Record<string, string | undefined>).NODE_ENV = 'production';
    resetEnvCache();
  });
  afterEach(() => {
    (process.env as Record<string, string | undefined>).NODE_ENV = previous;
    resetEnvCache();
  });

  it('cannot be dropped by a client claiming plain http on localhost', async () => {
    const answer = await call(site.url, '/session-cookie', {
      host: 'order.example.com',
      'x-forwarded-host': 'localhost:3000',
      'x-forwarded-proto': 'http',
    });
    expect(answer.options).toMatchObject({ secure: true });
  });

  it('is set behind a trusted TLS proxy that talks to the site on loopback', async () => {
    const answer = await call(behindProxy.url, '/session-cookie', { host: 'localhost:3000', 'x-forwarded-proto': 'https' });
    expect(answer.options).toMatchObject({ secure: true });
  });
});
