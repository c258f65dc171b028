import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { posConfigFromEnv } from '@/lib/pos/config';

describe('posConfigFromEnv', () => {
  it('POS_TIME_ZONE sets the POS clock; in sandbox mode SANDBOX_TIME_ZONE does when it is not set', () => {
    expect(posConfigFromEnv(parseEnv({ POS_TIME_ZONE: 'Asia/Tokyo' })).timeZone).toBe('Asia/Tokyo');
    expect(posConfigFromEnv(parseEnv({ SANDBOX_TIME_ZONE: 'America/Chicago' })).timeZone).toBe('America/Chicago');
    const live = { POS_BASE_URL: 'https://pos.example/v2', POS_API_KEY: 'k', POS_API_SECRET: 's', SANDBOX_TIME_ZONE: 'America/Chicago' };
    expect(posConfigFromEnv(parseEnv(live)).timeZone).toBe('Europe/Istanbul');
    expect(() => parseEnv({ POS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/POS_TIME_ZONE/);
  });

  it('the POS rate limits default to the production windows; each is configurable, and POS_RATE_LIMITS=false drops the spacing', () => {
    const custom = posConfigFromEnv(
      parseEnv({ POS_LIMIT_PRODUCTS_MS: '5000', POS_LIMIT_GENERAL_CALLS: '30', POS_LIMIT_MAX_WAIT_MS: '1000' }),
    );
    expect(custom.limits).toEqual({
      productsMs: 5000,
      completedOrdersMs: 40_000,
      generalCalls: 30,
      generalWindowMs: 60_000,
      maxWaitMs: 1000,
    });
    expect(posConfigFromEnv(parseEnv({ POS_RATE_LIMITS: 'false' })).limits).toBeUndefined();
  });

  it('without POS_BASE_URL the site uses the embedded sandbox on its own port with the sandbox credentials', () => {
    const config = posConfigFromEnv(parseEnv({ PORT: '3100', SANDBOX_API_KEY: 'k', SANDBOX_API_SECRET: 's', POS_TIMEOUT_MS: '2500' }));
    expect(config).toEqual({
      baseUrl: 'http://127.0.0.1:3100/api/sandbox/v2',
      apiKey: 'k',
      apiSecret: 's',
      consumer: 'Sofra',
      timeoutMs: 2500,
      timeZone: 'Europe/Istanbul',
      limits: { productsMs: 180_000, completedOrdersMs: 40_000, generalCalls: 120, generalWindowMs: 60_000, maxWaitMs: 60_000 },
    });
  });

  it('with POS_BASE_URL the real POS and its credentials are used, consumer from POS_API_CONSUMER', () => {
    const config = posConfigFromEnv(
      parseEnv({
        POS_BASE_URL: 'https://ext.adisyo.com/api/External/v2/',
        POS_API_KEY: 'live-key',
        POS_API_SECRET: 'live-secret',
        POS_API_CONSUMER: 'Sofra Ocakbaşı',
      }),
    );
    expect(config).toEqual({
      baseUrl: 'https://ext.adisyo.com/api/External/v2/',
      apiKey: 'live-key',
      apiSecret: 'live-secret',
      consumer: 'Sofra Ocakbaşı',
      timeoutMs: 10_000,
      timeZone: 'Europe/Istanbul',
      limits: { productsMs: 180_000, completedOrdersMs: 40_000, generalCalls: 120, generalWindowMs: 60_000, maxWaitMs: 60_000 },
    });
  });
});
