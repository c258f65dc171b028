/**
 * A keep-alive HTTP front for the POS sandbox on 127.0.0.1: forwards every request to the sandbox
 * and answers on the same connection as the real service does (`Keep-Alive: timeout=65`), but can
 * reset a connection the moment a request arrives on it, before anything reaches the POS. That is
 * what a client meets when the server's keep-alive close crosses its request (issue 18, decision
 * 166): the server had already given the idle connection up, and the request dies unanswered.
 */
import http from 'node:http';
import type net from 'node:net';
import { listenOnLoopback } from '@/tests/support/route-server';

/** One request as it reached the front. */
export interface FrontRequest {
  method: string;
  /** Path and query, e.g. "/v2/SaveOrder". */
  url: string;
  body: string;
  /** The connection it came on, numbered from 1 in the order they were opened. */
  connection: number;
  /** Its place on that connection: 1 for a fresh connection, 2 and up for a reused one. */
  onConnection: number;
  /** The front reset the connection instead of forwarding it: the POS never saw this request. */
  reset: boolean;
}

export interface PosFront {
  /** API root to give a client instead of the sandbox's, e.g. http://127.0.0.1:43123/v2 */
  apiBaseUrl: string;
  requests: FrontRequest[];
  /** Which requests to answer with a reset connection (none until told; replaces the previous rule). */
  resetWhen(rule: (request: FrontRequest) => boolean): void;
  close(): Promise<void>;
}

/** Kept-alive connections are closed the moment their next request arrives (the keep-alive race). */
export const closesIdleConnections = (request: FrontRequest): boolean => request.onConnection > 1;

/** Starts a front for the sandbox whose API root is `sandboxApiBaseUrl`. */
export async function startPosFront(sandboxApiBaseUrl: string): Promise<PosFront> {
  const target = new URL(sandboxApiBaseUrl).origin;
  const requests: FrontRequest[] = [];
  const connections = new Map<net.Socket, { id: number; served: number }>();
  let rule: (request: FrontRequest) => boolean = () => false;

  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const connection = connections.get(req.socket) ?? { id: connections.size + 1, served: 0 };
      connections.set(req.socket, connection);
      connection.served += 1;
      const request: FrontRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        body: Buffer.concat(chunks).toString('utf8'),
        connection: connection.id,
        onConnection: connection.served,
        reset: false,
      };
      requests.push(request);
      if (rule(request)) {
        request.reset = true;
        req.socket.resetAndDestroy();
        return;
      }
      const headers: Record<string, string> = {};
      for (const name of ['accept', 'content-type', 'x-api-key', 'x-api-secret', 'x-api-consumer']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
      });
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
        'keep-alive': 'timeout=65',
      });
      res.end(body);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
  });
  // As the sandbox's own server: idle connections stay open far longer than any test.
  server.keepAliveTimeout = 65_000;
  const listening = await listenOnLoopback(server);
  return {
    apiBaseUrl: `${listening.url}/v2`,
    requests,
    resetWhen(next) {
      rule = next;
    },
    close: listening.close,
  };
}
