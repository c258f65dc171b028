import { getTranslations } from 'next-intl/server';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { setProductImage } from '@/lib/catalog/editing';
import { receiveImageUpload, uploadAnswer } from '@/lib/catalog/image-upload-request';
import { deleteUpload } from '@/lib/catalog/uploads';
import { revalidateTags } from '@/lib/revalidate';

/**
 * Uploads a product photo (multipart field "image"); the checks are receiveImageUpload's. Answers
 * JSON `{ ok, message, imageUrl? }` with real HTTP codes (see decision 073).
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const t = await getTranslations('AdminUploads');
  const saved = await receiveImageUpload(request);
  if (!saved.ok) return saved.response;
  const id = Number((await params).id);
  const updated = Number.isSafeInteger(id) && id > 0 ? await setProductImage(id, saved.name) : { ok: false, previous: null };
  if (!updated.ok) {
    await deleteUpload(saved.name);
    return uploadAnswer(404, { ok: false, message: t('productGone') });
  }
  if (updated.previous) await deleteUpload(updated.previous);
  await revalidateTags([CACHE_TAGS.menu]);
  return uploadAnswer(200, { ok: true, message: t('photoSaved'), imageUrl: `/media/${saved.name}` });
}
