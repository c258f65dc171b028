import { describe, expect, it } from 'vitest';
import { kindForStatus, PosError, PosSchemaError } from '@/lib/pos/errors';

describe('kindForStatus', () => {
  it.each([
    [713, 'duplicate'],
    [600, 'auth'],
    [901, 'auth'],
    [902, 'auth'],
    [601, 'rate-limited'],
    [754, 'not-found'],
    [750, 'not-allowed'],
    [715, 'rejected'],
    [710, 'rejected'],
    [702, 'rejected'],
  ] as const)('POS status %i is a %s error', (status, kind) => {
    expect(kindForStatus(status)).toBe(kind);
  });
});

describe('PosError', () => {
  it('carries the POS code, its message, the endpoint and HTTP status, and says them in its message', () => {
    const error = new PosError({
      kind: 'not-allowed',
      endpoint: 'Cancel',
      status: 750,
      posMessage: 'Order status is not suitable for performing the operation',
      httpStatus: 200,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'PosError',
      kind: 'not-allowed',
      status: 750,
      endpoint: 'Cancel',
      httpStatus: 200,
      mayHaveCommitted: false,
    });
    expect(error.message).toBe('Cancel: Order status is not suitable for performing the operation (POS status 750)');
  });

  it('a schema error is a PosError of kind invalid-response listing at most three problems', () => {
    const error = new PosSchemaError('Products', ['a: x', 'b: x', 'c: x', 'd: x', 'e: x']);
    expect(error).toBeInstanceOf(PosError);
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe('Products: a: x; b: x; c: x; and 2 more');
    expect(error.issues).toHaveLength(5);
  });
});
