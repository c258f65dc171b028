/**
 * The front door's rule for forwarded headers (docs/decisions/131): X-Forwarded-For, -Proto, -Host
 * and Forwarded are believed only from the proxies in TRUSTED_PROXIES (none by default). From
 * anyone else they are removed before Next sees the request, so Next fills them in from the
 * socket and the Host header; the client's address, computed by proxy-addr from the socket and the
 * trusted hops, is written into CLIENT_ADDRESS_HEADER, replacing whatever the client sent there.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address';

// X-Request-Id too: a proxy's id is kept for the logs (docs/decisions/192), anyone else's is replaced.
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-request-id'];

/**
 * Returns the function that rewrites a request's headers by this rule. `trustedProxies` takes what
 * proxy-addr takes: addresses, CIDR ranges and the names loopback, linklocal and uniquelocal.
 */
export function frontDoor(trustedProxies: readonly string[]): (req: IncomingMessage) => void {
  const trust = proxyaddr.compile([...trustedProxies]);
  return (req) => {
    const peerTrusted = trust(req.socket.remoteAddress ?? '', 0);
    // Read before the headers are removed: with an untrusted peer it is the socket's address.
    const address = (proxyaddr(req, trust) as string | undefined)?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
    if (!peerTrusted) for (const name of FORWARDED_HEADERS) delete req.headers[name];
    // A socket already closed has no address: the header is then absent, which reads as unverified.
    if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
    else delete req.headers[CLIENT_ADDRESS_HEADER];
  };
}
