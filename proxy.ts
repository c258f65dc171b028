import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_PATH_HEADER, SESSION_COOKIE } from '@/lib/auth/cookie';
import { SIGN_IN_PATH, signInUrl } from '@/lib/auth/next-path';

/**
 * The admin area's fast path (Next 16's middleware). A browser asking for a page (or posting a
 * form) without a session cookie is sent to sign in at once; everything else goes on, carrying its
 * path for requireStaff's `next`. This only saves a render: a cookie's presence proves nothing,
 * and every admin page, route handler and server action checks the session itself.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`)) return NextResponse.next();
  const path = `${pathname}${search}`;
  // Only a request that wants HTML gets the redirect. A server action called by the client router
  // expects a Flight answer and a route handler's fetch expects its own 401: both go on to
  // requireStaff / getStaff, which answer in the form their caller understands.
  const wantsPage = (request.headers.get('accept') ?? '').includes('text/html') && !request.headers.has('next-action');
  if (wantsPage && !request.cookies.get(SESSION_COOKIE)?.value) {
    // 303 so that a form POSTed without JavaScript is followed with a GET of the sign-in page.
    return NextResponse.redirect(new URL(signInUrl(path), request.url), 303);
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, path);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/admin/:path*'],
};
