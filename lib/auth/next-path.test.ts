import { describe, expect, it } from 'vitest';
import { safeAdminPath, signInUrl } from '@/lib/auth/next-path';

describe('the ?next= target after sign-in', () => {
  it('keeps same-site admin paths with their query and fragment', () => {
    expect(safeAdminPath('/admin')).toBe('/admin');
    expect(safeAdminPath('/admin/products?state=stale&q=adana')).toBe('/admin/products?state=stale&q=adana');
    expect(safeAdminPath('/admin/catalogue#syncs')).toBe('/admin/catalogue#syncs');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const candidate of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /admin',
    ]) {
      expect(safeAdminPath(candidate), candidate).toBeUndefined();
    }
  });

  it('refuses paths outside /admin, look-alikes and dot segments that climb out of it', () => {
    for (const candidate of ['/', '/checkout', '/administrator', '/admin/../checkout', '/admin%2f..', '/admin\n/x']) {
      expect(safeAdminPath(candidate), candidate).toBeUndefined();
    }
  });

  it('refuses the sign-in page itself, which would loop', () => {
    expect(safeAdminPath('/admin/sign-in')).toBeUndefined();
    expect(safeAdminPath('/admin/sign-in?next=/admin')).toBeUndefined();
  });

  it('is absent or empty for nothing to honour', () => {
    expect(safeAdminPath(undefined)).toBeUndefined();
    expect(safeAdminPath(null)).toBeUndefined();
    expect(safeAdminPath('')).toBeUndefined();
  });
});

describe('the sign-in address', () => {
  it('carries the path being opened, encoded', () => {
    expect(signInUrl('/admin/products?q=ayran')).toBe('/admin/sign-in?next=%2Fadmin%2Fproducts%3Fq%3Dayran');
  });

  it('falls back to the dashboard when the path is unknown or unsafe', () => {
    expect(signInUrl(undefined)).toBe('/admin/sign-in?next=%2Fadmin');
    expect(signInUrl('//evil.example')).toBe('/admin/sign-in?next=%2Fadmin');
  });
});
