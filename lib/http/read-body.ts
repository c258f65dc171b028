import 'server-only';

/** The largest POS webhook we read: a notification is a few hundred bytes (issue 20, finding 5). */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** The largest body the embedded sandbox reads (its biggest requests are SaveOrder and config). */
export const SANDBOX_BODY_LIMIT = 1024 * 1024;

/**
 * Reads a request's body, but never more than `limit` bytes: a declared Content-Length above the
 * limit is refused without reading a byte, and a streamed (chunked) body is refused as soon as it
 * passes the limit. Returns null when the body is too large; the rest is left unread, so memory
 * stays bounded whatever a client sends before it is authenticated.
 */
export async function readBodyUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(/^\d+$/.test(declared.trim()) && Number(declared) <= limit)) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop pulling (not cancel: that would drop the socket before the 413 is written). What is
      // still on the way is discarded by the server until it closes the connection after the answer.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The 413 answer to a body over the limit; the connection is closed rather than drained. */
export function payloadTooLarge(limit: number): Response {
  return Response.json(
    { ok: false, message: `Request body too large: at most ${limit} bytes are accepted here` },
    { status: 413, headers: { Connection: 'close', 'Cache-Control': 'no-store' } },
  );
}
