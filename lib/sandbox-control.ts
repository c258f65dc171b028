import 'server-only';
import { randomBytes } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { singleton } from '@/lib/singleton';

/**
 * The key to the embedded sandbox's control API (decision 132): staff sessions open it, and so
 * does this token in the `x-sandbox-token` header. The token is SANDBOX_CONTROL_TOKEN, or, when
 * none is configured, a random one this process makes for its own calls (registering the
 * webhook), which nobody outside the process ever sees.
 */

/** The header that carries the token (the sandbox's SANDBOX_TOKEN_HEADER). */
export const SANDBOX_TOKEN_HEADER = 'x-sandbox-token';

/** The token this process accepts and sends. */
export function sandboxControlToken(): string {
  return getEnv().SANDBOX_CONTROL_TOKEN ?? singleton('sandboxProcessToken', () => randomBytes(32).toString('base64url'));
}

/** Headers for this process's own calls to the control API. */
export function sandboxControlHeaders(): Record<string, string> {
  return { [SANDBOX_TOKEN_HEADER]: sandboxControlToken() };
}
