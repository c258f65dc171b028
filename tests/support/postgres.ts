/**
 * PostgreSQL databases for tests (docs/decisions/180). The suites run on SQLite, and a second
 * time on PostgreSQL when `npm test` finds TEST_POSTGRES_URL reachable: it then sets
 * TEST_DATABASE_ENGINE=postgresql. TEST_POSTGRES_URL names a server and a user that may create
 * databases; every test database is created from one migrated template per Vitest run and
 * dropped when the run ends.
 */
import pg from 'pg';

/** The suites' engine in this run. */
export function testEngine(): 'sqlite' | 'postgresql' {
  return process.env.TEST_DATABASE_ENGINE === 'postgresql' ? 'postgresql' : 'sqlite';
}

function serverUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('TEST_DATABASE_ENGINE=postgresql needs TEST_POSTGRES_URL (a server where the user may create databases)');
  return url;
}

/** The URL of database `name` on the test server. */
export function testDatabaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template of run `runId` (Vitest's main process id): migrated once, copied for every test database. */
export function templateName(runId: number): string {
  return `sofra_tpl_${runId}`;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the server answers (used by `npm test` to decide on the PostgreSQL pass). */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates database `name`, empty or as a copy of `template`, dropping any earlier one of that name. */
export async function createDatabase(name: string, template?: string): Promise<string> {
  await onServer(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    // Two CREATE DATABASE … TEMPLATE at once may find the template busy for a moment.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  return testDatabaseUrl(name);
}

/** Creates database `name` from the run's template unless it exists; answers its URL. */
export async function ensureDatabase(name: string, runId: number): Promise<string> {
  const exists = await onServer(async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount);
  return exists ? testDatabaseUrl(name) : createDatabase(name, templateName(runId));
}

/** Drops database `name`, ending its connections. */
export async function dropDatabase(name: string): Promise<void> {
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Drops every database of run `runId` (the template too). */
export async function dropRunDatabases(runId: number): Promise<void> {
  await onServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'sofra%'");
    const ofRun = new RegExp(`^sofra_[a-z]+_${runId}(_|$)`);
    for (const { datname } of rows.filter((row) => ofRun.test(row.datname)))
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
