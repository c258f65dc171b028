/**
 * A stand-in for lib/auth/request-context in Vitest, where Next's cookies() and headers() have
 * no request. Use it with
 *   vi.mock('@/lib/auth/request-context', () => import('@/lib/auth/testing/fake-request-context'));
 * and drive `fakeRequest` (the cookie jar and the request's headers) from the test.
 */
import type * as RequestContext from '@/lib/auth/request-context';

export const fakeRequest: { token?: string; path?: string; ip: string; userAgent?: string } = { ip: '203.0.113.7' };

/** Empties the cookie jar and resets the request's headers. */
export function resetFakeRequest(): void {
  Object.assign(fakeRequest, { token: undefined, path: undefined, ip: '203.0.113.7', userAgent: 'vitest' });
}

export const readSessionToken: typeof RequestContext.readSessionToken = async () => fakeRequest.token;
export const writeSessionToken: typeof RequestContext.writeSessionToken = async (token) => {
  fakeRequest.token = token;
};
export const clearSessionToken: typeof RequestContext.clearSessionToken = async () => {
  fakeRequest.token = undefined;
};
export const readRequestPath: typeof RequestContext.readRequestPath = async () => fakeRequest.path;
export const readClientAddress: typeof RequestContext.readClientAddress = async () => fakeRequest.ip;
export const readUserAgent: typeof RequestContext.readUserAgent = async () => fakeRequest.userAgent;

/** The target of a redirect() Next threw, or undefined when `error` is not a redirect. */
export function redirectTarget(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('digest' in error) || typeof error.digest !== 'string') return undefined;
  const parts = error.digest.split(';');
  return parts[0] === 'NEXT_REDIRECT' ? parts.slice(2, -2).join(';') : undefined;
}

/** Runs `action` and returns where it redirected to; fails when it returned instead. */
export async function expectRedirect(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
  } catch (error) {
    const target = redirectTarget(error);
    if (target !== undefined) return target;
    throw error;
  }
  throw new Error('expected a redirect, but the call returned');
}
