/**
 * Readers for loosely typed JSON bodies. A bad value throws `Rejection`, which the endpoint turns
 * into its business status (715 for SaveOrder) with the message naming the field.
 */

/** A request the service refuses with a status code and a message naming what was wrong. */
export class Rejection extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'Rejection';
  }
}

export type JsonObject = Record<string, unknown>;

/** Whether a value parsed from JSON is an object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a field is absent in the sense of the spec: omitted or null. */
export function isAbsent(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** Field readers bound to one status code and one message prefix (e.g. "OrderDetails[2]."). */
export function fieldReader(status: number, source: JsonObject, prefix = '') {
  const fail = (message: string): never => {
    throw new Rejection(status, message);
  };
  return {
    fail,
    string(key: string): string | null {
      const v = source[key];
      if (isAbsent(v)) return null;
      return typeof v === 'string' ? v : fail(`${prefix}${key} must be a string`);
    },
    number(key: string): number | null {
      const v = source[key];
      if (isAbsent(v)) return null;
      return typeof v === 'number' && Number.isFinite(v) ? v : fail(`${prefix}${key} must be a number`);
    },
    boolean(key: string): boolean | null {
      const v = source[key];
      if (isAbsent(v)) return null;
      return typeof v === 'boolean' ? v : fail(`${prefix}${key} must be true or false`);
    },
    /** A positive whole number, or null when absent. */
    id(key: string): number | null {
      const v = source[key];
      if (isAbsent(v)) return null;
      return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fail(`${prefix}${key} must be a positive whole number`);
    },
    /** A string, or a number turned into its decimal text (for identifiers clients send either way). */
    text(key: string): string | null {
      const v = source[key];
      if (isAbsent(v)) return null;
      if (typeof v === 'string') return v;
      return typeof v === 'number' && Number.isFinite(v) ? String(v) : fail(`${prefix}${key} must be a string`);
    },
  };
}

export type FieldReader = ReturnType<typeof fieldReader>;
