// `npm run db:postgres`: brings the PostgreSQL side in line with prisma/schema.prisma
// (docs/decisions/180). Regenerates prisma/postgres/schema.prisma, then, when SQLite migrations
// have no PostgreSQL twin yet, writes one migration for them, named after the newest of them:
// Prisma's own schema engine diffs the PostgreSQL migrations against the PostgreSQL schema (the
// offline tool of README "Migrations", replaying them in a scratch database on POSTGRES_DEV_URL).
// Data changes written by hand in a SQLite migration (UPDATE …) are not carried over: add them to
// the twin by hand.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { missingTwins, POSTGRES_MIGRATIONS, POSTGRES_SCHEMA, TWIN_HEADER, writePostgresSchema } from './postgres-schema';

const tool = process.env.PRISMA_MIGRATE_TOOL ?? '/tmp/prisma-migrate/migrate.mjs';
const url = process.env.POSTGRES_DEV_URL ?? process.env.TEST_POSTGRES_URL;

console.log(writePostgresSchema() ? '• Wrote prisma/postgres/schema.prisma' : '• prisma/postgres/schema.prisma is up to date');
const missing = missingTwins();
if (missing.length === 0) {
  console.log('• Every SQLite migration has its PostgreSQL twin.');
  process.exit(0);
}
if (!fs.existsSync(tool)) {
  console.error(`✖ The offline migration tool is not at ${tool}. Install it (README "Migrations") or set PRISMA_MIGRATE_TOOL.`);
  process.exit(1);
}
if (!url) {
  console.error('✖ Set POSTGRES_DEV_URL (or TEST_POSTGRES_URL) to a PostgreSQL server where you may create databases.');
  process.exit(1);
}
const diff = spawnSync(process.execPath, [tool, 'diff'], {
  cwd: path.dirname(POSTGRES_SCHEMA),
  env: { ...process.env, POSTGRES_DEV_URL: url },
  encoding: 'utf8',
});
if (diff.status !== 0) {
  console.error(diff.stderr || diff.stdout);
  console.error('✖ The schema engine could not diff the PostgreSQL migrations (above).');
  process.exit(1);
}
const name = missing[missing.length - 1] ?? '';
const body = diff.stdout.trim() ? diff.stdout : '-- Nothing to change on PostgreSQL.\n';
const dir = path.join(POSTGRES_MIGRATIONS, name);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), `${TWIN_HEADER} ${missing.join(', ')}\n${body}`);
console.log(`• Wrote prisma/postgres/migrations/${name}/migration.sql, the twin of ${missing.join(', ')}`);
