/**
 * The cookie page's list (lib/privacy/cookies.ts) against what the site really sets (issue 15,
 * docs/decisions/244): each writer, run for real, sets only listed cookies with the listed lifetime,
 * and no source file sets a cookie outside the known writers or names one the list lacks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSessionToken } from '@/lib/auth/request-context';
import { SITE_COOKIE_LIST, SITE_COOKIES } from '@/lib/privacy/cookies';
import { replaceRequestScope, type CookieOptions } from '@/lib/request-scope';
import { writeCartCookie, writeModeCookie } from '@/lib/storefront/request-context';
import { proxy } from '@/proxy';

const ROOT = join(import.meta.dirname, '..', '..');
const LISTED = new Map(SITE_COOKIE_LIST.map((cookie) => [cookie.name, cookie]));

/** The files allowed to write cookies; each takes the name and lifetime from lib/privacy/cookies.ts. */
const WRITERS = ['lib/auth/request-context.ts', 'lib/storefront/request-context.ts', 'lib/i18n/routing.ts', 'lib/accounts/session.ts'];
/** Ways code sets a cookie: Next's cookie store, a Set-Cookie header, document.cookie, next-intl's locale cookie. */
const SETS_COOKIE = /cookies\(\)\)?\.set\(|\.cookies\.set\(|set-cookie['"]\s*,|document\.cookie\s*=|localeCookie\s*:/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (['node_modules', 'generated', '.next'].includes(entry) || entry.startsWith('.next')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

const SOURCES = [...['app', 'lib', 'components', 'server'].flatMap((dir) => sourceFiles(join(ROOT, dir))), join(ROOT, 'proxy.ts')].map(
  (path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }),
);

describe('the cookie list', () => {
  afterAll(() => replaceRequestScope(null));

  it('has what the shop and the staff session really set, with the listed lifetime', async () => {
    const set: { name: string; options: CookieOptions | undefined }[] = [];
    replaceRequestScope({
      cookies: async () => ({ get: () => undefined, set: (name, _value, options) => set.push({ name, options }), delete: () => undefined }),
      headers: async () => ({ get: () => null }),
    });
    await writeCartCookie('cart-1');
    await writeModeCookie('pickup');
    await writeSessionToken('token');
    expect(set.map((cookie) => cookie.name)).toEqual([SITE_COOKIES.cart.name, SITE_COOKIES.mode.name, SITE_COOKIES.session.name]);
    for (const { name, options } of set) {
      const listed = LISTED.get(name);
      expect(listed, `${name} is not on the cookie page`).toBeDefined();
      expect(options?.maxAge ?? null).toBe(listed?.maxAgeSeconds);
      expect(options?.httpOnly ?? false).toBe(listed?.httpOnly);
    }
  });

  it('has the language cookie the proxy sets, with its lifetime', () => {
    const response = proxy(new NextRequest(new URL('/en/cart', 'http://127.0.0.1:3100'), { headers: { 'accept-language': 'tr' } }));
    const header = response.headers.get('set-cookie') ?? '';
    const [name] = header.split('=');
    expect(LISTED.has(name ?? '')).toBe(true);
    expect(header).toContain(`Max-Age=${SITE_COOKIES.locale.maxAgeSeconds}`);
    expect(header).not.toMatch(/HttpOnly/i);
  });

  it('is where every cookie name in the code comes from', () => {
    const named = SOURCES.flatMap(({ path, text }) =>
      [...text.matchAll(/['"`](sofra_[a-z0-9_]+)['"`=]/g)].map((match) => ({ path, name: match[1] ?? '' })),
    );
    const unlisted = named.filter(({ name }) => !LISTED.has(name));
    expect(unlisted, 'cookie names missing from lib/privacy/cookies.ts').toEqual([]);
    // Only the list itself spells the names out: everyone else imports them.
    expect([...new Set(named.map(({ path }) => path))]).toEqual(['lib/privacy/cookies.ts']);
  });

  it('is only written by the known writers, which take names and lifetimes from it', () => {
    const writers = SOURCES.filter(({ text }) => SETS_COOKIE.test(text)).map(({ path }) => path);
    expect(writers.sort(), 'a new file sets a cookie: list it in lib/privacy/cookies.ts and here').toEqual([...WRITERS].sort());
  });

  it('says every cookie is strictly necessary: the site sets no analytics or marketing cookies', () => {
    expect(SITE_COOKIE_LIST.every((cookie) => cookie.kind === 'necessary')).toBe(true);
  });
});
