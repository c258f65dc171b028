'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from '@/components/admin/privacy/privacy.module.css';
import { InlineAction } from '@/components/admin/settings/inline-action';
import rowStyles from '@/components/admin/settings/rows.module.css';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import { TextAreaField } from '@/components/forms';
import { NoticeBody } from '@/components/legal/notice-body';
import { initialFormState, type FormAction } from '@/lib/forms';
import type { Locale } from '@/lib/i18n/routing';
import { fillNotice, NOTICE_PLACEHOLDERS, noticeBlocks, type NoticePlaceholder } from '@/lib/privacy/notice-text';
import { NOTICE_MAX_LENGTH } from '@/lib/privacy/privacy-form';

interface NoticeEditorProps {
  locale: Locale;
  /** Staff's own text, or null when the template is shown. */
  own: string | null;
  template: string;
  /** What the placeholders become in this language (the seller identity, the retention period). */
  values: Record<NoticePlaceholder, string>;
  save: FormAction;
  reset: FormAction;
}

/**
 * One language's privacy notice: the text (staff's own, or the template to start from), a live
 * preview exactly as the page renders it, and "back to the template" when staff's own text is shown.
 */
export function NoticeEditor({ locale, own, template, values, save, reset }: NoticeEditorProps) {
  const t = useTranslations('AdminPrivacy.notice');
  const [state, formAction] = useActionState(save, initialFormState);
  const [draft, setDraft] = useState(own ?? template);
  const [previewing, setPreviewing] = useState(false);
  const id = `notice-${locale}`;
  return (
    <div className={styles.editor}>
      <p className={styles.status}>{own === null ? t('usingTemplate') : t('usingOwn')}</p>
      <SettingsForm formAction={formAction} state={state} submit={t('save')}>
        <input type="hidden" name="locale" value={locale} />
        <TextAreaField
          id={id}
          name="text"
          label={t('language', { locale })}
          hint={t('hint', { placeholders: NOTICE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ') })}
          state={state}
          defaultValue={own ?? template}
          maxLength={NOTICE_MAX_LENGTH}
          lang={locale}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      </SettingsForm>
      <div className={styles.actions}>
        <button
          type="button"
          className={rowStyles.smallButton}
          aria-expanded={previewing}
          aria-controls={`${id}-preview`}
          onClick={() => setPreviewing(!previewing)}
        >
          {t('preview')}
        </button>
        {own === null ? null : <InlineAction action={reset} fields={{ locale }} label={t('reset')} confirm={t('resetConfirm')} danger />}
      </div>
      {previewing ? (
        <section id={`${id}-preview`} className={styles.preview} aria-label={t('previewTitle')} lang={locale}>
          <NoticeBody blocks={noticeBlocks(fillNotice(draft, values))} />
        </section>
      ) : null}
    </div>
  );
}
