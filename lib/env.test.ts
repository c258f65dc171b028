import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/lib/env';

function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults for a fresh machine (embedded sandbox, local SQLite file)', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('file:./.data/sofra.db');
    expect(env.POS_BASE_URL).toBeUndefined();
    expect(env.SYNC_HOURS).toEqual([6, 11, 16]);
    expect(env.RESTAURANT_TIMEZONE).toBe('Europe/Istanbul');
  });

  it('reads the restaurant time zone from RESTAURANT_TIMEZONE, else from its old name SYNC_TIMEZONE', () => {
    expect(parseEnv({ RESTAURANT_TIMEZONE: 'Europe/Berlin' }).RESTAURANT_TIMEZONE).toBe('Europe/Berlin');
    expect(parseEnv({ SYNC_TIMEZONE: 'Europe/London' }).RESTAURANT_TIMEZONE).toBe('Europe/London');
    expect(parseEnv({ RESTAURANT_TIMEZONE: 'Europe/Berlin', SYNC_TIMEZONE: 'Europe/London' }).RESTAURANT_TIMEZONE).toBe('Europe/Berlin');
  });

  it('trusts no proxy by default and reads TRUSTED_PROXIES as a list, refusing what is not an address or range', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8, loopback ,' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', 'loopback']);
    expect(problems({ TRUSTED_PROXIES: 'proxy.example.com' })).toEqual([
      expect.stringMatching(/^TRUSTED_PROXIES: expected addresses or CIDR ranges/),
    ]);
  });

  it('names the variable and what is expected when a value is bad', () => {
    expect(problems({ PORT: 'abc' })).toEqual([expect.stringMatching(/^PORT: expected a port number/)]);
    expect(problems({ DATABASE_URL: 'mysql://x' })).toEqual([
      expect.stringMatching(/^DATABASE_URL: expected a SQLite URL .* or a postgresql:\/\/ URL/),
    ]);
    expect(problems({ DATABASE_URL: 'postgresql://sofra@db.internal:5432/sofra' })).toEqual([]);
    expect(problems({ SYNC_HOURS: '6,25' })).toEqual([expect.stringMatching(/^SYNC_HOURS: expected hours between 0 and 23/)]);
    expect(problems({ RESTAURANT_TIMEZONE: 'Mars/Olympus' })).toEqual([
      expect.stringMatching(/^RESTAURANT_TIMEZONE: expected an IANA time zone/),
    ]);
    expect(problems({ SYNC_TIMEZONE: 'Mars/Olympus' })).toEqual([expect.stringMatching(/^SYNC_TIMEZONE: expected an IANA time zone/)]);
    expect(problems({ JOBS_ENABLED: 'maybe' })).toEqual([expect.stringMatching(/^JOBS_ENABLED: expected true or false/)]);
  });

  it('requires the POS credentials once a real POS is configured', () => {
    expect(problems({ POS_BASE_URL: 'https://pos.example.com/api/External/v2' }).sort()).toEqual([
      expect.stringMatching(/^POS_API_KEY: required when POS_BASE_URL is set/),
      expect.stringMatching(/^POS_API_SECRET: required when POS_BASE_URL is set/),
    ]);
    expect(problems({ POS_BASE_URL: 'not a url', POS_API_KEY: 'k', POS_API_SECRET: 's' })).toEqual([
      expect.stringMatching(/^POS_BASE_URL: expected the POS API root URL/),
    ]);
  });

  it('keeps seven nightly backups in .data/backups by default, and names BACKUP_KEEP when it is not a count', () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_DIR: '.data/backups', BACKUP_KEEP: 7 });
    expect(parseEnv({ BACKUP_KEEP: '0' }).BACKUP_KEEP).toBe(0);
    expect(problems({ BACKUP_KEEP: '-1' })).toEqual([expect.stringMatching(/^BACKUP_KEEP: expected 0 \(no nightly backup\) or more/)]);
    expect(problems({ BACKUP_KEEP: 'weekly' })).toEqual([expect.stringMatching(/^BACKUP_KEEP: expected a number of backups/)]);
  });
});
