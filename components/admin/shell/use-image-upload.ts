'use client';

import { useState, type FormEvent } from 'react';
import { useLocale } from 'next-intl';
import { getPathname, useRouter } from '@/lib/i18n/navigation';
import type { FormState } from '@/lib/forms';
import { MAX_UPLOAD_BYTES } from '@/lib/catalog/forms';

/** What the upload says to staff, in their language. */
export interface UploadWords {
  choose: string;
  tooLarge: string;
  failed: string;
  offline: string;
  /** Said on success instead of the route's own message. */
  saved?: string;
}

export type UploadState = FormState & { pending?: boolean };

/**
 * Posts a form's "image" file to an upload route (lib/catalog/image-upload-request.ts) and keeps
 * its answer as a form state. Sizes are checked here first to save a pointless upload; the server
 * checks type and size again. On success the form is reset and the page refreshed.
 */
export function useImageUpload(href: string, words: UploadWords) {
  const router = useRouter();
  const locale = useLocale();
  const [upload, setUpload] = useState<UploadState>({ ok: false });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('image');
    if (!(file instanceof File) || file.size === 0) {
      setUpload({ ok: false, fieldErrors: { image: [words.choose] } });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setUpload({ ok: false, fieldErrors: { image: [words.tooLarge] } });
      return;
    }
    setUpload({ ok: false, pending: true });
    try {
      const response = await fetch(getPathname({ href, locale }), { method: 'POST', body: new FormData(form) });
      const body: unknown = await response.json().catch(() => null);
      const message =
        typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : words.failed;
      setUpload(response.ok ? { ok: true, message: words.saved ?? message } : { ok: false, fieldErrors: { image: [message] } });
      if (response.ok) {
        form.reset();
        router.refresh();
      }
    } catch {
      setUpload({ ok: false, message: words.offline });
    }
  }

  return { upload, onSubmit, clear: () => setUpload({ ok: false }) };
}
