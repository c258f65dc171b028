import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_PATH_HEADER, SESSION_COOKIE } from '@/lib/auth/cookie';
import { SIGN_IN_PATH, signInUrl, splitLocale } from '@/lib/auth/next-path';
import { routing } from '@/lib/i18n/routing';
import { homeMenuMode } from '@/lib/storefront/home-menu';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every page request (Next 16's middleware):
 * 1. The language (docs/decisions/200): Turkish unprefixed, other languages under their prefix;
 *    an unprefixed first visit follows the language cookie, then Accept-Language. next-intl's
 *    middleware redirects or rewrites to app/[locale].
 * 2. The home page of a delivery or pickup visitor is that mode's cached menu, rendered once per
 *    language and kept until a sync, a staff edit or the end of a snooze (decision 123).
 * 3. The admin's fast path: a browser asking for an admin page without a session cookie is sent to
 *    sign in at once. This only saves a render: a cookie's presence proves nothing, and every
 *    admin page, route handler and server action checks the session itself.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { pathname: unprefixed } = splitLocale(pathname);
  if (unprefixed === '/admin' || unprefixed.startsWith('/admin/')) {
    const refused = adminFastPath(request, unprefixed, `${pathname}${search}`);
    if (refused) return refused;
  }
  const response = handleI18nRouting(request);
  // Where Next will look: next-intl's rewrite (`/` → `/tr`), or the path itself (`/en`).
  const rewrite = response.headers.get('x-middleware-rewrite');
  const target = rewrite ? new URL(rewrite) : response.headers.has('x-middleware-next') ? request.nextUrl.clone() : null;
  const home = target ? /^\/([a-z]{2})$/.exec(target.pathname) : null;
  const mode = home ? homeMenuMode(request.cookies) : null;
  if (target && home && mode) {
    target.pathname = `/${home[1]}/menu/${mode}`;
    // As NextResponse.rewrite would answer, keeping next-intl's cookie and Link headers.
    response.headers.delete('x-middleware-next');
    response.headers.set('x-middleware-rewrite', target.toString());
  }
  if (unprefixed === '/admin' || unprefixed.startsWith('/admin/')) {
    // requireStaff's `next`: the path as the browser asked for it.
    response.headers.set(`x-middleware-request-${REQUEST_PATH_HEADER}`, `${pathname}${search}`);
    const overridden = response.headers.get('x-middleware-override-headers');
    response.headers.set('x-middleware-override-headers', overridden ? `${overridden},${REQUEST_PATH_HEADER}` : REQUEST_PATH_HEADER);
  }
  return response;
}

/** The sign-in redirect for a page request without a session cookie, or null to go on. */
function adminFastPath(request: NextRequest, unprefixed: string, path: string): NextResponse | null {
  if (unprefixed === SIGN_IN_PATH || unprefixed.startsWith(`${SIGN_IN_PATH}/`)) return null;
  // Only a request that wants HTML gets the redirect. A server action called by the client router
  // expects a Flight answer and a route handler's fetch expects its own 401: both go on to
  // requireStaff / getStaff, which answer in the form their caller understands.
  const wantsPage = (request.headers.get('accept') ?? '').includes('text/html') && !request.headers.has('next-action');
  if (!wantsPage || request.cookies.get(SESSION_COOKIE)?.value) return null;
  // 303 so that a form POSTed without JavaScript is followed with a GET of the sign-in page.
  return NextResponse.redirect(new URL(signInUrl(path), request.url), 303);
}

export const config = {
  // Every page; not the API, Next's own files, the sandbox's control API, media or files.
  matcher: ['/((?!api|_next|_vercel|_sandbox|media|.*\\..*).*)'],
};
