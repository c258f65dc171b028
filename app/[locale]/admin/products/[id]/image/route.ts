import { hasRole, OWNER_ONLY_MESSAGE } from '@/lib/auth/roles';
import { getStaff } from '@/lib/auth/session';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { setProductImage } from '@/lib/catalog/editing';
import { MAX_UPLOAD_BYTES } from '@/lib/catalog/forms';
import { deleteUpload, saveUpload } from '@/lib/catalog/uploads';
import { revalidateTags } from '@/lib/revalidate';

/**
 * Uploads a product photo (multipart field "image"). A route handler rather than a server
 * action: actions cap request bodies at 1 MB, and this way the 2 MB limit and its message are
 * ours. Answers JSON `{ ok, message, imageUrl? }` with real HTTP codes (see decision 073).
 */

// A multipart body carries the file plus a few hundred bytes of boundaries and headers.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const answer = (status: number, body: { ok: boolean; message: string; imageUrl?: string }) => Response.json(body, { status });

function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const staff = await getStaff();
  if (!staff) return answer(401, { ok: false, message: 'Sign in again to upload photos.' });
  if (!hasRole(staff.role, 'owner')) return answer(403, { ok: false, message: OWNER_ONLY_MESSAGE });
  if (!sameOrigin(request)) return answer(403, { ok: false, message: 'Uploads are only accepted from this site.' });
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) return answer(404, { ok: false, message: 'No such product.' });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return answer(413, { ok: false, message: 'The image is larger than 2 MB. Resize or compress it and try again.' });
  }

  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('image');
  } catch {
    return answer(400, { ok: false, message: 'Choose an image file to upload.' });
  }
  if (!(file instanceof File)) return answer(400, { ok: false, message: 'Choose an image file to upload.' });

  const saved = await saveUpload(new Uint8Array(await file.arrayBuffer()));
  if (!saved.ok) return answer(file.size > MAX_UPLOAD_BYTES ? 413 : 415, { ok: false, message: saved.message });
  const updated = await setProductImage(id, saved.name);
  if (!updated.ok) {
    await deleteUpload(saved.name);
    return answer(404, { ok: false, message: 'This product no longer exists.' });
  }
  if (updated.previous) await deleteUpload(updated.previous);
  await revalidateTags([CACHE_TAGS.menu]);
  return answer(200, { ok: true, message: 'Photo saved.', imageUrl: `/media/${saved.name}` });
}
