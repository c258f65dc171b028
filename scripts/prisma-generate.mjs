#!/usr/bin/env node
// Runs `prisma generate` for both engines: the SQLite client (prisma/schema.prisma) and the
// PostgreSQL one (prisma/postgres/schema.prisma, generated from it: docs/decisions/180). Extra
// arguments go to both runs. Prisma's CLI insists on a native schema engine binary even though
// generation never runs it, and its download host is unreachable on our machines: point it at
// any executable unless the environment already names one.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;

const cli = require.resolve('prisma/build/index.js');
for (const schema of ['prisma/schema.prisma', 'prisma/postgres/schema.prisma']) {
  const result = spawnSync(process.execPath, [cli, 'generate', '--schema', schema, ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
