'use client';

import type { ErrorInfo } from 'next/error';
import NextLink from 'next/link';
import { createContext, useContext } from 'react';
import styles from '@/components/shop/page-problem.module.css';
import ui from '@/components/shop/ui.module.css';
import { posFailureOf } from '@/lib/pos/failure-digest';

/** The error page's words and the menu's address in the visitor's language, written on the server. */
export interface ProblemWords {
  posTitle: string;
  posBody: string;
  errorTitle: string;
  errorBody: string;
  retry: string;
  backToMenu: string;
  menuHref: string;
}

const ProblemWordsContext = createContext<ProblemWords | null>(null);

/**
 * Hands the error page its words: an error boundary (error.tsx) takes no props, and the cached
 * menu's browser code formats no messages (docs/decisions/270), so the shop's layouts write them
 * on the server and pass them down here.
 */
export function ProblemWordsProvider({ words, children }: { words: ProblemWords; children: React.ReactNode }) {
  return <ProblemWordsContext value={words}>{children}</ProblemWordsContext>;
}

/**
 * A customer page that failed, under the shop's header: plain words, "Try again" (renders the
 * page anew) and the way back to the menu. A POS failure is told apart by the digest every
 * PosError carries (lib/pos/failure-digest.ts); customers are not told which system failed
 * beyond "the restaurant's ordering system".
 */
export function ShopError({ error, retry }: ErrorInfo) {
  const words = useContext(ProblemWordsContext);
  if (!words) throw new Error('ShopError needs a ProblemWordsProvider above it (the shop layouts give one)');
  const pos = posFailureOf(error) !== null;
  return (
    <section className={styles.problem} aria-labelledby="shop-problem-title">
      <h1 id="shop-problem-title">{pos ? words.posTitle : words.errorTitle}</h1>
      <p>{pos ? words.posBody : words.errorBody}</p>
      <div className={styles.actions}>
        <button type="button" className={ui.primary} onClick={() => retry()}>
          {words.retry}
        </button>
        <NextLink href={words.menuHref} className={ui.secondary}>
          {words.backToMenu}
        </NextLink>
      </div>
    </section>
  );
}
