/**
 * Which database engine a DATABASE_URL names (docs/decisions/180): `file:` is SQLite, the embedded
 * default; `postgresql://` (or `postgres://`) is PostgreSQL. Everything engine-specific asks here.
 */
export type DatabaseEngine = 'sqlite' | 'postgresql';

/** The engine of a database URL; throws for anything else. */
export function engineOf(url: string): DatabaseEngine {
  if (url.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgresql';
  throw new Error(`DATABASE_URL "${redactUrl(url)}" is neither a SQLite file: URL nor a postgresql:// URL`);
}

/** A database URL fit for a log line: the password is replaced by "***". */
export function redactUrl(url: string): string {
  return url.replace(/^(\w+:\/\/[^:/@]+:)[^@]*@/, '$1***@');
}
