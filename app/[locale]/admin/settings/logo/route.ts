import { getTranslations } from 'next-intl/server';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { receiveImageUpload, uploadAnswer } from '@/lib/catalog/image-upload-request';
import { revalidateTags } from '@/lib/revalidate';
import { logoUrl, replaceShopLogo } from '@/lib/settings/shop-logo';

/**
 * Uploads the shop's logo (multipart field "image"), shown in the header of every customer page
 * (docs/decisions/230); the checks are receiveImageUpload's. Answers JSON `{ ok, message, imageUrl? }`.
 */
export async function POST(request: Request): Promise<Response> {
  const saved = await receiveImageUpload(request);
  if (!saved.ok) return saved.response;
  await replaceShopLogo(saved.name);
  const t = await getTranslations('AdminUploads');
  // The cached menus carry the header: they read the settings under this tag.
  await revalidateTags([CACHE_TAGS.shopSettings]);
  return uploadAnswer(200, { ok: true, message: t('logoSaved'), imageUrl: logoUrl(saved.name) ?? undefined });
}
