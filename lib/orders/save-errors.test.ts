import { describe, expect, it } from 'vitest';
import { PosError, PosSchemaError } from '@/lib/pos';
import { classifySaveError } from '@/lib/orders/save-errors';

const refused = (status: number, posMessage: string) =>
  new PosError({ kind: status === 713 ? 'duplicate' : 'rejected', endpoint: 'SaveOrder', status, posMessage });

describe('classifySaveError', () => {
  it('treats 713 as "the POS already has it"', () => {
    expect(classifySaveError(refused(713, 'Duplicate order number: W1'))).toBe('duplicate');
  });

  it('treats answers that may hide a saved order as retryable', () => {
    const timeout = new PosError({ kind: 'transport', endpoint: 'SaveOrder', detail: 'no answer', mayHaveCommitted: true });
    const rateLimited = new PosError({ kind: 'rate-limited', endpoint: 'SaveOrder', status: 601 });
    const unreadable = new PosSchemaError('SaveOrder', ['orderId: expected number']);
    const saveError = refused(711, 'Save error');
    for (const error of [timeout, rateLimited, unreadable, saveError, new Error('socket hang up')]) {
      expect(classifySaveError(error)).toBe('retry');
    }
  });

  it('treats other business answers (715, auth) as a refusal', () => {
    expect(classifySaveError(refused(715, 'bad order'))).toBe('rejected');
    expect(classifySaveError(new PosError({ kind: 'auth', endpoint: 'SaveOrder', status: 901 }))).toBe('rejected');
  });
});
