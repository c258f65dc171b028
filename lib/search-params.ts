/**
 * Filters read from a query string: the staff's order list and the sales report are GET forms (a
 * read changes nothing, and a filtered address can be bookmarked), so their filters arrive as
 * search params rather than FormData. Parsing goes through the form toolkit, so a refused filter
 * carries its errors by field exactly as a refused form does.
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import { parseForm, type FormTranslate } from '@/lib/forms/parse-form';
import { parseIsoDate } from '@/lib/settings/time-zone';

/** A query string as Next hands it to a page or a route handler. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** Filters as read: the parsed `Result` fields, or the errors by field; the values as typed either way, to show them back. */
export type ParsedFilters<Result extends object, Values> =
  ({ ok: true; values: Values } & Result) | { ok: false; fieldErrors: Record<string, string[]>; values: Values };

/** A parameter's first value (a repeated name keeps its first); undefined when absent. */
export function firstParam(params: SearchParams, key: string): string | undefined {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A parameter's first value, trimmed; '' when it is absent. */
export function textParam(params: SearchParams, key: string): string {
  return firstParam(params, key)?.trim() ?? '';
}

/** A date filter typed as `yyyy-MM-dd`; an `optional` one also takes '' (no bound). `edge` names it in the error: first, last. */
export function calendarDate(edge: 'first' | 'last', { optional = false }: { optional?: boolean } = {}) {
  return z
    .string()
    .trim()
    .refine((text) => (optional && text === '') || parseIsoDate(text) !== null, formKey('Forms.calendarDate', { edge }));
}

/**
 * Parses filter values with their schema: the data, or the errors by field as zod flattens them
 * ('form' for errors of no field). The messages are catalogue keys (decision 210) until `translate`
 * (readForm's `formTranslator()`, which the pages pass) puts them in the staff member's language.
 */
export function parseFilters<S extends z.ZodType>(
  schema: S,
  input: Record<string, unknown>,
  translate?: FormTranslate,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: Record<string, string[]> } {
  const parsed = parseForm(schema, input, { translate });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: parsed.state.fieldErrors ?? {} };
}
