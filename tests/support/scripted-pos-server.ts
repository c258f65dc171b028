/**
 * A tiny HTTP server for transport tests: records every request and answers with whatever the
 * test scripts, including misbehaviour a real network produces (silence, dropped sockets, HTML).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as received, e.g. "/v2/RecentOrders?page=2". */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request was complete. */
  at: number;
}

/** What to do with one request: answer (status + raw body), stay silent, or drop the connection. */
export type ScriptedReply = { status: number; body: string; contentType?: string } | { silent: true } | { drop: true };

export interface ScriptedServer {
  /** API root, e.g. http://127.0.0.1:43123/v2 (no trailing slash). */
  apiBaseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the handler; it gets the request and its 0-based index among all requests. */
  reply(handler: (request: RecordedRequest, index: number) => ScriptedReply): void;
  close(): Promise<void>;
}

/** JSON answer helper. */
export function json(body: unknown, status = 200): ScriptedReply {
  return { status, body: JSON.stringify(body), contentType: 'application/json' };
}

/** Starts the server on 127.0.0.1 with an ephemeral port; answers `{status: 100}` until told otherwise. */
export async function startScriptedServer(): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  let handler: (request: RecordedRequest, index: number) => ScriptedReply = () => json({ status: 100, message: 'Success' });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      requests.push(recorded);
      const reply = handler(recorded, requests.length - 1);
      if ('silent' in reply) return;
      if ('drop' in reply) {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'text/html' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBaseUrl: `http://127.0.0.1:${port}/v2`,
    requests,
    reply(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
