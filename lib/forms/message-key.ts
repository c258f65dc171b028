import type { Messages, NestedKeyOf } from 'next-intl';

/** A dotted key of the message catalogue (messages/tr.json), such as 'Checkout.errors.phoneInvalid'. */
export type MessageKey = NestedKeyOf<Messages>;

/** The values a message's placeholders name ({field}, {max}, {example}…). */
export type MessageValues = Record<string, string | number>;

// A key and its values travel as one string ("Key.path {json}") through zod, which carries only text.
const KEYED = /^([A-Z][A-Za-z]*\.[\w.]+)(?: (\{.*\}))?$/;

/**
 * A schema's or a refusal's message written as a catalogue key, checked by the typecheck (an
 * unknown key fails `tsc`), with the values its placeholders name when it has any:
 * `formKey('AdminSettings.errors.between', { field, min, max })`. The key travels as a plain
 * string until readForm / staffAction translate it in the visitor's language (decision 210).
 */
export function formKey<K extends MessageKey>(key: K): K;
export function formKey(key: MessageKey, values: MessageValues): string;
export function formKey(key: MessageKey, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key;
}

/** A message written by formKey, split into its key and values; null for any other text. */
export function readMessageKey(message: string): { key: string; values: MessageValues } | null {
  const [, key, json] = KEYED.exec(message) ?? [];
  if (!key) return null;
  if (!json) return { key, values: {} };
  try {
    const values: unknown = JSON.parse(json);
    return typeof values === 'object' && values !== null ? { key, values: values as MessageValues } : null;
  } catch {
    return null;
  }
}
