import { cookies, headers } from 'next/headers';

/**
 * The current HTTP request's cookies and headers, as lib/auth/request-context.ts and
 * lib/storefront/request-context.ts read them. Inside Next they are Next's own cookies() and
 * headers(); outside a request (Vitest, the benchmarks, the crash suite's child process) there is
 * no request to read, so those callers install a stand-in with `replaceRequestScope` instead of
 * swapping modules. Production code never calls `replaceRequestScope`.
 */

/** The options the site sets cookies with (a subset of Next's ResponseCookie). */
export interface CookieOptions {
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
  secure?: boolean;
  maxAge?: number;
}

/** The part of Next's cookie store the site uses. */
export interface ScopeCookies {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options?: CookieOptions): unknown;
  delete(name: string): unknown;
}

/** Where the request's cookies and headers come from. */
export interface RequestScope {
  cookies(): Promise<ScopeCookies>;
  headers(): Promise<{ get(name: string): string | null }>;
}

const nextScope: RequestScope = { cookies, headers };
let current: RequestScope = nextScope;

/** Reads the request through `scope` from now on in this process; `null` goes back to Next's. */
export function replaceRequestScope(scope: RequestScope | null): void {
  current = scope ?? nextScope;
}

/** The current request's cookie store. */
export function requestCookies(): Promise<ScopeCookies> {
  return current.cookies();
}

/** The current request's headers. */
export function requestHeaders(): Promise<{ get(name: string): string | null }> {
  return current.headers();
}
