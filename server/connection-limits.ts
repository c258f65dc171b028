/**
 * What one client can hold of the production server (issue 20, finding 5; docs/decisions/134).
 * Node's defaults let a client that sends its headers a byte at a time, or opens thousands of
 * sockets and never finishes a request, keep them all: a test held ~20,000 descriptors that way.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import proxyaddr from 'proxy-addr';

export interface ConnectionLimits {
  /** A request's headers must have arrived within this time. */
  headersTimeoutMs: number;
  /** A whole request (headers and body) must have arrived within this time. */
  requestTimeoutMs: number;
  /** An idle keep-alive socket is closed after this time. */
  keepAliveTimeoutMs: number;
  /** Open sockets per client address; a trusted proxy is not counted (it speaks for many). */
  perAddress: number;
  /** Open sockets in all. */
  total: number;
}

/**
 * The limits `npm start` uses. A product photo upload (a server action, a few MB) must fit in the
 * request timeout on a slow phone connection; 64 sockets per address is far above what a browser
 * opens (6 per host over HTTP/1.1) and leaves room for several people behind one NAT.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  perAddress: 64,
  total: 4_096,
};

/**
 * Sets Node's timeouts on `server` (create it with a `connectionsCheckingInterval` shorter than
 * them: Node checks them only that often) and closes a new socket at once when its address already holds
 * `perAddress` sockets. Addresses in `trustedProxies` (proxy-addr's syntax) are not counted.
 */
export function applyConnectionLimits(
  server: Server,
  trustedProxies: readonly string[],
  limits: ConnectionLimits = DEFAULT_CONNECTION_LIMITS,
): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.total;
  const trusted = proxyaddr.compile([...trustedProxies]);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
