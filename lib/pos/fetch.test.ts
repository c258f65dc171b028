import { describe, expect, it } from 'vitest';
import { posUrl } from '@/lib/pos/fetch';

describe('posUrl', () => {
  it('joins the production root with a trailing slash and an endpoint', () => {
    expect(posUrl('https://ext.adisyo.com/api/External/v2/', 'Products').href).toBe('https://ext.adisyo.com/api/External/v2/Products');
  });

  it('joins a root without a trailing slash the same way (the version segment is kept)', () => {
    expect(posUrl('http://127.0.0.1:4010/v2', 'Order/15').href).toBe('http://127.0.0.1:4010/v2/Order/15');
    expect(posUrl('https://ext.adisyo.com/api/External/v2', '/Products').href).toBe('https://ext.adisyo.com/api/External/v2/Products');
  });

  it('encodes query values and leaves out undefined ones', () => {
    const url = posUrl('http://127.0.0.1:4010/v2', 'CompletedOrders', {
      startDate: '2026-11-21 07:00:00',
      includeCancelled: true,
      page: undefined,
    });
    expect(url.search).toBe('?startDate=2026-11-21+07%3A00%3A00&includeCancelled=true');
  });
});
