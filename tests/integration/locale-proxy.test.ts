import { getRedirectUrl, getRewrittenUrl, unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';

const SITE = 'http://127.0.0.1:3100';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, SITE), { headers: { accept: 'text/html', ...headers } });
}

/** A URL without its origin (NextRequest names 127.0.0.1 localhost). */
const local = (url: string | null) => (url === null ? null : `${new URL(url).pathname}${new URL(url).search}`);
const rewritten = (response: Response) => local(getRewrittenUrl(response as never));
const redirected = (response: Response) => local(getRedirectUrl(response as never));

describe('the language proxy (docs/decisions/200)', () => {
  it.each([
    ['/', {}, '/tr/menu/delivery'],
    ['/', { 'accept-language': 'tr-TR,tr;q=0.9' }, '/tr/menu/delivery'],
    ['/', { cookie: 'sofra_mode=pickup' }, '/tr/menu/pickup'],
    ['/', { cookie: 'sofra_cart=c1' }, '/tr'],
    ['/', { cookie: 'sofra_mode=table:4' }, '/tr'],
    ['/en', { 'accept-language': 'en' }, '/en/menu/delivery'],
    ['/en', { cookie: 'sofra_mode=pickup; sofra_locale=en' }, '/en/menu/pickup'],
    ['/cart', {}, '/tr/cart'],
    ['/product/adana-kebap', {}, '/tr/product/adana-kebap'],
  ])('%s %j is served from %s', (path, headers, internal) => {
    const response = proxy(request(path, headers));
    expect(redirected(response)).toBeNull();
    // Next serves a path that needs no rewrite as it is (`/en/cart` is /en/cart already).
    expect(rewritten(response) ?? path).toBe(internal);
  });

  it.each([
    ['/', { 'accept-language': 'en-GB,en;q=0.9' }, '/en'],
    ['/cart', { 'accept-language': 'en-US' }, '/en/cart'],
    ['/', { cookie: 'sofra_locale=en', 'accept-language': 'tr' }, '/en'],
    ['/tr/cart', {}, '/cart'],
  ])('%s %j redirects to %s', (path, headers, to) => {
    expect(redirected(proxy(request(path, headers)))).toBe(to);
  });

  it('remembers a language the visitor chose against their browser, and only then', () => {
    const chosen = proxy(request('/en/cart', { 'accept-language': 'tr' }));
    expect(chosen.headers.get('set-cookie')).toMatch(/^sofra_locale=en; Path=\/; Expires=.*; Max-Age=31536000; SameSite=lax$/);
    expect(proxy(request('/en/cart', { 'accept-language': 'en' })).headers.get('set-cookie')).toBeNull();
  });

  it('announces the page in every language (hreflang)', () => {
    const link = proxy(request('/product/adana-kebap')).headers.get('link') ?? '';
    expect(link).toMatch(/<http:\/\/[^/]+\/product\/adana-kebap>; rel="alternate"; hreflang="tr"/);
    expect(link).toMatch(/<http:\/\/[^/]+\/en\/product\/adana-kebap>; rel="alternate"; hreflang="en"/);
    expect(link).toContain('hreflang="x-default"');
  });

  it.each([
    ['/', true],
    ['/en/checkout', true],
    ['/t/4', true],
    ['/api/health', false],
    ['/_next/static/chunks/app.js', false],
    ['/_sandbox/config', false],
    ['/media/adana.webp', false],
    ['/favicon.ico', false],
  ])('runs for %s: %s', (url, runs) => {
    expect(unstable_doesMiddlewareMatch({ config, url })).toBe(runs);
  });
});
