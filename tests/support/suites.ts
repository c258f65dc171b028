import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearOrders, useOwnDatabase } from '@/tests/support/database';
import { pointPosAtSandbox, startSandbox, type TestSandbox } from '@/tests/support/sandbox';
import { resetSite, syncAndSeed } from '@/tests/support/shop';

/**
 * The hooks of a test file that runs against the sandbox: a migrated database of its own and a
 * sandbox server for the whole file. Call it at the top of the file; the returned `suite.sandbox`
 * is ready inside tests.
 * - `asProcessPos`: the process's own POS configuration points at the sandbox (for code that
 *   builds its client from the environment: server actions, jobs);
 * - `shop: 'once' | 'each'`: the demo catalogue synced and the own products seeded once for the
 *   file, or before each test after resetting the sandbox (no order, no fault left) and the site.
 */
export function sandboxSuite(options: { asProcessPos?: boolean; shop?: 'once' | 'each' } = {}): { sandbox: TestSandbox } {
  const suite = {} as { sandbox: TestSandbox };
  let restoreDatabase: () => Promise<void> = async () => {};
  let restorePos = () => {};
  beforeAll(async () => {
    restoreDatabase = await useOwnDatabase();
    suite.sandbox = await startSandbox();
    if (options.asProcessPos) restorePos = pointPosAtSandbox(suite.sandbox);
    if (options.shop === 'once') {
      await resetSite();
      await syncAndSeed(suite.sandbox);
    }
  });
  afterAll(async () => {
    restorePos();
    await suite.sandbox.close();
    await restoreDatabase();
  });
  if (options.shop === 'each') {
    beforeEach(async () => {
      await suite.sandbox.control('POST', '/reset');
      await suite.sandbox.faults({});
      await resetSite();
      await syncAndSeed(suite.sandbox);
    });
  }
  return suite;
}

/**
 * The hooks every order test file needs: `sandboxSuite`, plus no orders left from the previous
 * test and no fault left switched on.
 */
export function ordersSuite(options: { asProcessPos?: boolean } = {}): { sandbox: TestSandbox } {
  const suite = sandboxSuite(options);
  beforeEach(clearOrders);
  afterEach(() => suite.sandbox.faults({}));
  return suite;
}
