// The PostgreSQL twin of prisma/schema.prisma (docs/decisions/180). prisma/schema.prisma is the one
// schema source; prisma/postgres/schema.prisma is generated from it (provider and client output
// swapped, nothing else) and committed, so that the PostgreSQL client and migrations are built
// from a file anyone can read.
//
//   tsx scripts/postgres-schema.ts          writes prisma/postgres/schema.prisma
//   tsx scripts/postgres-schema.ts --check  exits 1 when the file is stale, or when a SQLite
//                                           migration has no PostgreSQL twin yet
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const SQLITE_SCHEMA = path.join(root, 'prisma/schema.prisma');
export const POSTGRES_SCHEMA = path.join(root, 'prisma/postgres/schema.prisma');
export const SQLITE_MIGRATIONS = path.join(root, 'prisma/migrations');
export const POSTGRES_MIGRATIONS = path.join(root, 'prisma/postgres/migrations');

/** First line of every PostgreSQL migration: the SQLite migrations it brings PostgreSQL in line with. */
export const TWIN_HEADER = '-- Twin of:';

const HEADER = `// GENERATED from prisma/schema.prisma by scripts/postgres-schema.ts: do not edit.
// Change prisma/schema.prisma, then run \`npm run db:postgres\` (README "Migrations").
`;

/** The PostgreSQL schema for a SQLite schema's text. Throws when the text no longer has what it swaps. */
export function postgresSchemaOf(source: string): string {
  let swaps = 0;
  const swap = (text: string, pattern: RegExp, value: string) =>
    text.replace(pattern, (_, before: string) => {
      swaps++;
      return `${before}"${value}"`;
    });
  let out = swap(source, /(datasource\s+db\s*\{[^}]*provider\s*=\s*)"sqlite"/, 'postgresql');
  out = swap(out, /(generator\s+client\s*\{[^}]*output\s*=\s*)"\.\.\/lib\/generated\/prisma"/, '../../lib/generated/prisma-postgres');
  if (swaps !== 2) throw new Error('prisma/schema.prisma no longer has the sqlite datasource or the client output this script swaps');
  return HEADER + out;
}

/** Migration folder names, oldest first. */
export function migrationNames(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort();
}

/** The SQLite migrations every PostgreSQL migration says it is the twin of. */
export function coveredSqliteMigrations(): Set<string> {
  const covered = new Set<string>();
  for (const name of migrationNames(POSTGRES_MIGRATIONS)) {
    const first = fs.readFileSync(path.join(POSTGRES_MIGRATIONS, name, 'migration.sql'), 'utf8').split('\n', 1)[0] ?? '';
    if (!first.startsWith(TWIN_HEADER)) continue;
    for (const twin of first.slice(TWIN_HEADER.length).split(',')) if (twin.trim()) covered.add(twin.trim());
  }
  return covered;
}

/** SQLite migrations without a PostgreSQL twin. */
export function missingTwins(): string[] {
  const covered = coveredSqliteMigrations();
  return migrationNames(SQLITE_MIGRATIONS).filter((name) => !covered.has(name));
}

/** Problems that make the PostgreSQL side stale, in words (empty: up to date). */
export function postgresStaleness(): string[] {
  const problems: string[] = [];
  const expected = postgresSchemaOf(fs.readFileSync(SQLITE_SCHEMA, 'utf8'));
  const actual = fs.existsSync(POSTGRES_SCHEMA) ? fs.readFileSync(POSTGRES_SCHEMA, 'utf8') : '';
  if (actual !== expected) problems.push('prisma/postgres/schema.prisma is not generated from the current prisma/schema.prisma');
  const missing = missingTwins();
  if (missing.length) problems.push(`SQLite migrations without a PostgreSQL twin: ${missing.join(', ')}`);
  return problems;
}

export function writePostgresSchema(): boolean {
  const text = postgresSchemaOf(fs.readFileSync(SQLITE_SCHEMA, 'utf8'));
  fs.mkdirSync(path.dirname(POSTGRES_SCHEMA), { recursive: true });
  const changed = !fs.existsSync(POSTGRES_SCHEMA) || fs.readFileSync(POSTGRES_SCHEMA, 'utf8') !== text;
  if (changed) fs.writeFileSync(POSTGRES_SCHEMA, text);
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const problems = postgresStaleness();
    if (problems.length) {
      for (const problem of problems) console.error(`✖ ${problem}`);
      console.error('Run `npm run db:postgres` (README "Migrations") and commit what it writes.');
      process.exit(1);
    }
    console.log('PostgreSQL schema and migrations are up to date with prisma/schema.prisma.');
  } else {
    console.log(writePostgresSchema() ? 'Wrote prisma/postgres/schema.prisma' : 'prisma/postgres/schema.prisma is up to date');
  }
}
