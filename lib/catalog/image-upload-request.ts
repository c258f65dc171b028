import { getTranslations } from 'next-intl/server';
import { hasRole } from '@/lib/auth/roles';
import { getStaff } from '@/lib/auth/session';
import { MAX_UPLOAD_BYTES } from '@/lib/catalog/forms';
import { saveUpload } from '@/lib/catalog/uploads';

/**
 * An owner's image upload (multipart field "image") taken from a route handler's request: who
 * sends it, from where, how large, and what the bytes are, checked before anything is stored.
 * Route handlers rather than server actions take uploads: actions cap request bodies at 1 MB, and
 * this way the 2 MB limit and its message are ours (docs/decisions/073). The product photo and the
 * shop's logo both come this way.
 */

// A multipart body carries the file plus a few hundred bytes of boundaries and headers.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export interface UploadAnswer {
  ok: boolean;
  message: string;
  imageUrl?: string;
}

/** The JSON answer of an upload route, with a real HTTP status. */
export const uploadAnswer = (status: number, body: UploadAnswer) => Response.json(body, { status });

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

/** The stored upload's name, or the answer that refuses it. */
export async function receiveImageUpload(request: Request): Promise<{ ok: true; name: string } | { ok: false; response: Response }> {
  const refuse = (status: number, message: string) => ({ ok: false as const, response: uploadAnswer(status, { ok: false, message }) });
  const [t, forms] = await Promise.all([getTranslations('AdminUploads'), getTranslations('Forms')]);
  const staff = await getStaff();
  if (!staff) return refuse(401, t('signIn'));
  if (!hasRole(staff.role, 'owner')) return refuse(403, forms('ownerOnly'));
  if (!sameOrigin(request)) return refuse(403, t('otherSite'));
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return refuse(413, t('bodyTooLarge'));
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('image');
  } catch {
    return refuse(400, t('chooseFile'));
  }
  if (!(file instanceof File)) return refuse(400, t('chooseFile'));
  const saved = await saveUpload(new Uint8Array(await file.arrayBuffer()));
  if (!saved.ok) return refuse(file.size > MAX_UPLOAD_BYTES ? 413 : 415, saved.message);
  return { ok: true, name: saved.name };
}
