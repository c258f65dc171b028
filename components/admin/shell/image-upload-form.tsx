'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { useImageUpload } from '@/components/admin/shell/use-image-upload';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import products from '@/components/admin/products/products.module.css';
import settings from '@/components/admin/settings/settings.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

/** Where the form sits: a panel of its own (a product's photo) or a section of the settings (the shop's logo). */
const LOOKS = {
  panel: { Heading: 'h2', section: ui.panel, heading: ui.panelTitle, image: products.photo, none: products.muted },
  section: { Heading: 'h3', section: settings.fieldset, heading: settings.legend, image: settings.logoPreview, none: settings.sectionLead },
} as const;

interface ImageUploadFormProps {
  /** The catalogue namespace with the form's words (the same keys in each). */
  words: 'AdminProducts.photo' | 'AdminSettings.logo';
  /** The upload route (lib/catalog/image-upload-request.ts). */
  href: string;
  /** The file field's id; the heading's id is derived from it. */
  id: string;
  /** Whose image it is, for its alt text. */
  subject: string;
  imageUrl: string | null;
  removeAction: FormAction;
  /** Hidden fields the removal action reads. */
  removeFields?: Record<string, string | number>;
  look: keyof typeof LOOKS;
}

/**
 * An admin image: preview, upload (JPEG, PNG or WebP up to 2 MB, posted by useImageUpload) and
 * removal. The product photo and the shop's logo both use it.
 */
export function ImageUploadForm({ words, href, id, subject, imageUrl, removeAction, removeFields = {}, look }: ImageUploadFormProps) {
  const t = useTranslations(words);
  const { Heading, ...css } = LOOKS[look];
  const { upload, onSubmit, clear } = useImageUpload(href, {
    choose: t('choose'),
    tooLarge: t('tooLarge'),
    failed: t('failed'),
    offline: t('offline'),
    saved: t.has('saved') ? t('saved') : undefined,
  });
  const [removed, removeFormAction, removing] = useActionState(removeAction, initialFormState);

  // The upload's own answer, else the removal's: whichever staff did last (removal clears the upload's).
  const status = upload.message ? upload : removed;
  return (
    <section className={css.section} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={css.heading}>
        {t('heading')}
      </Heading>
      {imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local, already-sized upload; next/image adds nothing here
        <img src={imageUrl} alt={t('alt', { name: subject })} className={css.image} />
      ) : (
        <p className={css.none}>{t('none')}</p>
      )}
      <form onSubmit={onSubmit} className={formStyles.form} encType="multipart/form-data" noValidate>
        <TextField
          id={id}
          name="image"
          label={imageUrl ? t('replace') : t('upload')}
          hint={t('hint')}
          state={upload}
          type="file"
          accept="image/jpeg,image/png,image/webp"
        />
        <SubmitButton className={products.secondary} pending={Boolean(upload.pending)} pendingLabel={t('uploading')}>
          {t('submit')}
        </SubmitButton>
      </form>
      {imageUrl ? (
        <form action={removeFormAction} onSubmit={clear}>
          {Object.entries(removeFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SubmitButton className={products.link} pending={removing} pendingLabel={t('remove')}>
            {t('remove')}
          </SubmitButton>
        </form>
      ) : null}
      <FormMessage state={status} />
    </section>
  );
}
