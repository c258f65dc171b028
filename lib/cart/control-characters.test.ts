import { describe, expect, it } from 'vitest';
import { withoutControlCharacters } from '@/lib/cart/add-form';

describe('withoutControlCharacters', () => {
  it('drops NUL and other control characters, keeping tabs, line breaks and Turkish letters', () => {
    expect(withoutControlCharacters('Acı\u0000sız\u0007\tsoğansız\nlütfen\u007f')).toBe('Acısız\tsoğansız\nlütfen');
  });
});
