/**
 * Product photos uploaded by staff: JPEG, PNG or WebP recognised by their first bytes (never by
 * the file name or the browser's claimed type), at most 2 MB, stored under UPLOADS_DIR with a
 * random name and served by app/media/[name]. Names are checked before any file access, so a
 * request can never reach outside the uploads folder.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getTranslations } from 'next-intl/server';
import { MAX_UPLOAD_BYTES } from '@/lib/catalog/forms';
import { getEnv } from '@/lib/env';

type ImageKind = 'jpg' | 'png' | 'webp';

const CONTENT_TYPES: Record<ImageKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const NAME_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image kind the bytes really are, or null. */
function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type UploadResult = { ok: true; name: string } | { ok: false; message: string };

function uploadsDir(): string {
  return path.resolve(getEnv().UPLOADS_DIR);
}

/** Validates and stores an uploaded image; the message of a refusal is fit to show staff, in their language. */
export async function saveUpload(bytes: Uint8Array): Promise<UploadResult> {
  const t = await getTranslations('AdminUploads');
  if (bytes.length === 0) return { ok: false, message: t('empty') };
  if (bytes.length > MAX_UPLOAD_BYTES) {
    const megabytes = bytes.length / 1024 / 1024;
    return { ok: false, message: t('tooLarge', { megabytes }) };
  }
  const kind = detectImageKind(bytes);
  if (!kind) return { ok: false, message: t('notImage') };
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await fs.mkdir(uploadsDir(), { recursive: true });
  await fs.writeFile(path.join(uploadsDir(), name), bytes, { flag: 'wx' });
  return { ok: true, name };
}

/** Reads a stored image; null when the name is not an upload name or the file is missing. */
export async function readUpload(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  // Only a name saveUpload could have made is ever joined to the uploads folder.
  const kind = NAME_PATTERN.exec(name)?.[1];
  if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp') return null;
  try {
    return { bytes: await fs.readFile(path.join(uploadsDir(), name)), contentType: CONTENT_TYPES[kind] };
  } catch {
    return null;
  }
}

/** Deletes a stored image (a replaced or removed product photo); quietly ignores unknown names. */
export async function deleteUpload(name: string): Promise<void> {
  if (!NAME_PATTERN.test(name)) return;
  await fs.rm(path.join(uploadsDir(), name), { force: true });
}
