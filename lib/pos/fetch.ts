import 'server-only';
import { hash } from 'node:crypto';
import { Agent, fetch } from 'undici';
import type { PosConfig } from '@/lib/pos/config';
import { kindForStatus, PosError, PosSchemaError } from '@/lib/pos/errors';
import { UNLIMITED, type PosCallLimiter } from '@/lib/pos/limits';

export type PosQueryValue = string | number | boolean | undefined;

export interface PosRetryOptions {
  /** Retries after the first attempt. */
  retries?: number;
  baseDelayMs?: number;
}

/** A read: transport failures are retried with backoff (reads change nothing, so resending is safe). */
export interface PosGetRequest {
  method: 'GET';
  /** Path under the API root, e.g. "Products" or "Order/123". */
  endpoint: string;
  query?: Record<string, PosQueryValue>;
  timeoutMs?: number;
  /** Overrides the configured retry policy; `false` sends once. */
  retry?: PosRetryOptions | false;
  /** HTTP 404 means "no such record" (GET Order/{id}: one observed service answers 404, another 754). */
  notFoundOn404?: boolean;
}

/**
 * A write (SaveOrder, Cancel, CancelDelivery): sent exactly once. Whether to resend after a
 * transport failure is the order service's decision, since only it knows about duplicates.
 */
export interface PosPostRequest {
  method: 'POST';
  endpoint: string;
  body: unknown;
  timeoutMs?: number;
}

export type PosRequest = PosGetRequest | PosPostRequest;

