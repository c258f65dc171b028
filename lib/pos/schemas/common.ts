import { z } from 'zod';
import { readPosTimestamp } from '@/lib/pos/dates';

/** A monetary amount as the wire sends it: a decimal Number (converted to minor units when reshaped). */
export const amount = z.number();

/**
 * An ISO 8601 date-time (read in the POS's zone when it names none, see readPosTimestamp): 'T' or a
 * space between date and time, 0–7 fraction digits. The `1900-01-01T00:00:00` placeholder passes
 * here; it reads as "none" where a field may be empty.
 */
export const timestamp = z.string().refine((text) => readPosTimestamp(text).kind !== 'invalid', 'expected an ISO 8601 date-time');

/** A date-time that must be a real instant: the placeholder is refused (e.g. an order's insertDate). */
export const instant = z.string().refine((text) => readPosTimestamp(text).kind === 'instant', 'expected an ISO 8601 date-time after 1970');

/** Text the spec marks nullable; an absent key is read as null too. */
export const nullableText = z.string().nullish();

/** Every response carries `status` and `message` (the casing is normalised before this runs). */
export const envelope = {
  status: z.number(),
  message: z.string().nullish(),
};
