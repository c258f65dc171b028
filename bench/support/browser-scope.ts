/**
 * Many simulated browsers in one process: each has its own cookie jar, carried by
 * AsyncLocalStorage, so that many customers can check out at the same time. It installs the same
 * request stand-in as the tests (tests/support/request-context.ts) through the same seam
 * (lib/request-scope.ts), so no module is swapped.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { replaceRequestScope } from '@/lib/request-scope';
import { fakeRequestScope, type FakeRequest } from '@/tests/support/request-context';

const browsers = new AsyncLocalStorage<FakeRequest>();

function browser(): FakeRequest {
  const current = browsers.getStore();
  if (!current) throw new Error('storefront call outside asBrowser()');
  return current;
}

/** From now on, requests in this process are those of the browser `asBrowser` runs. */
export function installBrowserScope(): void {
  replaceRequestScope(fakeRequestScope(browser));
}

/** Runs `step` as one new browser with its own, empty cookie jar. */
export function asBrowser<T>(step: () => Promise<T>): Promise<T> {
  return browsers.run({ ip: '127.0.0.1' }, step);
}
