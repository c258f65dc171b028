import { isLocale, localePath, routing } from '@/lib/i18n/routing';

/**
 * Where to send staff after signing in. Only paths of this site under /admin (or a language's
 * /en/admin) are honoured, so a
 * crafted link (`?next=https://evil.example`, `//evil.example`, `/\evil.example`) can never turn
 * the sign-in page into an open redirect.
 */

export const SIGN_IN_PATH = '/admin/sign-in';
export const ADMIN_HOME_PATH = '/admin';

const PROBE_ORIGIN = 'http://sofra.invalid';

/** The same-site admin path in `candidate`, or undefined when it is anything else. */
export function safeAdminPath(candidate: string | null | undefined): string | undefined {
  if (!candidate || candidate.length > 1000 || !candidate.startsWith('/') || /[\\\u0000-\u001f]/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const { pathname } = splitLocale(url.pathname);
  const inAdmin = pathname === ADMIN_HOME_PATH || pathname.startsWith(`${ADMIN_HOME_PATH}/`);
  const isSignIn = pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`);
  if (!inAdmin || isSignIn) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A path's language prefix (none for Turkish) and the path without it. */
export function splitLocale(path: string): { locale: (typeof routing.locales)[number]; pathname: string } {
  const segment = path.split('/')[1];
  if (segment !== routing.defaultLocale && isLocale(segment)) {
    return { locale: segment, pathname: path.slice(segment.length + 1) || '/' };
  }
  return { locale: routing.defaultLocale, pathname: path };
}

/**
 * The sign-in page's address, in the language of `next` (`/en/admin/…` signs in at
 * `/en/admin/sign-in`), carrying `next` when it is a safe admin path.
 */
export function signInUrl(next: string | undefined): string {
  const safe = safeAdminPath(next);
  const locale = safe ? splitLocale(safe).locale : routing.defaultLocale;
  return `${localePath(locale, SIGN_IN_PATH)}?next=${encodeURIComponent(safe ?? localePath(locale, ADMIN_HOME_PATH))}`;
}
