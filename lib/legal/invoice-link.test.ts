import { describe, expect, it } from 'vitest';
import { safeInvoiceUrl } from '@/lib/legal/invoice-link';

describe('safeInvoiceUrl', () => {
  it('keeps an https or http link', () => {
    expect(safeInvoiceUrl('https://earsiv.example.com/fatura?ettn=1f2e')).toBe('https://earsiv.example.com/fatura?ettn=1f2e');
    expect(safeInvoiceUrl(' http://127.0.0.1:4010/_sandbox/invoices/abc ')).toBe('http://127.0.0.1:4010/_sandbox/invoices/abc');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '/relative/path',
    '//evil.example.com/x',
    'https://user:pass@evil.example.com/',
    '',
    'not a url',
  ])('drops %s', (raw) => {
    expect(safeInvoiceUrl(raw)).toBeNull();
  });
});
