/**
 * A request id for every request the production server answers, and one JSON log line when the
 * answer is sent (docs/decisions/192). An X-Request-Id from a proxy in TRUSTED_PROXIES is kept (the
 * front door removes it from anyone else, server/client-address.ts), else a new one is made; it is
 * handed to Next in the same header, echoed in the response, and carried by every line logged
 * while the request is served (the logger reads it from here, lib/logger.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger, logs, registerRequestIdSource } from '@/lib/logger';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a kept id may look like: a proxy's uuid or hex id, never a log-forging line or a novel. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

const requests = new AsyncLocalStorage<string>();
registerRequestIdSource(() => requests.getStore());

/** Runs `work` as part of the request `requestId`: every line `logger` writes meanwhile carries the id. */
function withRequestId<T>(requestId: string, work: () => T): T {
  return requests.run(requestId, work);
}

/** The request's id: the trusted proxy's, or a new uuid. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/**
 * Serves one request with its id: sets it on the request for Next and on the response, logs the
 * request when its answer is sent, and runs `serve` inside the id's logging context. Call it after
 * the front door has admitted the request.
 */
export function serveWithRequestId(req: IncomingMessage, res: ServerResponse, serve: () => void): void {
  const requestId = requestIdOf(req);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader('X-Request-Id', requestId);
  if (logs('info')) {
    const started = performance.now();
    res.once('finish', () => {
      logger.info('request', {
        requestId,
        method: req.method,
        path: req.url,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
  }
  withRequestId(requestId, serve);
}
