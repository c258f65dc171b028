/**
 * Issue 20, finding 5: slow, incomplete requests held ~20,000 descriptors of the production
 * server. The server of `npm start` applies applyConnectionLimits; here the same function runs on a
 * real node:http server on 127.0.0.1 with short limits, and a client attacks it over TCP.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyConnectionLimits, type ConnectionLimits } from '@/server/connection-limits';

const LIMITS: ConnectionLimits = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 200, perAddress: 5, total: 100 };

let server: http.Server | null = null;
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

async function start(trustedProxies: string[] = []): Promise<number> {
  server = http.createServer({ connectionsCheckingInterval: 50 }, (_req, res) => res.end('ok'));
  applyConnectionLimits(server, trustedProxies, LIMITS);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A client that opens a socket and sends only the start of a request, as a slow-loris attack does. */
function slowClient(port: number): Promise<{ socket: net.Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve({ socket, closed });
    });
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - opened)));
    // Read (and drop) what the server answers, such as a 408, so the socket can see its end.
    socket.resume();
    socket.on('error', () => {});
    socket.once('error', reject);
    sockets.push(socket);
  });
}

function openConnections(): Promise<number> {
  return new Promise((resolve, reject) => server?.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

describe('what one client can hold of the production server', () => {
  it('closes a request whose headers never finish once the header timeout passes', async () => {
    const port = await start();
    const { closed } = await slowClient(port);
    const heldMs = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5_000))]);
    expect(heldMs).toBeLessThan(2_000);
  });

  it('keeps at most the per-address number of sockets from one address, closing the rest at once', async () => {
    const port = await start();
    const clients = await Promise.all(Array.from({ length: 20 }, () => slowClient(port)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await openConnections()).toBeLessThanOrEqual(LIMITS.perAddress);
    const refused = await Promise.all(
      clients.map(({ closed }) => Promise.race([closed.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 150))])),
    );
    expect(refused.filter(Boolean).length).toBeGreaterThanOrEqual(20 - LIMITS.perAddress);
  });

  it('still answers a normal request, and a slot frees when a socket closes', async () => {
    const port = await start();
    const clients = await Promise.all(Array.from({ length: LIMITS.perAddress }, () => slowClient(port)));
    clients[0]?.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe('ok');
  });

  it('does not count a trusted proxy, which speaks for many clients', async () => {
    const port = await start(['loopback']);
    await Promise.all(Array.from({ length: 12 }, () => slowClient(port)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await openConnections()).toBe(12);
  });
});
