'use client';

import { useActionState } from 'react';
import styles from '@/components/cart/cart.module.css';
import ui from '@/components/shop/ui.module.css';
import { MAX_LINE_NOTE } from '@/lib/cart/add-form';
import type { ShopFormState } from '@/lib/storefront/forms';

interface LineEditorProps {
  lineId: number;
  name: string;
  quantity: number;
  note: string;
  editLine: (prev: ShopFormState, formData: FormData) => Promise<ShopFormState>;
}

const initial: ShopFormState = { ok: true };

/** One fewer, one more, remove, and the note for the kitchen, for one cart line. */
export function LineEditor({ lineId, name, quantity, note, editLine }: LineEditorProps) {
  const [state, formAction, pending] = useActionState(editLine, initial);
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
            aria-label={`Decrease quantity of ${name}`}
          >
            −
          </button>
          <span className={styles.quantity}>
            <span className="visually-hidden">Quantity </span>
            {quantity}
          </span>
          <button
            type="submit"
            name="intent"
            value="increase"
            className={ui.stepButton}
            disabled={pending}
            aria-label={`Increase quantity of ${name}`}
          >
            +
          </button>
        </div>
        <button type="submit" name="intent" value="remove" className={styles.remove} disabled={pending}>
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      </div>
      <details className={styles.noteEditor}>
        <summary>{note === '' ? 'Add a note for the kitchen' : 'Change the note'}</summary>
        <label htmlFor={noteId} className={ui.label}>
          Note for {name}
        </label>
        <textarea id={noteId} name="note" defaultValue={note} maxLength={MAX_LINE_NOTE} className={ui.textarea} />
        <button type="submit" name="intent" value="note" className={ui.secondary} disabled={pending}>
          Save note
        </button>
      </details>
      <p role="status" aria-live="polite" className={state.ok ? styles.lineStatus : styles.lineProblem}>
        {state.message ?? ''}
      </p>
    </form>
  );
}
