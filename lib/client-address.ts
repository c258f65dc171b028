/**
 * Who the client is, as the front door (server/client-address.ts, run by the production server
 * of server/index.ts) established it: the client's address, and the protocol and host the browser
 * used. Forwarded headers (X-Forwarded-For, -Proto, -Host) are believed only when they come from a
 * proxy listed in TRUSTED_PROXIES; from anyone else the front door removes them, so Next fills
 * them in from the socket, and it writes the address it settled on into CLIENT_ADDRESS_HEADER
 * after dropping whatever the client sent under that name (docs/decisions/131).
 *
 * The front door and the code Next compiled meet on one process-wide value (lib/singleton.ts), as
 * the front cache does. Without a front door (`next dev`, `next start`) nothing vouches for these
 * headers: every client then counts as the one address UNVERIFIED_ADDRESS, and the Secure-cookie
 * rule sees plain http on the Host header.
 */
import { singleton } from '@/lib/singleton';

/** The request header the front door sets to the client's address (never trusted from the client). */
export const CLIENT_ADDRESS_HEADER = 'x-sofra-client-ip';

/** The shared address of every client when no front door vouches for the headers. */
export const UNVERIFIED_ADDRESS = 'unverified';

const holder = singleton('clientAddressFrontDoor', () => ({ active: false }));

/** Declares that a front door now handles (or, with false, no longer handles) this process's requests. */
export function registerFrontDoor(active: boolean): void {
  holder.active = active;
}

/** The client as the request's headers describe it. */
export interface ClientOrigin {
  /** The client's address (the socket's, or the one the trusted proxies reported). */
  address: string;
  /** The protocol the browser used: 'http' or 'https'. */
  protocol: string;
  /** The host (and port) the browser asked for. */
  host: string;
}

function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

/** Reads the client's address, protocol and host from request headers, trusting them only behind the front door. */
export function clientOrigin(headers: { get(name: string): string | null }): ClientOrigin {
  const host = headers.get('host') ?? '';
  if (!holder.active) return { address: UNVERIFIED_ADDRESS, protocol: 'http', host };
  return {
    address: headers.get(CLIENT_ADDRESS_HEADER)?.trim() || UNVERIFIED_ADDRESS,
    protocol: first(headers.get('x-forwarded-proto')) ?? 'http',
    host: first(headers.get('x-forwarded-host')) ?? host,
  };
}
