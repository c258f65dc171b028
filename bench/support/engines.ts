/**
 * The database engines a benchmark runs on (issue 17): SQLite always, and PostgreSQL too when a
 * server answers at BENCH_POSTGRES_URL (or TEST_POSTGRES_URL, as the tests use), so that one run
 * reports PostgreSQL against SQLite on the same machine at the same moment.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase } from '@/lib/db/migrate';

export type BenchEngine = 'sqlite' | 'postgresql';

export const ENGINE_NAMES: Record<BenchEngine, string> = { sqlite: 'SQLite', postgresql: 'PostgreSQL' };

function postgresServer(): string | undefined {
  return process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The engines to measure, and why PostgreSQL is left out when it is. */
export async function benchEngines(): Promise<{ engines: BenchEngine[]; note: string }> {
  const url = postgresServer();
  if (!url)
    return {
      engines: ['sqlite'],
      note: 'PostgreSQL not measured: set BENCH_POSTGRES_URL (or TEST_POSTGRES_URL) to a server where the user may create databases.',
    };
  try {
    await onServer(url, (client) => client.query('SELECT 1'));
    return {
      engines: ['sqlite', 'postgresql'],
      note: 'Measured on SQLite and on PostgreSQL (a local server), one after the other in the same run.',
    };
  } catch (error) {
    return {
      engines: ['sqlite'],
      note: `PostgreSQL not measured: ${postgresServer()?.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@')} does not answer (${String(error)}).`,
    };
  }
}

export interface BenchDatabase {
  url: string;
  dispose(): Promise<void>;
}

/** A fresh, migrated database of `engine` named after `name` (a file in `dir` for SQLite). */
export async function freshBenchDatabase(engine: BenchEngine, dir: string, name: string): Promise<BenchDatabase> {
  if (engine === 'sqlite') {
    const file = path.join(dir, `${name}.db`);
    const url = `file:${file}`;
    await migrateDatabase({ databaseUrl: url });
    return {
      url,
      dispose: async () => {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const server = postgresServer();
  if (!server) throw new Error('no PostgreSQL server configured');
  const database = `sofra_bench_${process.pid}_${name.replace(/[^a-z0-9_]/gi, '_')}`.toLowerCase();
  await onServer(server, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${database}"`);
  });
  const url = new URL(server);
  url.pathname = `/${database}`;
  await migrateDatabase({ databaseUrl: url.toString() });
  return {
    url: url.toString(),
    dispose: () => onServer(server, async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`))),
  };
}
