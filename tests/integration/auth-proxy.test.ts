import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';

const SITE = 'http://127.0.0.1:3100';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(new URL(path, SITE), { method: init.method ?? 'GET', headers: { accept: HTML, ...init.headers } });
}

/** The redirect target without its origin (Next serves same-site redirects as relative ones). */
function target(response: Response): string | undefined {
  const location = response.headers.get('location');
  if (!location) return undefined;
  const url = new URL(location, SITE);
  return `${url.pathname}${url.search}`;
}

describe('the admin proxy (fast path)', () => {
  it.each(['/admin', '/admin/products/7', '/en/admin', '/en/admin/sign-in'])('runs for %s', (url) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(true);
  });

  it('sends an English admin page to the English sign-in, keeping its path', () => {
    const response = proxy(request('/en/admin/orders'));
    expect(response.status).toBe(303);
    expect(target(response)).toBe('/en/admin/sign-in?next=%2Fen%2Fadmin%2Forders');
  });

  it('sends a visitor without a session cookie to sign in, keeping the path and query as next', () => {
    const response = proxy(request('/admin/products?q=adana'));
    expect(response.status).toBe(303);
    expect(target(response)).toBe('/admin/sign-in?next=%2Fadmin%2Fproducts%3Fq%3Dadana');
  });

  it('answers a form POSTed without a cookie with 303, so the browser follows with a GET', () => {
    const response = proxy(request('/admin', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } }));
    expect(response.status).toBe(303);
    expect(target(response)).toBe('/admin/sign-in?next=%2Fadmin');
  });

  it('lets the sign-in page through without a cookie', () => {
    const response = proxy(request('/admin/sign-in?next=%2Fadmin'));
    expect(target(response)).toBeUndefined();
    expect(new URL(response.headers.get('x-middleware-rewrite') ?? SITE).pathname).toBe('/tr/admin/sign-in');
  });

  it('lets a server-action fetch through to requireStaff, which answers it in a form the router follows', () => {
    const response = proxy(request('/admin', { method: 'POST', headers: { accept: 'text/x-component', 'next-action': 'abc123' } }));
    expect(target(response)).toBeUndefined();
    expect(response.headers.get('x-middleware-request-x-sofra-path')).toBe('/admin');
  });

  it('lets a fetch that does not want HTML through to its route handler, which answers 401 itself', () => {
    const response = proxy(request('/admin/products/7/image', { method: 'POST', headers: { accept: '*/*' } }));
    expect(target(response)).toBeUndefined();
  });

  it('passes a request with a cookie on, with the path it opened for requireStaff', () => {
    const response = proxy(request('/admin/catalogue?page=2', { headers: { cookie: 'sofra_session=some-token' } }));
    expect(target(response)).toBeUndefined();
    expect(response.headers.get('x-middleware-request-x-sofra-path')).toBe('/admin/catalogue?page=2');
  });

  it('overwrites a path header the client sent itself', () => {
    const response = proxy(request('/admin', { headers: { cookie: 'sofra_session=t', 'x-sofra-path': '//evil.example' } }));
    expect(response.headers.get('x-middleware-request-x-sofra-path')).toBe('/admin');
  });
});
