'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname, useRouter } from '@/lib/i18n/navigation';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms';
import { MAX_UPLOAD_BYTES } from '@/lib/catalog/forms';

interface ImageUploadProps {
  productId: number;
  productName: string;
  imageUrl: string | null;
  removeAction: FormAction;
}

/**
 * The product photo: preview, upload (JPEG, PNG or WebP up to 2 MB, posted to the product's
 * image route) and removal. Sizes are checked here first to save a pointless upload; the
 * server checks type and size again.
 */
export function ImageUpload({ productId, productName, imageUrl, removeAction }: ImageUploadProps) {
  const t = useTranslations('AdminProducts.photo');
  const router = useRouter();
  const locale = useLocale();
  const [upload, setUpload] = useState<FormState & { pending?: boolean }>({ ok: false });
  const [removed, removeFormAction, removing] = useActionState(removeAction, initialFormState);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('image');
    if (!(file instanceof File) || file.size === 0) {
      setUpload({ ok: false, fieldErrors: { image: [t('choose')] } });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setUpload({ ok: false, fieldErrors: { image: [t('tooLarge')] } });
      return;
    }
    setUpload({ ok: false, pending: true });
    try {
      const response = await fetch(getPathname({ href: `/admin/products/${productId}/image`, locale }), {
        method: 'POST',
        body: new FormData(form),
      });
      const body: unknown = await response.json().catch(() => null);
      const message =
        typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : t('failed');
      setUpload(response.ok ? { ok: true, message } : { ok: false, fieldErrors: { image: [message] } });
      if (response.ok) {
        form.reset();
        router.refresh();
      }
    } catch {
      setUpload({ ok: false, message: t('offline') });
    }
  }

  // The upload's own answer, else the removal's: whichever staff did last (removal clears the upload's).
  const status = upload.message ? upload : removed;
  return (
    <section className={ui.panel} aria-labelledby="photo-heading">
      <h2 id="photo-heading" className={ui.panelTitle}>
        {t('heading')}
      </h2>
      {imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local, already-sized upload; next/image adds nothing here
        <img src={imageUrl} alt={t('alt', { name: productName })} className={styles.photo} />
      ) : (
        <p className={styles.muted}>{t('none')}</p>
      )}
      <form onSubmit={onSubmit} className={formStyles.form} encType="multipart/form-data" noValidate>
        <TextField
          id="product-image"
          name="image"
          label={imageUrl ? t('replace') : t('upload')}
          hint={t('hint')}
          state={upload}
          type="file"
          accept="image/jpeg,image/png,image/webp"
        />
        <SubmitButton className={styles.secondary} pending={Boolean(upload.pending)} pendingLabel={t('uploading')}>
          {t('submit')}
        </SubmitButton>
      </form>
      {imageUrl ? (
        <form action={removeFormAction} onSubmit={() => setUpload({ ok: false })}>
          <input type="hidden" name="id" value={productId} />
          <SubmitButton className={styles.link} pending={removing} pendingLabel={t('remove')}>
            {t('remove')}
          </SubmitButton>
        </form>
      ) : null}
      <FormMessage state={status} />
    </section>
  );
}
