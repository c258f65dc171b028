import type { Messages, NestedKeyOf } from 'next-intl';

/** A dotted key of the message catalogue (messages/tr.json), such as 'Checkout.errors.phoneInvalid'. */
export type MessageKey = NestedKeyOf<Messages>;

/**
 * A schema's or a refusal's message written as a catalogue key, checked by the typecheck (an
 * unknown key fails `tsc`). The key travels as a plain string until readForm / staffAction
 * translate it in the visitor's language (decision 210).
 */
export function formKey<K extends MessageKey>(key: K): K {
  return key;
}
