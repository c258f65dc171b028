import { timingSafeEqual } from 'node:crypto';
import { failure, type ApiAnswer } from './envelope';

/** The one account the sandbox serves. */
export interface Credentials {
  apiKey: string;
  apiSecret: string;
}

/** Credentials from options, else SANDBOX_API_KEY / SANDBOX_API_SECRET, else the sandbox defaults. */
export function resolveCredentials(opts: { apiKey?: string; apiSecret?: string }): Credentials {
  return {
    apiKey: opts.apiKey ?? process.env.SANDBOX_API_KEY ?? 'sandbox-key',
    apiSecret: opts.apiSecret ?? process.env.SANDBOX_API_SECRET ?? 'sandbox-secret',
  };
}

/**
 * Checks the three headers in the order key, secret, consumer (supplement codes 901, 902, 600);
 * null when the caller may proceed. Wrong credentials answer HTTP 401, an empty consumer 400.
 */
export function checkAuth(headers: Headers, credentials: Credentials): ApiAnswer | null {
  if (!safeEqual(headers.get('x-api-key'), credentials.apiKey)) return failure(901, 'Wrong API key', 401);
  if (!safeEqual(headers.get('x-api-secret'), credentials.apiSecret)) return failure(902, 'Wrong API secret', 401);
  if ((headers.get('x-api-consumer') ?? '').trim() === '') {
    return failure(600, 'Consumer header x-api-consumer is empty', 400);
  }
  return null;
}

function safeEqual(sent: string | null, expected: string): boolean {
  if (sent === null) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Sliding one-minute window of accepted calls, for the optional `rateLimitPerMinute`. */
export class RateLimiter {
  private calls: number[] = [];

  /** Records a call at `nowMs` and says whether it is within `perMinute`; refused calls are not counted. */
  allow(nowMs: number, perMinute: number): boolean {
    this.calls = this.calls.filter((t) => t > nowMs - 60_000);
    if (this.calls.length >= perMinute) return false;
    this.calls.push(nowMs);
    return true;
  }

  reset(): void {
    this.calls = [];
  }
}
