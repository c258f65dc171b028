import { createHash, timingSafeEqual } from 'node:crypto';

/** The header a script or test sends to use the control API where it is guarded. */
export const SANDBOX_TOKEN_HEADER = 'x-sandbox-token';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Whether the request carries the control token. Both sides are hashed first so that the
 * comparison takes the same time whatever the length of the guess.
 */
export function hasControlToken(req: Request, token: string | null | undefined): boolean {
  if (!token) return false;
  const sent = req.headers.get(SANDBOX_TOKEN_HEADER);
  if (!sent) return false;
  return timingSafeEqual(digest(sent), digest(token));
}

/** Whether a host name is this machine's loopback interface (literal names only: no DNS). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
}
