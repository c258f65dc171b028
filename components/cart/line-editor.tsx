'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import styles from '@/components/cart/cart.module.css';
import { FormMessage, SubmitButton, TextAreaField } from '@/components/forms';
import { SHOP_TEXTAREA } from '@/components/shop/shop-fields';
import ui from '@/components/shop/ui.module.css';
import { MAX_LINE_NOTE } from '@/lib/cart/add-form';
import { initialFormState, type FormAction } from '@/lib/forms';

interface LineEditorProps {
  lineId: number;
  name: string;
  quantity: number;
  note: string;
  editLine: FormAction;
}

/** One fewer, one more, remove, and the note for the kitchen, for one cart line. */
export function LineEditor({ lineId, name, quantity, note, editLine }: LineEditorProps) {
  const t = useTranslations('Cart');
  const [state, formAction, pending] = useActionState(editLine, initialFormState);
  const noteId = `note-${lineId}`;
  return (
    <form action={formAction} className={styles.editor}>
      <input type="hidden" name="lineId" value={lineId} />
      <div className={styles.controls}>
        <div className={ui.stepper}>
          <button
            type="submit"
            name="intent"
            value="decrease"
            className={ui.stepButton}
            disabled={pending || quantity <= 1}
            aria-label={t('decrease', { name })}
          >
            −
          </button>
          <span className={styles.quantity}>
            <span className="visually-hidden">{t('quantity')} </span>
            {quantity}
          </span>
          <button
            type="submit"
            name="intent"
            value="increase"
            className={ui.stepButton}
            disabled={pending}
            aria-label={t('increase', { name })}
          >
            +
          </button>
        </div>
        <button type="submit" name="intent" value="remove" className={styles.remove} disabled={pending}>
          {t('remove')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
      <details className={styles.noteEditor}>
        <summary>{note === '' ? t('addNote') : t('changeNote')}</summary>
        {/* Every line's note is named "note": the id keeps each label on its own line's field. */}
        <TextAreaField
          name="note"
          id={noteId}
          label={t('noteFor', { name })}
          state={state}
          defaultValue={note}
          maxLength={MAX_LINE_NOTE}
          classes={{ ...SHOP_TEXTAREA, field: styles.noteField }}
        />
        <SubmitButton name="intent" value="note" className={ui.secondary} pending={pending} pendingLabel={t('saveNote')}>
          {t('saveNote')}
        </SubmitButton>
      </details>
      <FormMessage state={state} classes={{ success: styles.lineStatus, error: styles.lineProblem }} />
    </form>
  );
}
