/**
 * Route handlers behind a real node:http server on 127.0.0.1, handed their request the way Next's
 * Node server does: the IncomingMessage itself as the body stream (nothing read in advance), so a
 * test sees what a handler reads of a body, and when it answers, over real HTTP.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A route handler: the request, and the catch-all segments after the route's prefix. */
export type RouteHandler = (request: Request, context: { params: Promise<{ path: string[] }> }) => Promise<Response>;

export interface RouteServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves `routes` (path prefix → handler) on an ephemeral port of 127.0.0.1. */
export async function serveRoutes(routes: Record<string, RouteHandler>): Promise<RouteServer> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      const prefix = Object.keys(routes).find((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
      const route = prefix === undefined ? undefined : routes[prefix];
      if (prefix === undefined || !route) {
        res.writeHead(404).end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(url, {
        method: req.method,
        headers,
        ...(hasBody ? { body: req as unknown as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
      } as RequestInit);
      const path = url.pathname.slice(prefix.length).split('/').filter(Boolean).map(decodeURIComponent);
      const response = await route(request, { params: Promise.resolve({ path }) });
      const body = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(body);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  return listenOnLoopback(server);
}

/** Starts `server` on an ephemeral port of 127.0.0.1; closing it also ends its open connections. */
export async function listenOnLoopback(server: http.Server): Promise<RouteServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface RawAnswer {
  /** The status line's code, or null when the connection closed without an answer. */
  status: number | null;
  /** Bytes of the body that were written before the answer came. */
  sent: number;
  /** The raw answer (status line, headers, body) as far as it arrived. */
  text: string;
}

/**
 * Sends a request over a raw socket: `head` (request line and headers, without the blank line),
 * then up to `total` bytes of body in 16 KB pieces (framed as chunks when `head` says chunked), written only while no answer has arrived. A
 * server that reads everything before answering keeps it waiting; resolves when an answer
 * arrives, the socket closes, or after `timeoutMs` (status null).
 */
export function rawRequest(port: number, head: string, total: number, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    let text = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, sent, text });
    };
    const timer = setTimeout(finish, timeoutMs);
    const chunked = /\r\ntransfer-encoding: chunked/i.test(head);
    const pump = () => {
      while (!done && text === '' && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        const last = chunked && sent >= total ? '0\r\n\r\n' : '';
        const framed = chunked ? Buffer.from(`${piece.length.toString(16)}\r\n${piece.toString('latin1')}\r\n${last}`, 'latin1') : piece;
        if (!socket.write(framed)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.on('data', (data: Buffer) => {
      text += data.toString('latin1');
      // The whole answer is in once its body (Content-Length, or the last chunk) is.
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text);
      if (end >= 0 && length && text.length >= end + 4 + Number(length[1])) finish();
      if (end >= 0 && !length && text.endsWith('\r\n0\r\n\r\n')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => {
      socket.write(`${head}\r\n\r\n`);
      pump();
    });
  });
}
