/**
 * `npm start` and `npm run dev`: check the configuration, generate the Prisma client when the
 * schema changed, apply pending migrations, build when no current production build exists, then
 * serve: Next's development server, or the production server of server/index.ts.
 * Usage: tsx scripts/start.ts [start|dev|prepare|build|ensure-build]
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv } from '@/lib/env';
import { redactUrl } from '@/lib/db/engine';
import { migrateDatabase, MigrationError } from '@/lib/db/migrate';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', '.bin', 'next');
process.env.NEXT_TELEMETRY_DISABLED = '1';

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function hashFiles(paths: string[]): string {
  const hash = createHash('sha256');
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) {
        if (name === 'node_modules' || name === 'generated' || name.startsWith('.')) continue;
        if (/\.test\.tsx?$/.test(name)) continue;
        visit(path.join(p, name));
      }
    } else {
      hash.update(path.relative(root, p)).update('\0').update(fs.readFileSync(p)).update('\0');
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return hash.digest('hex');
}

function generateClientIfNeeded(): void {
  const marker = path.join(root, 'lib/generated/prisma/.schema-hash');
  const schemaHash = hashFiles(['prisma/schema.prisma', 'prisma/postgres/schema.prisma', 'package-lock.json']);
  const current = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : '';
  const generated = ['prisma', 'prisma-postgres'].every((dir) => fs.existsSync(path.join(root, 'lib/generated', dir, 'client.ts')));
  if (current === schemaHash && generated) return;
  console.log('• Generating the Prisma client');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/prisma-generate.mjs')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) fail('prisma generate failed (see above)');
  fs.writeFileSync(marker, schemaHash);
}

async function prepare(): Promise<void> {
  let databaseUrl: string;
  try {
    databaseUrl = parseEnv(process.env).DATABASE_URL;
  } catch (error) {
    if (error instanceof EnvError) fail(`${error.message}\nSee .env.example for every variable and its default.`);
    throw error;
  }
  generateClientIfNeeded();
  try {
    const result = await migrateDatabase({ databaseUrl });
    const applied = result.applied.length ? `applied ${result.applied.join(', ')}` : 'up to date';
    console.log(`• Database ${redactUrl(databaseUrl)}: ${applied}`);
  } catch (error) {
    if (error instanceof MigrationError) fail(`Refusing to start: ${error.message}`);
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && !(error instanceof EnvError)) {
      fail(`Cannot migrate the database ${redactUrl(databaseUrl)}: ${error.message}`);
    }
    throw error;
  }
}

const buildInputs = [
  'app',
  'components',
  'lib',
  'public',
  'instrumentation.ts',
  'proxy.ts',
  'messages',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
];

function buildIfNeeded(force = false): void {
  const marker = path.join(root, '.next', 'sofra-build-fingerprint');
  const fingerprint = hashFiles(buildInputs);
  const current = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : '';
  if (!force && current === fingerprint && fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('• Production build is current');
    return;
  }
  console.log('• Building the site (next build)');
  const result = spawnSync(nextBin, ['build'], { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) fail('next build failed (see above)');
  fs.writeFileSync(marker, fingerprint);
}

/**
 * Next keeps its data cache (unstable_cache entries) and the pages it rendered at run time (the
 * cached menus, docs/decisions/123) on disk in the build folder, and they outlive the process; the
 * database may have changed while the site was down (or been replaced), so a new server starts
 * with neither and refills them from the database. A fresh build has no runtime pages, so nothing
 * the build made is removed; optimised images are kept (they depend on the image file only).
 */
function clearDataCache(): void {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  fs.rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  fs.rmSync(path.join(root, distDir, 'server', 'route-cache'), { recursive: true, force: true });
}

/** `npm run dev`: Next's development server. */
function serveDev(): void {
  const port = String(parseEnv(process.env).PORT);
  const args = ['dev', '-p', port];
  if (process.env.HOST) args.push('-H', process.env.HOST);
  const child = spawn(nextBin, args, { stdio: 'inherit', cwd: root });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** `npm start`: the production server (server/index.ts: Next behind the front cache), in this process. */
function serveProduction(): void {
  const env = parseEnv(process.env);
  (process.env as Record<string, string>).NODE_ENV = 'production';
  void import('../server/index').then(({ runProductionServer }) => runProductionServer({ port: env.PORT, host: env.HOST }));
}

async function main(command: string): Promise<void> {
  if (command === 'prepare') await prepare();
  else if (command === 'build') {
    await prepare();
    buildIfNeeded(true);
  } else if (command === 'ensure-build') {
    await prepare();
    buildIfNeeded();
    clearDataCache();
  } else if (command === 'dev') {
    await prepare();
    serveDev();
  } else if (command === 'start') {
    await prepare();
    buildIfNeeded();
    clearDataCache();
    serveProduction();
  } else fail(`Unknown command ${command}: use start, dev, prepare, build or ensure-build`);
}

void main(process.argv[2] ?? 'start');
