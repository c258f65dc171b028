/**
 * One-time codes sent by SMS (issue 16, docs/decisions/265): six digits from the operating
 * system's CSPRNG, stored only as a salted scrypt hash, valid for 5 minutes and 5 tries, used at
 * most once. Sending is throttled per number and per client address in the shared LimitCounter
 * table (decision 135), so every instance of the site sees the same counts. Only the newest code
 * of a number and purpose counts: sending a new one retires the earlier ones.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { getTranslations } from 'next-intl/server';
import { toE164 } from '@/lib/accounts/phone';
import type { Locale } from '@/lib/i18n/routing';
import { getDb } from '@/lib/db';
import { takeLimits, type LimitKey } from '@/lib/limits/counter';
import { smsSender } from '@/lib/notify/sms';
import { readSellerIdentity } from '@/lib/settings/seller';

export type CodePurpose = 'sign-in' | 'checkout';

export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;

/** Codes one number may be sent: 3 per 15 minutes and 10 a day; one client address: 10 an hour. */
export function codeLimitKeys(phone: string, address: string): LimitKey[] {
  return [
    { key: `code:phone:${phone}`, limit: 3, windowMs: 15 * 60_000 },
    { key: `code:phone-day:${phone}`, limit: 10, windowMs: 24 * 60 * 60_000 },
    { key: `code:address:${address}`, limit: 10, windowMs: 60 * 60_000 },
  ];
}

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

async function hashCode(code: string, salt: string): Promise<Buffer> {
  return scryptAsync(code, salt, 32);
}

export type SendCodeResult =
  { sent: true } | { sent: false; reason: 'not-mobile' } | { sent: false; reason: 'throttled'; retryAfterSeconds: number };

export interface SendCodeOptions {
  /** The client's address (throttling). */
  address: string;
  /** The customer's language: the SMS is written in it. */
  locale: Locale;
  now?: Date;
}

/** Sends a new code to a stored-form number ("05321234567"), unless a limit refuses. */
export async function sendCode(phone: string, purpose: CodePurpose, options: SendCodeOptions): Promise<SendCodeResult> {
  const now = options.now ?? new Date();
  const to = toE164(phone);
  if (to === null || !phone.startsWith('05')) return { sent: false, reason: 'not-mobile' };
  const verdict = await takeLimits(codeLimitKeys(phone, options.address), now);
  if (!verdict.allowed) return { sent: false, reason: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const db = getDb();
  await db.phoneCode.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * 60 * 60_000) } } });
  await db.phoneCode.create({
    data: {
      phone,
      purpose,
      salt,
      codeHash: (await hashCode(code, salt)).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    },
  });
  const t = await getTranslations({ locale: options.locale, namespace: 'Account.sms' });
  const { shopName } = await readSellerIdentity();
  await smsSender().send({ to, text: t('code', { code, restaurant: shopName }), purpose: `${purpose}.code`, locale: options.locale });
  return { sent: true };
}

export type CheckCodeResult = { ok: true } | { ok: false; reason: 'none' | 'wrong' | 'expired' | 'used' | 'too-many' };

/**
 * Checks a typed code against the number's newest code for `purpose`. Each check uses a try
 * (counted atomically, so parallel guesses cannot exceed CODE_MAX_TRIES); the right code is
 * marked used in the same conditional write that accepts it, so it is accepted once.
 */
export async function checkCode(phone: string, purpose: CodePurpose, typed: string, now: Date = new Date()): Promise<CheckCodeResult> {
  const db = getDb();
  const row = await db.phoneCode.findFirst({ where: { phone, purpose }, orderBy: { id: 'desc' } });
  if (!row) return { ok: false, reason: 'none' };
  if (row.usedAt !== null) return { ok: false, reason: 'used' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  const tried = await db.phoneCode.updateMany({
    where: { id: row.id, usedAt: null, attempts: { lt: CODE_MAX_TRIES } },
    data: { attempts: { increment: 1 } },
  });
  if (tried.count === 0) {
    // Another check used the last try or the code in the meantime: say which.
    const latest = await db.phoneCode.findUnique({ where: { id: row.id }, select: { usedAt: true } });
    return { ok: false, reason: latest?.usedAt ? 'used' : 'too-many' };
  }
  const digits = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return { ok: false, reason: 'wrong' };
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = await hashCode(digits, row.salt);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return { ok: false, reason: row.attempts + 1 >= CODE_MAX_TRIES ? 'too-many' : 'wrong' };
  }
  const used = await db.phoneCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  return used.count === 1 ? { ok: true } : { ok: false, reason: 'used' };
}
