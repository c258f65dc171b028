import 'server-only';
import { engineOfDb } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * A "contains" filter that ignores case on both engines (docs/decisions/180): SQLite's LIKE already
 * does (for ASCII letters); PostgreSQL's is case-sensitive unless asked, and the SQLite client's
 * types do not know the PostgreSQL-only `mode` argument.
 */
export function containsText(text: string): Prisma.StringFilter {
  if (engineOfDb() === 'postgresql') return { contains: text, mode: 'insensitive' } as Prisma.StringFilter;
  return { contains: text };
}