/** A successful answer (body status 100): the parsed JSON object, not yet checked against a schema. */
export interface PosResponse {
  body: Record<string, unknown>;
  httpStatus: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_GET_RETRIES = 2;
const DEFAULT_RETRY_BASE_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 10_000;
const SUCCESS = 100;
const RATE_LIMITED = 601;
/** Retries of a GET the POS refused with 601, within the limiter's maxWaitMs. */
const RATE_LIMIT_RETRIES = 3;

/**
 * POS calls open a connection each and never reuse an idle one (docs/decisions/166). A pooled
 * socket's idle time is enforced by undici's coarse timer, which does not advance while the event
 * loop is busy: after a long busy stretch the client reused a socket the server's own keep-alive
 * (65 s) had just closed, and a SaveOrder died with ECONNRESET. The POS's rate limits space calls
 * by seconds anyway, so a pooled socket saves little and risks the order.
 */
const dispatcher = new Agent({ pipelining: 0 });

/** Error codes meaning the connection was never made, so the POS cannot have seen the request. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Calls one POS endpoint: sends the three auth headers, reads the JSON body and its
 * `status`/`Status` whatever the HTTP code, and throws `PosError` unless the status is 100.
 * GET requests retry transport failures (timeout, refused or dropped connection, HTTP 5xx, non-JSON
 * body) with exponential backoff and jitter; POST requests are never retried.
 */
export async function posFetch(config: PosConfig, request: PosRequest, limiter: PosCallLimiter = UNLIMITED): Promise<PosResponse> {
  if (request.method === 'POST') return limited(limiter, request.endpoint, () => attempt(config, request));
  return withRetries(config, request, limiter, () => attempt(config, request));
}

/**
 * Runs one call in its turn. A 601 (or HTTP 429) tells the limiter the endpoint is closed for its
 * window, so the calls after it wait instead of being refused too; the error says when to retry.
 */
async function limited<T>(limiter: PosCallLimiter, endpoint: string, call: () => Promise<T>): Promise<T> {
  try {
    return await limiter.schedule(endpoint, call);
  } catch (error) {
    if (!isRefusedByPos(error)) throw error;
    const retryAt = new Date(Date.now() + limiter.windowMs(endpoint));
    await limiter.blockUntil(endpoint, retryAt);
    throw new PosError({
      kind: 'rate-limited',
      endpoint: error.endpoint,
      status: error.status,
      httpStatus: error.httpStatus,
      posMessage: error.posMessage,
      retryAt,
      cause: error,
    });
  }
}

/** A rate-limit refusal from the POS itself (not the site holding a call back). */
function isRefusedByPos(error: unknown): error is PosError {
  return error instanceof PosError && error.kind === 'rate-limited' && (error.status === RATE_LIMITED || error.httpStatus === 429);
}

/** A GET answer with the sha256 of its body text (see `posFetchWithDigest`). */
export interface PosDigestAnswer {
  /** sha256 (hex) of the body's bytes as received. */
  digest: string;
  /** The body is byte for byte the one whose digest the caller already knew; it was not parsed. */
  unchanged: boolean;
  /** The checked answer; for an unchanged body it is parsed on the first call. */
  response(): PosResponse;
}

/**
 * A GET like `posFetch` that also hashes the body text. When the digest equals `knownDigest` (the
 * digest of an earlier answer the caller parsed, checked and used) the body is not parsed at all:
 * a caller that only needs to know "same as before" skips the JSON and schema work.
 */
export async function posFetchWithDigest(
  config: PosConfig,
  request: PosGetRequest,
  knownDigest?: string | null,
  limiter: PosCallLimiter = UNLIMITED,
): Promise<PosDigestAnswer> {
  return withRetries(config, request, limiter, async () => {
    const { bytes, httpStatus } = await send(config, request);
    const digest = hash('sha256', bytes, 'hex');
    if (digest === knownDigest && httpStatus < 500) {
      let parsed: PosResponse | undefined;
      return { digest, unchanged: true, response: () => (parsed ??= interpret(request, decode(bytes), httpStatus)) };
    }
    const parsed = interpret(request, decode(bytes), httpStatus);
    return { digest, unchanged: false, response: () => parsed };
  });
}

/**
 * A GET with its retries: transport failures with exponential backoff; a 601 after the limiter's
 * window for the endpoint, as long as the total wait stays within its maxWaitMs (decision 167).
 */
async function withRetries<T>(config: PosConfig, request: PosGetRequest, limiter: PosCallLimiter, once: () => Promise<T>): Promise<T> {
  const policy = request.retry === false ? { retries: 0 } : request.retry;
  const retries = policy?.retries ?? config.getRetries ?? DEFAULT_GET_RETRIES;
  const baseDelayMs = policy?.baseDelayMs ?? config.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
  const started = Date.now();
  let transportRetries = 0;
  let rateLimitRetries = 0;
  for (;;) {
    try {
      return await limited(limiter, request.endpoint, once);
    } catch (error) {
      if (!(error instanceof PosError)) throw error;
      if (error.kind === 'transport' && transportRetries < retries) {
        await sleep(backoffDelay(baseDelayMs, transportRetries++));
        continue;
      }
      // Only the POS's own refusal is retried; a call the site held back has already waited its bound.
      // A caller that asked for no retries at all (this request, or a client with getRetries 0, such as
      // the archive's own paced copy) handles the refusal itself.
      if (isRefusedByPos(error) && retries === 0) throw error;
      // The endpoint's own window (Products, CompletedOrders), else 1 s, 2 s, 4 s for the general ceiling.
      const waitMs = Math.max((error.retryAt?.getTime() ?? 0) - Date.now(), 1000 * 2 ** rateLimitRetries);
      if (isRefusedByPos(error) && rateLimitRetries < RATE_LIMIT_RETRIES && Date.now() + waitMs - started <= limiter.maxWaitMs) {
        rateLimitRetries += 1;
        await sleep(waitMs);
        continue;
      }
      throw error;
    }
  }
}

/** Joins the API root and an endpoint path whether or not the root ends with a slash. */
export function posUrl(baseUrl: string, endpoint: string, query: Record<string, PosQueryValue> = {}): URL {
  const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const url = new URL(endpoint.replace(/^\/+/, ''), root);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** Equal-jitter exponential backoff: half the doubled delay is fixed, half random, so retries spread out. */
function backoffDelay(baseDelayMs: number, retry: number): number {
  const ceiling = Math.min(baseDelayMs * 2 ** retry, MAX_RETRY_DELAY_MS);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function attempt(config: PosConfig, request: PosRequest): Promise<PosResponse> {
  const { bytes, httpStatus } = await send(config, request);
  return interpret(request, decode(bytes), httpStatus);
}

/** UTF-8 as Response.text() reads it (a leading byte-order mark is dropped). */
function decode(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}

/** Sends one request and reads the whole body; throws PosError (transport) when no answer arrives. */
async function send(config: PosConfig, request: PosRequest): Promise<{ bytes: Uint8Array; httpStatus: number }> {
  const { endpoint, method } = request;
  const timeoutMs = request.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const isWrite = method !== 'GET';
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-api-key': config.apiKey,
    'x-api-secret': config.apiSecret,
    'x-api-consumer': config.consumer,
  };
  if (isWrite) headers['content-type'] = 'application/json';
  const url = posUrl(config.baseUrl, endpoint, method === 'GET' ? request.query : undefined);

  let httpStatus: number;
  let bytes: Uint8Array;
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: isWrite ? JSON.stringify(request.body) : undefined,
      signal,
      dispatcher,
    });
    httpStatus = response.status;
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (cause) {
    throw connectionError(endpoint, isWrite, signal.aborted, timeoutMs, cause);
  }
  return { bytes, httpStatus };
}

