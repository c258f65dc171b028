/**
 * The server half of reading a form in the visitor's language (decision 210): parseForm with the
 * request's translator, so a refused form comes back in Turkish or English. Every server action
 * that reads a form uses this (staffAction does it for staff forms).
 */
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { readMessageKey } from '@/lib/forms/message-key';
import { parseForm, type FormTranslate, type ParseFormOptions, type ParseFormResult } from '@/lib/forms/parse-form';

/**
 * The request language's translator for form messages: a catalogue key (with the values formKey
 * put in it) is translated, other text kept. A value that is itself a key (a stored POS refusal
 * inside an order event, docs/decisions/276) is translated first.
 */
export async function formTranslator(): Promise<FormTranslate> {
  const t = await getTranslations();
  // Keys are checked by formKey at compile time; here the catalogue decides whether a string is one.
  const lookup = t as unknown as { has(key: string): boolean; (key: string, values?: Record<string, string | number>): string };
  const translate: FormTranslate = (message, values) => {
    const keyed = readMessageKey(message);
    if (!keyed || !lookup.has(keyed.key)) return message;
    const own = Object.entries(keyed.values).map(([name, value]) => [name, typeof value === 'string' ? translate(value) : value]);
    return lookup(keyed.key, { ...values, ...Object.fromEntries(own) });
  };
  return translate;
}

/** parseForm in the visitor's language: field errors and the refusal message translated. */
export async function readForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
  options: Omit<ParseFormOptions, 'translate'> = {},
): Promise<ParseFormResult<z.output<S>>> {
  return parseForm(schema, input, { ...options, translate: await formTranslator() });
}
