import { CART_COOKIE, MODE_COOKIE } from '@/lib/storefront/mode';

/** The two cached home menus (docs/decisions/123), one per language. */
export type HomeMenuMode = 'delivery' | 'pickup';

/**
 * Which cached menu a home page request is answered with, from its cookies' raw values: a mode
 * cookie `delivery` or `pickup` → that menu; neither a mode cookie nor a cart cookie → delivery.
 * Anything else (a table, a cart whose mode no cookie tells, a repeated or unusual value) → null:
 * the per-visitor home page. The proxy and the front cache both decide by this one rule.
 */
export function homeMenuModeOf(modes: readonly string[], carts: readonly string[]): HomeMenuMode | null {
  if (modes.length > 1) return null;
  if (modes.length === 1) return modes[0] === 'delivery' || modes[0] === 'pickup' ? modes[0] : null;
  return carts.length === 0 ? 'delivery' : null;
}

/** homeMenuModeOf for a request's parsed cookies (the proxy's). */
export function homeMenuMode(cookies: { getAll(name: string): { value: string }[] }): HomeMenuMode | null {
  const values = (name: string) => cookies.getAll(name).map((cookie) => cookie.value);
  return homeMenuModeOf(values(MODE_COOKIE), values(CART_COOKIE));
}
