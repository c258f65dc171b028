/**
 * The one error type the POS client throws. Callers branch on `kind`; `status` keeps the POS's
 * own code for logs and for the rare caller that needs a specific business code.
 */

import { posFailureDigest } from '@/lib/pos/failure-digest';

export type PosErrorKind =
  'rejected' | 'duplicate' | 'auth' | 'rate-limited' | 'not-found' | 'not-allowed' | 'transport' | 'invalid-response';

/** The POS codes (supplement, "Error codes") that get a kind of their own; every other non-100 code is 'rejected'. */
const KIND_BY_STATUS: ReadonlyMap<number, PosErrorKind> = new Map([
  [600, 'auth'],
  [901, 'auth'],
  [902, 'auth'],
  [601, 'rate-limited'],
  [713, 'duplicate'],
  [750, 'not-allowed'],
  [754, 'not-found'],
]);

/** Maps a POS status code other than 100 to the kind of failure it means. */
export function kindForStatus(status: number): PosErrorKind {
  return KIND_BY_STATUS.get(status) ?? 'rejected';
}

export interface PosErrorInit {
  kind: PosErrorKind;
  endpoint: string;
  /** The POS `status` code of the body; null when no body with a status was read. */
  status?: number | null;
  /** The POS `message` of the body, as sent. */
  posMessage?: string | null;
  httpStatus?: number | null;
  /** Transport failures only: whether the POS may have acted on the request (see `mayHaveCommitted`). */
  mayHaveCommitted?: boolean;
  /** What went wrong beyond the POS message (transport and schema failures), e.g. "HTTP 500". */
  detail?: string;
  /** Transport failures only: the connection broke or was refused before any answer (not a timeout). */
  beforeAnswer?: boolean;
  /** Rate-limited only: when the POS will take the call again (as far as the site can tell). */
  retryAt?: Date | null;
  cause?: unknown;
}

/** A failed POS call: a business or auth answer (status ≠ 100), a transport failure, or an unreadable response. */
export class PosError extends Error {
  readonly kind: PosErrorKind;
  readonly endpoint: string;
  readonly status: number | null;
  readonly posMessage: string | null;
  readonly httpStatus: number | null;
  /**
   * True when a write (POST) may have been carried out although no usable answer came back
   * (timeout, dropped connection, HTTP 5xx or a non-JSON body after the request was sent). The
   * order service must then find out (e.g. resend with the same WebOrderId and expect 713) instead
   * of assuming failure. Always false for reads and for refused connections.
   */
  readonly mayHaveCommitted: boolean;
  /**
   * True for a transport failure in which the connection broke (or was never made) before any
   * byte of an answer arrived, and no timeout ran out: a write may then be resent at once with
   * the same WebOrderId (713 guards it), docs/decisions/166.
   */
  readonly beforeAnswer: boolean;
  /** For a rate-limited call: when the POS will take it again; null when unknown. */
  readonly retryAt: Date | null;
  /**
   * Next keeps a digest a thrown error already has and gives only the digest to error.tsx in
   * production, so this is how an error page knows the POS failed (lib/pos/failure-digest.ts).
   */
  readonly digest: string;

  constructor(init: PosErrorInit) {
    const code = init.status == null ? '' : ` (POS status ${init.status})`;
    const text = [init.detail, init.posMessage].filter(Boolean).join(': ') || 'no message';
    super(`${init.endpoint}: ${text}${code}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'PosError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status ?? null;
    this.posMessage = init.posMessage ?? null;
    this.httpStatus = init.httpStatus ?? null;
    this.mayHaveCommitted = init.mayHaveCommitted ?? false;
    this.beforeAnswer = init.beforeAnswer ?? false;
    this.retryAt = init.retryAt ?? null;
    this.digest = posFailureDigest(init.kind);
  }
}

/** A response that does not match the expected shape; the message names the offending field paths. */
export class PosSchemaError extends PosError {
  /** One line per problem, e.g. "data[0].products[2].productUnits[0].productUnitId: expected number". */
  readonly issues: readonly string[];

  constructor(endpoint: string, issues: readonly string[], httpStatus: number | null = null) {
    super({ kind: 'invalid-response', endpoint, httpStatus, detail: summarise(issues) });
    this.name = 'PosSchemaError';
    this.issues = issues;
  }
}

const SHOWN_ISSUES = 3;

function summarise(issues: readonly string[]): string {
  const shown = issues.slice(0, SHOWN_ISSUES).join('; ');
  const more = issues.length - SHOWN_ISSUES;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}
