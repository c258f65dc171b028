'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef, useState } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import styles from '@/components/shop/shop.module.css';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms/form-state';
import type { TableInfo } from '@/lib/cart/shop-context';

/** The header's two server actions, passed down from the layout (app/(shop)/actions.ts). */
export interface ModeActions {
  chooseMode: FormAction;
  leaveTable: FormAction;
}

/** The switch's words in the visitor's language, written on the server (docs/decisions/270). */
export interface ModeWords {
  legend: string;
  delivery: string;
  pickup: string;
  apply: string;
  leaveTable: string;
  /** "Masa 1 · Salon" at a table. */
  table: string | null;
}

interface ModeSwitchProps extends ModeActions {
  mode: 'delivery' | 'pickup' | 'table';
  table: TableInfo | null;
  words: ModeWords;
  /**
   * Load the page again after a change. The cached menus need it: the action's answer is rendered
   * for the mode the request arrived with, and only a new request is served the new mode's menu.
   */
  reloadAfterChange?: boolean;
}

/**
 * "Paket servis" / "Gel al" ("Delivery" / "Pickup") as a radio group that applies on change (a button does it without
 * JavaScript), or at a table its name with "Masadan ayrıl" ("Leave table"). What the change means for the cart is
 * announced in a live region.
 */
export function ModeSwitch({ mode, table, words, chooseMode, leaveTable, reloadAfterChange = false }: ModeSwitchProps) {
  const [modeState, modeAction, modePending] = useActionState(chooseMode, initialFormState);
  const router = useRouter();
  useEffect(() => {
    if (reloadAfterChange && modeState !== initialFormState) router.refresh();
  }, [modeState, reloadAfterChange, router]);
  const [tableState, tableAction, tablePending] = useActionState(leaveTable, initialFormState);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = table ? tableState : modeState;
  // The header outlives navigation: a message about the cart belongs to the page it was given on.
  const pathname = usePathname();
  const [seenPath, setSeenPath] = useState(pathname);
  const [dismissed, setDismissed] = useState<FormState | null>(null);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setDismissed(latest);
  }
  const state = latest === dismissed ? initialFormState : latest;
  return (
    <div className={styles.modeBar}>
      {table ? (
        <form action={tableAction} className={styles.tableMode}>
          <p className={styles.tableName}>{words.table}</p>
          <button type="submit" className={styles.linkButton} disabled={tablePending}>
            {words.leaveTable}
          </button>
        </form>
      ) : (
        <form action={modeAction} ref={formRef}>
          {/* Re-mounted when the server's mode changes, so the checked radio is always the stored mode. */}
          <fieldset key={mode} className={styles.modeChoice} disabled={modePending}>
            <legend className="visually-hidden">{words.legend}</legend>
            {(['delivery', 'pickup'] as const).map((value) => (
              <label key={value} className={styles.modeOption}>
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  defaultChecked={mode === value}
                  onChange={() => formRef.current?.requestSubmit()}
                />
                <span>{words[value]}</span>
              </label>
            ))}
          </fieldset>
          <noscript>
            <button type="submit" className={styles.linkButton}>
              {words.apply}
            </button>
          </noscript>
        </form>
      )}
      <FormMessage state={state} classes={{ success: styles.modeNote, error: styles.modeWarning }} />
    </div>
  );
}
