/**
 * Text the POS prints for people: free text cleaned of control characters, and the kitchen's line
 * note built from the customer's choices, exclusions and note (docs/decisions/082).
 */
import { PricingError } from '@/lib/pricing/errors';
import type { OptionChoice } from '@/lib/pricing/types';

/** Longest OrderDetailNote we send, in UTF-16 code units (what a typical nvarchar column counts). */
export const MAX_LINE_NOTE_LENGTH = 250;

const SEPARATOR = ' · ';
const ELLIPSIS = '…';
/**
 * Labels in Turkish: the POS's kitchen tickets are read by a Turkish kitchen. The order's own copy
 * of a line's choices (lib/cart/describe.ts) uses the same words, and so does the order note's
 * invoice line (" — Not: ", decision 247).
 */
export const EXCLUSIONS_LABEL = 'Çıkar';
export const NOTE_LABEL = 'Not';

/**
 * C0/C1 controls (newlines and tabs included), line/paragraph separators, bidirectional overrides
 * and lone surrogate halves: none belongs on a printed ticket, bidi overrides can make text read
 * differently, and a lone surrogate is not valid text for the POS's database.
 */
const CONTROL_RUN = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;
const CONTROL_CHARACTER = new RegExp(CONTROL_RUN.source, 'u');

/** Free text with every run of control characters turned into one space, spaces collapsed, trimmed. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_RUN, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Whether a string holds a character `cleanText` would remove. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

export interface KitchenNoteParts {
  choices?: OptionChoice[];
  exclusions?: string[];
  note?: string;
}

/**
 * The line note the kitchen reads, e.g. "Acılık derecesi: Acılı · Çıkar: Soğan, Domates · Not: az
 * pişmiş", or null when there is nothing to say. At most MAX_LINE_NOTE_LENGTH: the customer's note
 * is shortened first (ending in "…"), then the choices; exclusions are never shortened, because
 * an ingredient left on the plate by mistake may be an allergy. Throws PricingError when the
 * exclusions alone do not fit.
 */
export function kitchenNote(parts: KitchenNoteParts, path: string): string | null {
  const choices = (parts.choices ?? [])
    .map((c) => ({ group: cleanText(c.group), options: c.options.map(cleanText).filter((o) => o !== '') }))
    .filter((c) => c.options.length > 0)
    .map((c) => (c.group === '' ? c.options.join(', ') : `${c.group}: ${c.options.join(', ')}`))
    .join(SEPARATOR);
  const excluded = (parts.exclusions ?? []).map(cleanText).filter((e) => e !== '');
  const exclusions = excluded.length > 0 ? `${EXCLUSIONS_LABEL}: ${excluded.join(', ')}` : '';
  const note = cleanText(parts.note ?? '');
  if (exclusions.length > MAX_LINE_NOTE_LENGTH) {
    throw new PricingError(`${path}.exclusions`, `the exclusions alone exceed ${MAX_LINE_NOTE_LENGTH} characters`);
  }
  const notePrefix = `${NOTE_LABEL}: `;
  const fixed = join([choices, exclusions]);
  const noteRoom = MAX_LINE_NOTE_LENGTH - fixed.length - (fixed === '' ? 0 : SEPARATOR.length) - notePrefix.length;
  const notePart = note === '' ? '' : fitted(note, noteRoom);
  if (notePart !== '') return join([choices, exclusions, notePrefix + notePart]);
  const choicesRoom = MAX_LINE_NOTE_LENGTH - exclusions.length - (exclusions === '' ? 0 : SEPARATOR.length);
  const text = join([fitted(choices, choicesRoom), exclusions]);
  return text === '' ? null : text;
}

const graphemes = new Intl.Segmenter('tr', { granularity: 'grapheme' });

/**
 * `text` within `room` UTF-16 units, cut between characters as people see them (an emoji with its
 * modifiers stays whole) and ending in "…"; '' when not even one character fits.
 */
export function fitted(text: string, room: number): string {
  if (text.length <= room) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (out.length + segment.length + ELLIPSIS.length > room) break;
    out += segment;
  }
  const trimmed = out.trimEnd();
  return trimmed === '' ? '' : trimmed + ELLIPSIS;
}

function join(parts: string[]): string {
  return parts.filter((p) => p !== '').join(SEPARATOR);
}
