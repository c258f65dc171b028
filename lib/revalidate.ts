import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import type { CacheTag } from '@/lib/cache-tags';
import { purgeFrontCache } from '@/lib/front-cache-registry';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/logger';
import { singleton } from '@/lib/singleton';

/**
 * Expires cache tags from anywhere in the server process. Inside a request (server action, route
 * handler) Next's revalidateTag works directly; a background job has no request scope, so it asks
 * its own server through /api/internal/revalidate, authenticated with a per-process token.
 * Never throws: a failed revalidation is logged and the cache expires on its own later.
 */
export async function revalidateTags(tags: CacheTag[]): Promise<void> {
  try {
    expireTagsInRequest(tags);
    return;
  } catch {
    // Outside a request scope: fall through to the HTTP round trip.
  }
  try {
    const response = await fetch(`http://127.0.0.1:${getEnv().PORT}/api/internal/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': internalToken() },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    logger.warn('cache revalidation failed; cached pages expire on their own', { tags, error: String(error) });
  }
}

/**
 * Expires the tags in Next's cache and empties the front cache (docs/decisions/126). Must run in a
 * request scope (throws outside one). Next applies the expiry when the action or route handler
 * ends, so the front cache is emptied twice: now, and once the response is done (after()), which
 * throws away any copy taken in between from Next's not yet expired page.
 */
export function expireTagsInRequest(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  purgeFrontCache();
  after(purgeFrontCache);
}

/** A random token known only to this server process. */
export function internalToken(): string {
  return singleton('internalToken', () => ({ token: randomBytes(32).toString('hex') })).token;
}

/** Constant-time check of a token presented to an internal endpoint. */
export function isInternalToken(candidate: string | null): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(internalToken());
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
