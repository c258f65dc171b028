import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';

describe('password hashes', () => {
  it('are stored as scrypt$N$r$p$salt$hash and verify with the right password', async () => {
    const stored = await hashPassword('correct-horse-battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('correct-horse-battery', stored)).toBe(true);
  });

  it('refuse a wrong password, including one that differs only in case or by a trailing space', async () => {
    const stored = await hashPassword('correct-horse-battery');
    expect(await verifyPassword('correct-horse-batterz', stored)).toBe(false);
    expect(await verifyPassword('Correct-horse-battery', stored)).toBe(false);
    expect(await verifyPassword('correct-horse-battery ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('use a fresh salt each time, so the same password never gives the same hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('never match once the stored hash or its salt has been tampered with', async () => {
    const stored = await hashPassword('correct-horse-battery');
    const parts = stored.split('$');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const tampered = [
      [...parts.slice(0, 5), flip(parts[5] ?? '')].join('$'),
      [...parts.slice(0, 4), flip(parts[4] ?? ''), parts[5]].join('$'),
      stored.replace('scrypt$32768$8$1', 'scrypt$16384$8$1'),
      stored.replace('scrypt$', 'bcrypt$'),
      stored.slice(0, -6),
      'correct-horse-battery',
      '',
    ];
    for (const hash of tampered) expect(await verifyPassword('correct-horse-battery', hash), hash).toBe(false);
  });

  it('refuse a tampered cost that would need gigabytes of memory instead of trying to compute it', async () => {
    const stored = await hashPassword('correct-horse-battery');
    const greedy = stored.replace('scrypt$32768$8$1', 'scrypt$16777216$8$1');
    expect(await verifyPassword('correct-horse-battery', greedy)).toBe(false);
  });

  it('treat the same text in composed and decomposed Unicode as the same password', async () => {
    const stored = await hashPassword('şifre-Çiğköfte');
    expect(await verifyPassword('şifre-Çiğköfte'.normalize('NFD'), stored)).toBe(true);
  });
});
