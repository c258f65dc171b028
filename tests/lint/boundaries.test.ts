/**
 * The import boundaries of eslint.config.mjs (docs/decisions/128), each checked on a small source
 * linted under a made-up path: a rule that stops matching (a renamed folder, a resolver that no
 * longer understands `@/…`) fails here instead of letting back-edges in unnoticed.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BOUNDARY_RULES = new Set(['import/no-restricted-paths', 'no-restricted-imports', 'sofra/no-server-only-in-client']);

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The first lint loads every plugin and the resolver (seconds on a busy machine): do it here,
  // under the hook's timeout, not inside the first test's.
  await eslint.lintText('export {};\n', { filePath: path.join(ROOT, 'lib/zz-boundary-warm-up.ts') });
}, 120_000);

/** The boundary rules that fire on `source` linted as the (non-existent) file `file`. */
async function boundaryErrors(file: string, source: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file} did not parse: ${fatal.message}`);
  return result.messages
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => ({ rule: message.ruleId, message: message.message }));
}

describe('lib/ stays below the UI, and only the server imports server/', () => {
  it.each([
    ['@/app/layout', 'lib/ is below the UI'],
    ['../components/shop/shop-header', 'lib/ is below the UI'],
    ['@/server/index', 'server/ runs outside Next'],
  ])('lib/ importing %s fails', async (specifier, words) => {
    const errors = await boundaryErrors('lib/zz-boundary-fixture.ts', `import * as m from '${specifier}';\nexport const x = m;\n`);
    expect(errors).toEqual([{ rule: 'import/no-restricted-paths', message: expect.stringContaining(words) }]);
  });

  it.each(['app/zz-boundary-fixture.ts', 'components/zz-boundary-fixture.tsx'])('%s importing server/ fails', async (file) => {
    const errors = await boundaryErrors(file, `import * as m from '@/server/front-cache/page-cache';\nexport const x = m;\n`);
    expect(errors).toEqual([{ rule: 'import/no-restricted-paths', message: expect.stringContaining('server/ runs outside Next') }]);
  });

  it('components/ importing app/ fails', async () => {
    const errors = await boundaryErrors('components/zz-boundary-fixture.tsx', `import * as m from '@/app/layout';\nexport const x = m;\n`);
    expect(errors).toEqual([{ rule: 'import/no-restricted-paths', message: expect.stringContaining('components/ never imports app/') }]);
  });
});

describe('client components', () => {
  it("may not import 'server-only' or a module that reaches it", async () => {
    const source = `'use client';\nimport 'server-only';\nimport { acquireLease } from '@/lib/jobs/lease';\nexport const x = acquireLease;\n`;
    const errors = await boundaryErrors('components/zz-boundary-fixture.tsx', source);
    expect(errors).toEqual([
      { rule: 'sofra/no-server-only-in-client', message: "A 'use client' module cannot import 'server-only'." },
      {
        rule: 'sofra/no-server-only-in-client',
        message: expect.stringContaining('lib/jobs/lease.ts → lib/db.ts imports'),
      },
    ]);
  });

  it('may import types from a server module, and server actions', async () => {
    const source = `'use client';\nimport type { Env } from '@/lib/env';\nimport { chooseModeAction } from '@/app/[locale]/(shop)/actions';\nexport const x: [Env | null, unknown] = [null, chooseModeAction];\n`;
    expect(await boundaryErrors('app/zz-boundary-fixture.tsx', source)).toEqual([]);
  });

  it('server components may import server modules', async () => {
    const source = `import { getDb } from '@/lib/db';\nexport const x = getDb;\n`;
    expect(await boundaryErrors('components/zz-boundary-fixture.tsx', source)).toEqual([]);
  });
});

describe('the POS sandbox is reached only through its mounts', () => {
  const source = `import { startSandboxServer } from '@/lib/pos-sandbox/server';\nexport const x = startSandboxServer;\n`;

  it.each(['lib/orders/zz-boundary-fixture.ts', 'app/[locale]/admin/zz-boundary-fixture.ts', 'components/zz-boundary-fixture.tsx'])(
    'from %s it fails',
    async (file) => {
      expect(await boundaryErrors(file, source)).toEqual([
        { rule: 'no-restricted-imports', message: expect.stringContaining('lib/pos-sandbox') },
      ]);
    },
  );

  it('a relative import counts too', async () => {
    const relative = `import { DEMO_IDS } from '../pos-sandbox/demo';\nexport const x = DEMO_IDS;\n`;
    expect(await boundaryErrors('lib/orders/zz-boundary-fixture.ts', relative)).toHaveLength(1);
  });

  it.each([
    'app/api/sandbox/zz-boundary-fixture.ts',
    'server/zz-boundary-fixture.ts',
    'tests/integration/zz-boundary-fixture.test.ts',
    'bench/zz-boundary-fixture.ts',
  ])('from %s it is allowed', async (file) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});

describe('infrastructure imports no feature', () => {
  it.each(['lib/jobs/zz-boundary-fixture.ts', 'lib/db/zz-boundary-fixture.ts'])('a feature imported from %s fails', async (file) => {
    const source = `import { revalidateTags } from '@/lib/revalidate';\nexport const x = revalidateTags;\n`;
    expect(await boundaryErrors(file, source)).toEqual([
      { rule: 'import/no-restricted-paths', message: expect.stringContaining('Infrastructure') },
    ]);
  });

  it('other infrastructure is allowed', async () => {
    const source = `import { getDb } from '@/lib/db';\nimport { logger } from '@/lib/logger';\nexport const x = [getDb, logger];\n`;
    expect(await boundaryErrors('lib/jobs/zz-boundary-fixture.ts', source)).toEqual([]);
  });
});
