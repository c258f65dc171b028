/**
 * A stand-in for lib/storefront/request-context in Vitest, where Next's cookies() has no request:
 *   vi.mock('@/lib/storefront/request-context', () => import('@/lib/storefront/testing/fake-request-context'));
 * and drive `fakeShopCookies` (the browser's cookie jar) from the test.
 */
import type * as RequestContext from '@/lib/storefront/request-context';

export const fakeShopCookies: { cart?: string; mode?: string } = {};

/** Empties the cookie jar (a new browser). */
export function resetShopCookies(): void {
  fakeShopCookies.cart = undefined;
  fakeShopCookies.mode = undefined;
}

export const readCartCookie: typeof RequestContext.readCartCookie = async () => fakeShopCookies.cart;
export const writeCartCookie: typeof RequestContext.writeCartCookie = async (cartId) => {
  fakeShopCookies.cart = cartId;
};
export const readModeCookie: typeof RequestContext.readModeCookie = async () => fakeShopCookies.mode;
export const writeModeCookie: typeof RequestContext.writeModeCookie = async (value) => {
  fakeShopCookies.mode = value;
};
export const fakeClientAddress: { value: string } = { value: '203.0.113.7' };
export const readClientAddress: typeof RequestContext.readClientAddress = async () => fakeClientAddress.value;
