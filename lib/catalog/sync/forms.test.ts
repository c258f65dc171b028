import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { describeProgress } from '@/lib/catalog/sync/forms';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

const counts = { added: 3, changed: 1, removed: 0, priceChanges: 2, error: null };
const english = createTranslator({ locale: 'en', messages: en, namespace: 'AdminCatalogue.sync' });
const turkish = createTranslator({ locale: 'tr', messages: tr, namespace: 'AdminCatalogue.sync' });

describe('describeProgress', () => {
  it('names the stage of a running sync in plain words', () => {
    expect(describeProgress(english, { ...counts, outcome: 'running', stage: 'fetching' })).toBe('Fetching from the POS…');
    expect(describeProgress(english, { ...counts, outcome: 'running', stage: 'writing' })).toBe('Writing…');
  });

  it('sums up a finished sync with its counts', () => {
    expect(describeProgress(english, { ...counts, outcome: 'succeeded', stage: 'done' })).toBe(
      'Synced: 3 added, 1 changed, 0 removed, 2 price changes',
    );
    expect(describeProgress(english, { ...counts, priceChanges: 1, outcome: 'succeeded', stage: 'done' })).toMatch(/, 1 price change$/);
  });

  it('gives a failed sync its error and says the catalogue was kept', () => {
    const text = describeProgress(english, {
      ...counts,
      outcome: 'failed',
      stage: 'fetching',
      error: 'Could not get the catalogue from the POS: Products: HTTP 500',
    });
    expect(text).toBe('Sync failed. Could not get the catalogue from the POS: Products: HTTP 500. The catalogue was left as it was.');
  });

  it('speaks Turkish to Turkish staff, starting with the words the e2e steps wait for', () => {
    expect(describeProgress(turkish, { ...counts, outcome: 'succeeded', stage: 'done' })).toBe(
      'Senkronize edildi: 3 eklendi, 1 değişti, 0 kaldırıldı, 2 fiyat değişikliği',
    );
    expect(describeProgress(turkish, { ...counts, outcome: 'running', stage: 'fetching' })).toBe('POS’tan alınıyor…');
  });
});
