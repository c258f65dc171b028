import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearOrders, useOwnDatabase } from '@/tests/support/database';
import { startSandbox, type TestSandbox } from '@/tests/support/sandbox';

/**
 * The hooks every order test file needs: a migrated database of its own, a sandbox server, no
 * orders left from the previous test and no fault left switched on. Call it at the top of the
 * file; the returned `suite.sandbox` is ready inside tests.
 */
export function ordersSuite(): { sandbox: TestSandbox } {
  const suite = {} as { sandbox: TestSandbox };
  let restoreDatabase: () => Promise<void> = async () => {};
  beforeAll(async () => {
    restoreDatabase = await useOwnDatabase();
    suite.sandbox = await startSandbox();
  });
  afterAll(async () => {
    await suite.sandbox.close();
    await restoreDatabase();
  });
  beforeEach(clearOrders);
  afterEach(() => suite.sandbox.faults({}));
  return suite;
}
