import { afterEach, describe, expect, it } from 'vitest';
import { PosError, PosSchemaError } from '@/lib/pos';
import { describePosError } from '@/lib/pos/describe-error';
import {
  CLOSED_AT_SLOT_MESSAGE,
  CONFIRMING_MESSAGE,
  FAILED_MESSAGE,
  ITEM_GONE_MESSAGE,
  classifySaveError,
  customerNotice,
  inCustomerLanguage,
} from '@/lib/orders/save-errors';
import { setTestLocale } from '@/tests/support/next-intl-server';

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

describe('the POS refusals a customer reads', () => {
  afterEach(() => setTestLocale('en'));
  const told = (status: number, posMessage: string) =>
    describePosError(refused(status, posMessage), { audience: 'customer', task: 'place-order' });

  it('knows the kind of every stored refusal, and of the confirming and failed words', () => {
    expect(customerNotice(told(800, 'Online orders are closed'))).toBe('closed');
    expect(customerNotice(told(715, 'PaymentMethodId 9 is not valid'))).toBe('payment');
    expect(customerNotice(told(715, 'something new'))).toBe('fallback');
    expect(customerNotice(CONFIRMING_MESSAGE)).toBe('confirming');
    expect(customerNotice(FAILED_MESSAGE)).toBe('failed');
    expect(customerNotice('words from before')).toBeNull();
  });

  it('puts them in plain Turkish for a Turkish customer, and leaves unknown words as stored', async () => {
    setTestLocale('tr');
    expect(await inCustomerLanguage(told(800, 'Online orders are closed'))).toBe(
      'Restoran şu an internetten sipariş alamıyor. Lütfen daha sonra yeniden deneyin ya da restoranı arayın.',
    );
    expect(await inCustomerLanguage(told(715, 'Order total does not add up'))).toBe(
      'Siz sipariş verirken restoranın fiyatları değişti. Lütfen sepetinizi kontrol edip siparişi yeniden verin.',
    );
    expect(await inCustomerLanguage(FAILED_MESSAGE)).toContain('Siparişinizi restoranla onaylayamadık.');
    expect(await inCustomerLanguage('words from before')).toBe('words from before');
    expect(await inCustomerLanguage(null)).toBeNull();
    // A scheduled order refused at its send time is stored in English too, and read in Turkish.
    expect(await inCustomerLanguage(CLOSED_AT_SLOT_MESSAGE)).toBe(
      'Restoran seçtiğiniz saatte kapalı. Siparişiniz gönderilmedi; lütfen başka bir saat seçin.',
    );
    expect(await inCustomerLanguage(ITEM_GONE_MESSAGE)).toBe('Siparişinizdeki bir ürün artık sunulmuyor. Siparişiniz gönderilmedi.');
  });

  it('keeps the English words for an English customer', async () => {
    expect(await inCustomerLanguage(told(710, 'Missing field'))).toBe('Some of your details are missing. Please check them and try again.');
  });
});
