/**
 * A cart line's choices in the customer's words, e.g. "Acılık derecesi: Acılı · Ekstralar: Ekstra
 * kaşar (+₺25,00) · Without: Soğan · Note: az pişmiş": what the order page lists under the line.
 */
import { formatMoney } from '@/lib/money';
import type { ResolvedSelection } from '@/lib/cart/selection';

/** One line of words for a line's choices and note; '' when there are none. */
export function describeChoices(selection: ResolvedSelection | null, note: string): string {
  const parts: string[] = [];
  for (const choice of selection?.choices ?? []) {
    const options = choice.options.map((o) => (o.priceMinor > 0 ? `${o.name} (+${formatMoney(o.priceMinor)})` : o.name));
    parts.push(`${choice.group}: ${options.join(', ')}`);
  }
  if (selection && selection.exclusions.length > 0) parts.push(`Without: ${selection.exclusions.join(', ')}`);
  for (const group of selection?.components ?? []) {
    parts.push(`${group.group}: ${group.items.map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name)).join(', ')}`);
  }
  if (note.trim() !== '') parts.push(`Note: ${note.trim()}`);
  return parts.join(' · ');
}
