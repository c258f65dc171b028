/**
 * The shop's logo: an upload like the product photos (lib/catalog/uploads.ts), named in the
 * settings' logoPath and served by app/media/[name].
 */
import { deleteUpload } from '@/lib/catalog/uploads';
import { getDb } from '@/lib/db';

/** The logo's address on the site, or null without one. */
export function logoUrl(logoPath: string | null): string | null {
  return logoPath ? `/media/${logoPath}` : null;
}

/** Makes `name` (an upload's name, or null) the logo and deletes the one it replaces. */
export async function replaceShopLogo(name: string | null): Promise<void> {
  const db = getDb();
  const previous = (await db.shopSettings.findUnique({ where: { id: 1 }, select: { logoPath: true } }))?.logoPath ?? null;
  await db.shopSettings.upsert({ where: { id: 1 }, create: { id: 1, logoPath: name }, update: { logoPath: name } });
  if (previous && previous !== name) await deleteUpload(previous);
}
