import 'server-only';
import { catchUpPending, readCursor, type ArchiveSettings } from '@/lib/archive/copy';

/** How fresh the archive is, for the report page (docs/decisions/171). */
export interface ArchiveStatus {
  /** Every completed order placed before this instant is copied; null until the first pass ends. */
  copiedUpTo: Date | null;
  /** Pages of the pass in progress still to read (0 when no pass runs). */
  pagesToGo: number;
  /** Pages read of the pass in progress. */
  pageOfPass: number;
  /** A pass is being read now (or resumes after a wait). */
  copying: boolean;
  /** Staff asked for a catch-up that no pass begun since has finished. */
  catchUpPending: boolean;
  /** The last call's failure (a 601 included) while the copy waits to resume; null after a good page. */
  lastError: string | null;
  /** When the next page may be read. */
  nextCallAt: Date | null;
}

/** The cursor read as a status line's facts. */
export async function readArchiveStatus(settings: ArchiveSettings): Promise<ArchiveStatus> {
  const cursor = await readCursor();
  const copying = cursor.passStartDate !== null;
  const pageOfPass = copying ? cursor.nextPage - 1 : 0;
  const paced = cursor.lastCallAt ? cursor.lastCallAt.getTime() + settings.windowMs : null;
  const waits = [paced, cursor.notBefore?.getTime() ?? null].filter((t): t is number => t !== null);
  return {
    copiedUpTo: cursor.copiedUpTo,
    // Before the first answer of a pass its page count is unknown: at least that first page is to go.
    pagesToGo: copying ? Math.max(1, cursor.pageCount - pageOfPass) : 0,
    pageOfPass,
    copying,
    catchUpPending: catchUpPending(cursor),
    lastError: cursor.lastError,
    nextCallAt: waits.length > 0 ? new Date(Math.max(...waits)) : null,
  };
}
