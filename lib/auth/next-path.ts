/**
 * Where to send staff after signing in. Only paths of this site under /admin are honoured, so a
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
  const inAdmin = url.pathname === ADMIN_HOME_PATH || url.pathname.startsWith(`${ADMIN_HOME_PATH}/`);
  const isSignIn = url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`);
  if (!inAdmin || isSignIn) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address, carrying `next` when it is a safe admin path. */
export function signInUrl(next: string | undefined): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(safeAdminPath(next) ?? ADMIN_HOME_PATH)}`;
}
