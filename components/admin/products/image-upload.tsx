'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { useImageUpload } from '@/components/admin/shell/use-image-upload';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

interface ImageUploadProps {
  productId: number;
  productName: string;
  imageUrl: string | null;
  removeAction: FormAction;
}

/**
 * The product photo: preview, upload (JPEG, PNG or WebP up to 2 MB, posted to the product's
 * image route by useImageUpload) and removal.
 */
export function ImageUpload({ productId, productName, imageUrl, removeAction }: ImageUploadProps) {
  const t = useTranslations('AdminProducts.photo');
  const { upload, onSubmit, clear } = useImageUpload(`/admin/products/${productId}/image`, {
    choose: t('choose'),
    tooLarge: t('tooLarge'),
    failed: t('failed'),
    offline: t('offline'),
  });
  const [removed, removeFormAction, removing] = useActionState(removeAction, initialFormState);

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
        <form action={removeFormAction} onSubmit={clear}>
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
