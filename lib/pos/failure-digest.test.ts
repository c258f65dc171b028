import { describe, expect, it } from 'vitest';
import { PosError } from '@/lib/pos/errors';
import { posFailureOf } from '@/lib/pos/failure-digest';

describe('posFailureOf', () => {
  it('reads an outage from the digest of a PosError that got no usable answer', () => {
    for (const kind of ['transport', 'invalid-response', 'rate-limited'] as const) {
      expect(posFailureOf(new PosError({ kind, endpoint: 'GET /Order' }))).toBe('outage');
    }
  });

  it('reads a refusal from the digest of a PosError the POS answered', () => {
    expect(posFailureOf(new PosError({ kind: 'auth', endpoint: 'GET /Order', status: 600 }))).toBe('refused');
  });

  it('still knows the POS from the bare digest Next hands a production error page', () => {
    const { digest } = new PosError({ kind: 'transport', endpoint: 'GET /Order' });
    const shown = Object.assign(new Error('An error occurred in the Server Components render.'), { digest });
    expect(posFailureOf(shown)).toBe('outage');
  });

  it('gives each PosError its own digest, so the page points at one log line', () => {
    const one = new PosError({ kind: 'transport', endpoint: 'GET /Order' });
    const two = new PosError({ kind: 'transport', endpoint: 'GET /Order' });
    expect(one.digest).not.toBe(two.digest);
  });

  it('is null for anything else', () => {
    expect(posFailureOf(new Error('boom'))).toBeNull();
    expect(posFailureOf(Object.assign(new Error('x'), { digest: '12345' }))).toBeNull();
    expect(posFailureOf('a string')).toBeNull();
    expect(posFailureOf(null)).toBeNull();
  });
});
