import { z } from 'zod';

/** A monetary amount as the wire sends it: a decimal Number (converted to minor units when reshaped). */
export const amount = z.number();

/** An ISO 8601 date-time; without a zone it means UTC (see parsePosTimestamp). */
export const timestamp = z.iso.datetime({ local: true, offset: true, message: 'expected an ISO 8601 date-time' });

/** Text the spec marks nullable; an absent key is read as null too. */
export const nullableText = z.string().nullish();

/** Every response carries `status` and `message` (the casing is normalised before this runs). */
export const envelope = {
  status: z.number(),
  message: z.string().nullish(),
};