/** Reads the body's JSON and `status`: the successful answer, or the PosError it means. */
function interpret(request: PosRequest, text: string, httpStatus: number): PosResponse {
  const { endpoint } = request;
  const isWrite = request.method !== 'GET';
  const body = parseJson(text);
  const status = readStatus(body);
  const posMessage = readMessage(body);
  // The rate limit is read from the body whatever the HTTP code (production: 400); some gateways say 429.
  if (status === RATE_LIMITED || httpStatus === 429) {
    throw new PosError({ kind: 'rate-limited', endpoint, httpStatus, status, posMessage });
  }
  if (httpStatus === 404 && request.method === 'GET' && request.notFoundOn404 && status !== SUCCESS) {
    throw new PosError({ kind: 'not-found', endpoint, httpStatus, status, posMessage });
  }
  if (httpStatus >= 500) {
    throw new PosError({
      kind: 'transport',
      endpoint,
      httpStatus,
      status,
      posMessage,
      detail: `HTTP ${httpStatus}`,
      mayHaveCommitted: isWrite,
    });
  }
  if (body === undefined) {
    throw new PosError({
      kind: 'transport',
      endpoint,
      httpStatus,
      detail: `response body is not JSON (HTTP ${httpStatus}): ${snippet(text)}`,
      mayHaveCommitted: isWrite,
    });
  }
  if (!isRecord(body) || status === null) {
    throw new PosSchemaError(endpoint, ['status: expected a response object with a numeric status'], httpStatus);
  }
  if (status !== SUCCESS) {
    throw new PosError({ kind: kindForStatus(status), endpoint, httpStatus, status, posMessage });
  }
  return { body, httpStatus };
}

function connectionError(endpoint: string, isWrite: boolean, timedOut: boolean, timeoutMs: number, cause: unknown): PosError {
  if (timedOut) {
    return new PosError({ kind: 'transport', endpoint, detail: `no answer within ${timeoutMs} ms`, mayHaveCommitted: isWrite, cause });
  }
  const codes = errorCodes(cause);
  const neverSent = codes.length > 0 && codes.every((code) => NOT_SENT_CODES.has(code));
  const detail = neverSent
    ? `could not connect (${codes.join(', ')})`
    : `connection failed before a complete answer (${codes.join(', ') || describe(cause)})`;
  return new PosError({ kind: 'transport', endpoint, detail, mayHaveCommitted: isWrite && !neverSent, beforeAnswer: true, cause });
}

/** Error codes from fetch's failure, which wraps the socket error (or several, for multi-address hosts) in `cause`. */
function errorCodes(error: unknown): string[] {
  if (!isRecord(error)) return [];
  const own = typeof error.code === 'string' ? [error.code] : [];
  const nested = Array.isArray(error.errors) ? error.errors.flatMap(errorCodes) : [];
  return [...own, ...nested, ...errorCodes(error.cause)];
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function readStatus(body: unknown): number | null {
  if (!isRecord(body)) return null;
  const status = body.status ?? body.Status;
  return typeof status === 'number' ? status : null;
}

function readMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const message = body.message ?? body.Message;
  return typeof message === 'string' ? message : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat || '(empty body)';
}
