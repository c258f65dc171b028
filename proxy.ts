import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_PATH_HEADER, SESSION_COOKIE } from '@/lib/auth/cookie';
import { SIGN_IN_PATH, signInUrl } from '@/lib/auth/next-path';

/**
 * The admin area's fast path (Next 16's middleware). A request without a session cookie is sent
 * to sign in at once; one with a cookie goes on, carrying its path for requireStaff's `next`.
 * This only saves a render: a cookie's presence proves nothing, and every admin page and server
 * action checks the session itself with requireStaff().
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`)) return NextResponse.next();
  const path = `${pathname}${search}`;
  // A server action called by the client router expects a Flight answer, not an HTML page, so it
  // goes on to requireStaff, whose redirect Next turns into one the router follows.
  const isActionFetch = request.headers.has('next-action');
  if (!isActionFetch && !request.cookies.get(SESSION_COOKIE)?.value) {
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
