/**
 * A stand-in for lib/storefront/request-context (swapped in with redirectModule) in which each
 * simulated browser has its own cookie jar, carried by AsyncLocalStorage, so that many customers
 * can check out at the same time in one process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type * as RequestContext from '@/lib/storefront/request-context';

export interface CookieJar {
  cart?: string;
  mode?: string;
}

const jars = new AsyncLocalStorage<CookieJar>();

function jar(): CookieJar {
  const current = jars.getStore();
  if (!current) throw new Error('storefront call outside asBrowser()');
  return current;
}

/** Runs `step` as one browser with its own cookie jar. */
export function asBrowser<T>(cookies: CookieJar, step: () => Promise<T>): Promise<T> {
  return jars.run(cookies, step);
}

export const readCartCookie: typeof RequestContext.readCartCookie = async () => jar().cart;
export const writeCartCookie: typeof RequestContext.writeCartCookie = async (cartId) => {
  jar().cart = cartId;
};
export const readModeCookie: typeof RequestContext.readModeCookie = async () => jar().mode;
export const writeModeCookie: typeof RequestContext.writeModeCookie = async (value) => {
  jar().mode = value;
};
export const readClientAddress: typeof RequestContext.readClientAddress = async () => '127.0.0.1';
