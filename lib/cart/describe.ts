/**
 * A cart line's choices as the order keeps them, e.g. "Acılık derecesi: Acılı · Ekstralar: Ekstra
 * kaşar (+₺25,00) · Çıkar: Soğan · Not: az pişmiş": what the order page and the staff's order
 * list under the line. The labels are the kitchen ticket's, in Turkish whatever the customer's
 * language (lib/pricing/text.ts): the words are stored once and read by the kitchen too, and the
 * option and product names around them are the POS's Turkish names anyway.
 */
import { formatMoney } from '@/lib/money';
import type { ResolvedSelection } from '@/lib/cart/selection';
import { EXCLUSIONS_LABEL, NOTE_LABEL } from '@/lib/pricing/text';

/** One line of words for a line's choices and note; '' when there are none. */
export function describeChoices(selection: ResolvedSelection | null, note: string): string {
  const parts: string[] = [];
  for (const choice of selection?.choices ?? []) {
    const options = choice.options.map((o) => (o.priceMinor > 0 ? `${o.name} (+${formatMoney(o.priceMinor)})` : o.name));
    parts.push(`${choice.group}: ${options.join(', ')}`);
  }
  if (selection && selection.exclusions.length > 0) parts.push(`${EXCLUSIONS_LABEL}: ${selection.exclusions.join(', ')}`);
  for (const group of selection?.components ?? []) {
    parts.push(`${group.group}: ${group.items.map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name)).join(', ')}`);
  }
  if (note.trim() !== '') parts.push(`${NOTE_LABEL}: ${note.trim()}`);
  return parts.join(' · ');
}
