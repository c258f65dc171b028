import { describe, expect, it } from 'vitest';
import { describeProgress } from '@/lib/catalog/sync/forms';

const counts = { added: 3, changed: 1, removed: 0, priceChanges: 2, error: null };

describe('describeProgress', () => {
  it('names the stage of a running sync in plain words', () => {
    expect(describeProgress({ ...counts, outcome: 'running', stage: 'fetching' })).toBe('Fetching from the POS…');
    expect(describeProgress({ ...counts, outcome: 'running', stage: 'writing' })).toBe('Writing…');
  });

  it('sums up a finished sync with its counts', () => {
    expect(describeProgress({ ...counts, outcome: 'succeeded', stage: 'done' })).toBe(
      'Synced: 3 added, 1 changed, 0 removed, 2 price changes',
    );
    expect(describeProgress({ ...counts, priceChanges: 1, outcome: 'succeeded', stage: 'done' })).toMatch(/, 1 price change$/);
  });

  it('gives a failed sync its error and says the catalogue was kept', () => {
    const text = describeProgress({
      ...counts,
      outcome: 'failed',
      stage: 'fetching',
      error: 'Could not get the catalogue from the POS: Products: HTTP 500',
    });
    expect(text).toBe('Sync failed. Could not get the catalogue from the POS: Products: HTTP 500. The catalogue was left as it was.');
  });
});
