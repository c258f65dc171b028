import type { z } from 'zod';
import { PosSchemaError } from '@/lib/pos/errors';
import type { PosResponse } from '@/lib/pos/fetch';

/** Renders a zod issue path the way a reader would write it: `data[0].products[2].productUnitId`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out || '(response)';
}

/**
 * Checks a successful answer against its raw schema. A mismatch throws `PosSchemaError` whose
 * message names each offending field, e.g. "Products: data[0].products[2].productUnits[0].productUnitId: expected number".
 */
export function parsePosResponse<T extends z.ZodType>(endpoint: string, schema: T, response: PosResponse): z.output<T> {
  const result = schema.safeParse(response.body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message.replace(/^Invalid input: /, '')}`);
  throw new PosSchemaError(endpoint, issues, response.httpStatus);
}
