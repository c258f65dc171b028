import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Staff password hashes: scrypt from node:crypto with a random salt per password, stored as
 * `scrypt$N$r$p$saltB64$hashB64` so the cost can be raised later without breaking old hashes.
 */

const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// A stored hash is data: these bounds stop a tampered row from asking for gigabytes of memory
// or minutes of CPU. scrypt needs about 128·N·r bytes; today's cost uses 32 MiB.
const MAX_MEMORY = 64 * 1024 * 1024;
const LIMITS = { maxP: 4, minKey: KEY_BYTES, maxKey: 128 } as const;

function derive(password: string, salt: Buffer, keyLength: number, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: MAX_MEMORY + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with a fresh random salt; the result is safe to store. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const FORMAT = /^scrypt\$(\d{1,8})\$(\d{1,4})\$(\d{1,4})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function parseHash(stored: string): ParsedHash | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, nText = '', rText = '', pText = '', saltText = '', keyText = ''] = match;
  const [N, r, p] = [Number(nText), Number(rText), Number(pText)];
  if (N < 2 || (N & (N - 1)) !== 0) return null;
  if (r < 1 || 128 * N * r > MAX_MEMORY) return null;
  if (p < 1 || p > LIMITS.maxP) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  // Canonical base64 only, and a full-length key: a truncated hash would otherwise still match.
  if (salt.toString('base64') !== saltText || key.toString('base64') !== keyText) return null;
  if (salt.length < 8 || key.length < LIMITS.minKey || key.length > LIMITS.maxKey) return null;
  return { N, r, p, salt, key };
}

/**
 * Whether `password` matches a hash made by `hashPassword`. Compares in constant time; a
 * malformed or tampered hash never matches (it is not an error the caller must handle).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(candidate, parsed.key);
}
