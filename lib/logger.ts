/**
 * A small structured logger: one JSON line per event on stdout/stderr, which is what a process
 * manager or a log shipper wants. Quiet in tests unless LOG_LEVEL asks otherwise. A line written
 * while a request is served carries that request's id (`requestId`, docs/decisions/192): the
 * production server registers where the current id is read (server/request-log.ts), on globalThis
 * so that Next's bundles share it. This module imports nothing of Node's: client bundles reach it.
 */
import { singleton } from '@/lib/singleton';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const requestIds = singleton('requestIdSource', (): { current: () => string | undefined } => ({ current: () => undefined }));

/** Where the id of the request being served is read (the production server's request context). */
export function registerRequestIdSource(current: () => string | undefined): void {
  requestIds.current = current;
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestIds.current();
}

function threshold(): number {
  const configured = process.env.LOG_LEVEL as Level | undefined;
  if (configured && configured in order) return order[configured];
  return process.env.NODE_ENV === 'test' ? order.error + 1 : order.info;
}

/** Whether a line of this level would be written now (lets a caller skip building its fields). */
export function logs(level: Level): boolean {
  return order[level] >= threshold();
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (order[level] < threshold()) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...(requestId ? { requestId } : {}), ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
