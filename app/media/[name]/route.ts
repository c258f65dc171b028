import { readUpload } from '@/lib/catalog/uploads';

/**
 * Serves an uploaded product photo. Names are random and never reused, so the answer may be
 * cached for a year; nosniff keeps browsers from second-guessing the type we checked at upload.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params;
  const upload = await readUpload(name);
  if (!upload) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      'content-type': upload.contentType,
      'content-length': String(upload.bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
