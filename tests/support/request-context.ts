/**
 * The request a test (or a benchmark) plays: a stand-in for Next's cookies() and headers(),
 * installed through lib/request-scope.ts, the seam lib/auth/request-context.ts and
 * lib/storefront/request-context.ts read through. Call `installFakeRequest()` at the top of a test
 * file and drive `fakeRequest` (the browser's cookie jar and the request's headers) from the test.
 */
import { CUSTOMER_COOKIE } from '@/lib/accounts/session';
import { REQUEST_PATH_HEADER, SESSION_COOKIE } from '@/lib/auth/cookie';
import { CLIENT_ADDRESS_HEADER, registerFrontDoor } from '@/lib/client-address';
import { replaceRequestScope, type RequestScope } from '@/lib/request-scope';
import { CART_COOKIE, MODE_COOKIE } from '@/lib/storefront/mode';
import { ZONE_COOKIE } from '@/lib/zones/choice';

/** One browser's cookies (session token, cart id, mode) and the headers of its request. */
export interface FakeRequest {
  token?: string;
  /** The customer session (lib/accounts/session.ts). */
  customer?: string;
  cart?: string;
  mode?: string;
  zone?: string;
  path?: string;
  ip: string;
  userAgent?: string;
}

type CookieField = 'token' | 'customer' | 'cart' | 'mode' | 'zone';
const COOKIES: Record<string, CookieField> = {
  [SESSION_COOKIE]: 'token',
  [CUSTOMER_COOKIE]: 'customer',
  [CART_COOKIE]: 'cart',
  [MODE_COOKIE]: 'mode',
  [ZONE_COOKIE]: 'zone',
};

function cookieField(name: string): CookieField {
  const field = COOKIES[name];
  if (!field) throw new Error(`the fake request has no cookie ${name}`);
  return field;
}

/** A request scope that reads and writes the FakeRequest `current()` returns (one per simulated browser). */
export function fakeRequestScope(current: () => FakeRequest): RequestScope {
  // The fake request carries the address the production server's front door would have set (decision 131).
  registerFrontDoor(true);
  return {
    cookies: async () => ({
      get: (name) => {
        const value = current()[cookieField(name)];
        return value === undefined ? undefined : { value };
      },
      set: (name, value) => {
        current()[cookieField(name)] = value;
      },
      delete: (name) => {
        current()[cookieField(name)] = undefined;
      },
    }),
    headers: async () => ({
      get: (name) => {
        const request = current();
        const value = { [CLIENT_ADDRESS_HEADER]: request.ip, 'user-agent': request.userAgent, [REQUEST_PATH_HEADER]: request.path }[
          name.toLowerCase()
        ];
        return value ?? null;
      },
    }),
  };
}

export const fakeRequest: FakeRequest = { ip: '203.0.113.7' };

/** Empties the cookie jar and resets the request's headers (a new browser). */
export function resetFakeRequest(): void {
  Object.assign(fakeRequest, {
    token: undefined,
    customer: undefined,
    cart: undefined,
    mode: undefined,
    zone: undefined,
    path: undefined,
    ip: '203.0.113.7',
    userAgent: 'vitest',
  });
}

/** From now on this process's requests are `fakeRequest`. */
export function installFakeRequest(): void {
  replaceRequestScope(fakeRequestScope(() => fakeRequest));
}
