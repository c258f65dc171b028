/**
 * A pass-through HTTP proxy in front of the sandbox that can freeze SaveOrder at a chosen moment,
 * so a test can kill the process waiting for it at exactly that point:
 * - 'hold-request': SaveOrder never reaches the POS (the process dies before its order is sent);
 * - 'hold-answer': the POS saves the order, but its answer is never delivered (the process dies
 *   while the POS has it and before the answer arrives).
 * Every other request, and SaveOrder in 'pass' mode, is forwarded unchanged.
 */
import http from 'node:http';

export type HoldMode = 'pass' | 'hold-request' | 'hold-answer';

export interface HoldProxy {
  /** The proxy's API base (the sandbox's apiBaseUrl with the proxy's origin). */
  apiBaseUrl: string;
  mode: HoldMode;
  /** Resolves when the first SaveOrder has been frozen (in 'hold-answer' mode: after the POS answered). One proxy per test. */
  held(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the proxy on 127.0.0.1 (ephemeral port) in front of `target` (the sandbox's apiBaseUrl). */
export async function startHoldProxy(target: string): Promise<HoldProxy> {
  const targetUrl = new URL(target);
  let signalHeld: () => void = () => {};
  const heldPromise = new Promise<void>((resolve) => (signalHeld = resolve));
  const frozen = new Set<http.ServerResponse>();

  const forward = async (req: http.IncomingMessage, body: Buffer): Promise<Response> => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers.set(name, value);
    }
    return fetch(new URL(req.url ?? '/', targetUrl.origin), {
      method: req.method,
      headers,
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    });
  };

  const proxy: HoldProxy = {
    apiBaseUrl: '',
    mode: 'pass',
    held: () => heldPromise,
    close: async () => {
      for (const res of frozen) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const isSave = /\/saveorder$/i.test(new URL(req.url ?? '/', 'http://x').pathname);
      const mode = isSave ? proxy.mode : 'pass';
      if (mode === 'hold-request') {
        frozen.add(res);
        signalHeld();
        return;
      }
      forward(req, Buffer.concat(chunks)).then(
        async (answer) => {
          const bytes = Buffer.from(await answer.arrayBuffer());
          if (mode === 'hold-answer') {
            frozen.add(res);
            signalHeld();
            return;
          }
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(bytes);
        },
        () => res.destroy(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  proxy.apiBaseUrl = `http://127.0.0.1:${address.port}${targetUrl.pathname}`;
  return proxy;
}
