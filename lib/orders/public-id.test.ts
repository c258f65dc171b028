import { describe, expect, it } from 'vitest';
import { isPublicId, newPublicId } from '@/lib/orders/public-id';

describe('public ids', () => {
  it('are W plus 20 Crockford base32 characters, and recognised as such', () => {
    const id = newPublicId();
    expect(id).toMatch(/^W[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(isPublicId(id)).toBe(true);
  });

  it('do not repeat over many draws (100 random bits each)', () => {
    const ids = new Set(Array.from({ length: 20_000 }, newPublicId));
    expect(ids.size).toBe(20_000);
  });

  it('use every position of the alphabet, so no character is stuck', () => {
    const ids = Array.from({ length: 2000 }, newPublicId);
    for (let position = 1; position <= 20; position++) {
      expect(new Set(ids.map((id) => id[position])).size).toBeGreaterThan(25);
    }
  });

  it('refuse other shapes before any database read', () => {
    for (const text of ['', 'W123', `w${'A'.repeat(20)}`, `W${'I'.repeat(20)}`, `W${'A'.repeat(21)}`, `../W${'A'.repeat(20)}`]) {
      expect(isPublicId(text)).toBe(false);
    }
  });
});
