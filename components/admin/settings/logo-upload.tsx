'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import buttons from '@/components/admin/products/products.module.css';
import { useImageUpload } from '@/components/admin/shell/use-image-upload';
import styles from '@/components/admin/settings/settings.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

interface LogoUploadProps {
  shopName: string;
  logoUrl: string | null;
  removeAction: FormAction;
}

/** The shop's logo beside its name in the customer pages' header: preview, upload and removal. */
export function LogoUpload({ shopName, logoUrl, removeAction }: LogoUploadProps) {
  const t = useTranslations('AdminSettings.logo');
  const { upload, onSubmit, clear } = useImageUpload('/admin/settings/logo', {
    choose: t('choose'),
    tooLarge: t('tooLarge'),
    failed: t('failed'),
    offline: t('offline'),
    saved: t('saved'),
  });
  const [removed, removeFormAction, removing] = useActionState(removeAction, initialFormState);
  const status = upload.message ? upload : removed;
  return (
    <section className={styles.fieldset} aria-labelledby="logo-heading">
      <h3 id="logo-heading" className={styles.legend}>
        {t('heading')}
      </h3>
      {logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local upload shown small; next/image adds nothing here
        <img src={logoUrl} alt={t('alt', { name: shopName })} className={styles.logoPreview} />
      ) : (
        <p className={styles.sectionLead}>{t('none')}</p>
      )}
      <form onSubmit={onSubmit} className={formStyles.form} encType="multipart/form-data" noValidate>
        <TextField
          id="shop-logo"
          name="image"
          label={logoUrl ? t('replace') : t('upload')}
          hint={t('hint')}
          state={upload}
          type="file"
          accept="image/jpeg,image/png,image/webp"
        />
        <SubmitButton className={buttons.secondary} pending={Boolean(upload.pending)} pendingLabel={t('uploading')}>
          {t('submit')}
        </SubmitButton>
      </form>
      {logoUrl ? (
        <form action={removeFormAction} onSubmit={clear}>
          <SubmitButton className={buttons.link} pending={removing} pendingLabel={t('remove')}>
            {t('remove')}
          </SubmitButton>
        </form>
      ) : null}
      <FormMessage state={status} />
    </section>
  );
}
