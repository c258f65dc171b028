import { gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

/**
 * A small in-memory cache in front of Next for pages every visitor of a kind gets byte for byte
 * (the cached home menus, docs/decisions/126). Next stays the source of truth: an entry is a copy
 * of what Next itself answered as a shared, cacheable page, taken by asking Next for it (`fetchPage`),
 * kept for `ttlMs` at most, and dropped at once by `purge()`, which runs whenever a cache tag is
 * expired. A fill that started before a purge is thrown away when it lands, so a page rendered
 * from the old data is never stored after the purge.
 */

/** What Next answered for a page: status, headers (lower-case names) and the identity body. */
export interface FetchedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Variant {
  headers: Record<string, string | number>;
  body: Buffer;
}

interface Entry {
  storedAt: number;
  identity: Variant;
  gzip: Variant;
}

export interface PageCacheOptions<K extends string> {
  /** Asks Next for the page of `key`, bypassing this cache. */
  fetchPage(key: K): Promise<FetchedPage>;
  /** How long an entry is served before it is fetched again. */
  ttlMs: number;
  /** After `ttlMs`, the old entry is still served while its refill is under way, for at most this long. */
  refreshGraceMs?: number;
  /** After a failed or refused fill, how long before the next try. */
  retryAfterMs?: number;
  now?: () => number;
  onError?(key: K, error: unknown): void;
}

/** The header every answer served from this cache carries. */
export const FRONT_CACHE_HEADER = 'x-sofra-cache';

/** Headers that describe one connection, one request or one encoding of the body, never the page. */
const NOT_COPIED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'x-nextjs-cache',
  // The request id of the cache's own fill: each visitor's answer carries its own (docs/decisions/192).
  'x-request-id',
]);

/**
 * Why Next's answer may not be shared between visitors, or null when it may: only a 200 that Next
 * itself served from (or just rendered into) its page cache, that sets no cookie and whose
 * Cache-Control does not forbid shared caches.
 */
export function refusalOf(page: FetchedPage): string | null {
  if (page.status !== 200) return `status ${page.status}`;
  const nextCache = page.headers['x-nextjs-cache'];
  if (nextCache !== 'HIT' && nextCache !== 'MISS') return nextCache ? `Next's cache said ${nextCache}` : 'not a page Next caches';
  if (page.headers['set-cookie'] !== undefined) return 'sets a cookie';
  if (/\b(private|no-store|no-cache)\b/i.test(page.headers['cache-control'] ?? '')) return `cache-control ${page.headers['cache-control']}`;
  return null;
}

/** Whether an Accept-Encoding header accepts gzip (a q of 0 refuses it). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  if (!acceptEncoding) return false;
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  let gzip: number | null = null;
  let star: number | null = null;
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (coding.trim() === 'gzip' || coding.trim() === 'x-gzip') gzip = weight;
    else if (coding.trim() === '*') star = weight;
  }
  return (gzip ?? star ?? 0) > 0;
}

function withVaryAcceptEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

function buildEntry(page: FetchedPage, storedAt: number, previous: Entry | undefined): Entry {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.headers)) if (!NOT_COPIED.has(name)) headers[name] = value;
  headers.vary = withVaryAcceptEncoding(headers.vary);
  headers[FRONT_CACHE_HEADER] = 'HIT';
  // Unchanged bytes (the usual refill) keep their compressed copy instead of compressing again.
  const gzipped = previous && previous.identity.body.equals(page.body) ? previous.gzip.body : gzipSync(page.body);
  return {
    storedAt,
    identity: { headers: { ...headers, 'content-length': page.body.length }, body: page.body },
    gzip: { headers: { ...headers, 'content-encoding': 'gzip', 'content-length': gzipped.length }, body: gzipped },
  };
}

export class PageCache<K extends string> {
  private readonly entries = new Map<K, Entry>();
  private readonly filling = new Set<K>();
  private readonly retryAt = new Map<K, number>();
  private generation = 0;
  private readonly now: () => number;
  private readonly refreshGraceMs: number;
  private readonly retryAfterMs: number;

  constructor(private readonly options: PageCacheOptions<K>) {
    this.now = options.now ?? Date.now;
    this.refreshGraceMs = options.refreshGraceMs ?? 5_000;
    this.retryAfterMs = options.retryAfterMs ?? 250;
  }

  /**
   * Answers the request from the cache when it holds a current copy of `key`'s page and returns
   * true; otherwise returns false (the caller lets Next answer) after starting a fill if none is
   * under way. An entry past its TTL is still served while its refill runs (for at most the grace
   * period), so a busy page never falls back to Next just because its copy aged.
   */
  serve(key: K, method: string | undefined, requestHeaders: IncomingHttpHeaders, res: ServerResponse): boolean {
    const now = this.now();
    const entry = this.entries.get(key);
    const age = entry ? now - entry.storedAt : Number.POSITIVE_INFINITY;
    if (age >= this.options.ttlMs) this.startFill(key, now);
    if (!entry || age >= this.options.ttlMs + this.refreshGraceMs) return false;
    const variant = acceptsGzip(requestHeaders['accept-encoding']) ? entry.gzip : entry.identity;
    res.writeHead(200, variant.headers);
    if (method === 'HEAD') res.end();
    else res.end(variant.body);
    return true;
  }

  /** Drops every entry; fills under way when this is called are not stored. */
  purge(): void {
    this.generation += 1;
    this.entries.clear();
    this.retryAt.clear();
  }

  /** Fills `key` now (e.g. at start-up) and resolves when done; a no-op if a fill is under way. */
  async warm(key: K): Promise<void> {
    await this.startFill(key, this.now(), true);
  }

  /** Whether the cache holds a copy of `key`'s page (for tests and diagnostics). */
  has(key: K): boolean {
    return this.entries.has(key);
  }

  private startFill(key: K, now: number, force = false): Promise<void> {
    if (this.filling.has(key)) return Promise.resolve();
    if (!force && now < (this.retryAt.get(key) ?? 0)) return Promise.resolve();
    this.filling.add(key);
    const generation = this.generation;
    return this.options
      .fetchPage(key)
      .then((page) => {
        if (generation !== this.generation) return;
        const refusal = refusalOf(page);
        if (refusal) {
          this.entries.delete(key);
          this.retryAt.set(key, this.now() + this.retryAfterMs);
          return;
        }
        this.entries.set(key, buildEntry(page, this.now(), this.entries.get(key)));
        this.retryAt.delete(key);
      })
      .catch((error: unknown) => {
        this.retryAt.set(key, this.now() + this.retryAfterMs);
        this.options.onError?.(key, error);
      })
      .finally(() => this.filling.delete(key));
  }
}
