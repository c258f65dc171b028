/**
 * A test file's own database, as Vitest hooks. Apart from tests/support/database.ts so that the
 * benchmarks, which reuse that module's seams under tsx, never load Vitest.
 */
import { afterAll, beforeAll } from 'vitest';
import { useOwnDatabase } from '@/tests/support/database';

/** `useOwnDatabase` for the whole test file, as beforeAll/afterAll hooks (call it at the top of the file). */
export function withOwnDatabase(): void {
  let restore: () => Promise<void> = async () => {};
  beforeAll(async () => {
    restore = await useOwnDatabase();
  });
  afterAll(() => restore());
}
