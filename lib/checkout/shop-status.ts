/**
 * Whether the shop takes orders now, in the words every customer page shows at once (the menu,
 * a product, the cart, checkout), and what "Add to cart" does meanwhile (docs/decisions/141):
 * - paused: the staff's message; adding is refused (nobody knows when ordering comes back);
 * - closed by the hours: the next opening time; adding is allowed, for an order placed then;
 * - closed with no opening in the next two weeks: adding is refused;
 * - delivery or pickup while the restaurant's location is unset: adding is refused (decision 173);
 * - any mode while the seller identity is incomplete: adding is refused (decision 230).
 * The rules read only their arguments; the words are the visitor's language (next-intl), and
 * readShopStatus reads the settings.
 */
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { rangesOn, type ModeHours } from '@/lib/schedule/mode-hours';
import { hoursFor, readModeSchedule } from '@/lib/schedule/store';
import { minutesOf } from '@/lib/settings/hours';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import type { Locale } from '@/lib/i18n/routing';
import type { ServiceMode } from '@/lib/pos';
import { DEFAULT_PAUSED_MESSAGE, orderingStateFor, readShopSettings, type ModeOrderingState } from '@/lib/settings/shop';
import { addDays, parseIsoDate, zonedDate, zonedTimeToUtc } from '@/lib/settings/time-zone';

export type ShopStatus =
  | { open: true }
  | {
      open: false;
      reason: 'paused' | 'closed' | 'no-location' | 'no-seller';
      /** The banner's sentence. */
      message: string;
      /** Whether "Add to cart" still adds, for an order placed once the shop takes orders again. */
      addLater: boolean;
      /** When the shop opens next (ISO), when known. */
      opensAt: string | null;
    };

/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;

/** The next instant after `now` at which an opening range starts, or null within LOOKAHEAD_DAYS. */
export function nextOpening(rules: ModeHours, now: Date, timeZone: string): Date | null {
  const today = zonedDate(now, timeZone);
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const day = parseIsoDate(date);
    if (!day) continue;
    const ranges = rangesOn(rules, date);
    const starts = ranges === null ? [0] : ranges.map((range) => minutesOf(range.open));
    const candidates = starts
      .map((minute) => zonedTimeToUtc({ ...day, hour: Math.floor(minute / 60), minute: minute % 60 }, timeZone))
      .filter((at) => at > now)
      .sort((a, b) => a.getTime() - b.getTime());
    if (candidates[0]) return candidates[0];
  }
  return null;
}

/**
 * "today at 18:00", "tomorrow at 11:00", "on Monday at 11:00" ("bugün 18:00", "yarın 11:00",
 * "Pazartesi 11:00"), in the visitor's language and the restaurant's time zone.
 */
export async function describeOpening(at: Date, now: Date, timeZone: string, locale?: Locale): Promise<string> {
  const inLocale = locale ?? (await getLocale());
  const [t, format] = await Promise.all([
    getTranslations({ locale: inLocale, namespace: 'Checkout.status' }),
    getFormatter({ locale: inLocale }),
  ]);
  const time = format.dateTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  const day = zonedDate(at, timeZone);
  const today = zonedDate(now, timeZone);
  if (day === today) return t('today', { time });
  if (day === addDays(today, 1)) return t('tomorrow', { time });
  const weekday = format.dateTime(at, { weekday: 'long', timeZone });
  if (day <= addDays(today, 6)) return t('thisWeek', { weekday, time });
  return t('later', { weekday, time, date: format.dateTime(at, { day: 'numeric', month: 'long', timeZone }) });
}

/**
 * The shop's status for customers, from the ordering state the checkout also reads, in the
 * visitor's language (`locale`, for a route handler that is told it; else the request's). A pause
 * shows the staff's own message as they wrote it, else the default in the visitor's language.
 */
export async function shopStatus(
  settings: ModeHours,
  ordering: ModeOrderingState,
  now: Date,
  timeZone: string,
  locale?: Locale,
): Promise<ShopStatus> {
  if (ordering.accepting) return { open: true };
  const t = await getTranslations({ locale: locale ?? (await getLocale()), namespace: 'Checkout' });
  if (ordering.reason === 'paused') {
    const message = ordering.message === DEFAULT_PAUSED_MESSAGE ? t('errors.paused') : ordering.message;
    return { open: false, reason: 'paused', message, addLater: false, opensAt: null };
  }
  // Nobody knows when ordering comes back: staff enter the location or the seller identity when they do (decisions 173, 230).
  if (ordering.reason === 'no-location') {
    return { open: false, reason: 'no-location', message: t('errors.noLocation'), addLater: false, opensAt: null };
  }
  // Customers are not told which legal fields staff left blank: that is the admin's to say (decision 230).
  if (ordering.reason === 'no-seller') {
    return { open: false, reason: 'no-seller', message: t('errors.noSeller'), addLater: false, opensAt: null };
  }
  const opens = nextOpening(settings, now, timeZone);
  if (!opens) return { open: false, reason: 'closed', message: t('status.closedNoOpening'), addLater: false, opensAt: null };
  return {
    open: false,
    reason: 'closed',
    message: t('status.closedUntil', { opening: await describeOpening(opens, now, timeZone, locale) }),
    addLater: true,
    opensAt: opens.toISOString(),
  };
}

/** The shop's status now for a visitor in `mode`, read from the settings, in `locale` when given. */
export async function readShopStatus(mode: ServiceMode, now: Date = new Date(), locale?: Locale): Promise<ShopStatus> {
  const [settings, row] = await Promise.all([readShopSettings(), readModeSchedule(mode)]);
  const timeZone = restaurantTimeZone();
  const hours = hoursFor(settings, row);
  return shopStatus(hours, orderingStateFor(settings, mode, now, timeZone, hours), now, timeZone, locale);
}
