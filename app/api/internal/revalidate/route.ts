import { z } from 'zod';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { expireTagsInRequest, isInternalToken } from '@/lib/revalidate';

const body = z.object({ tags: z.array(z.enum(Object.values(CACHE_TAGS) as [string, ...string[]])).min(1) });

/** Lets background jobs of this same process expire cache tags (see lib/revalidate.ts). */
export async function POST(request: Request) {
  if (!isInternalToken(request.headers.get('x-internal-token'))) {
    return Response.json({ error: 'forbidden' }, { status: 403 });
  }
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'expected {"tags": [...]} with known tags' }, { status: 400 });
  expireTagsInRequest(parsed.data.tags);
  return Response.json({ revalidated: parsed.data.tags });
}
