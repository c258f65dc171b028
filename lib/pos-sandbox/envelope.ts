import type { BodyKind } from './casing';
import type { JsonObject } from './fields';

/** A POS API answer before casing and fault injection: HTTP code, body kind and body. */
export interface ApiAnswer {
  httpStatus: number;
  kind: BodyKind;
  body: JsonObject;
}

/** A success (status 100, HTTP 200) with the endpoint's payload fields. */
export function success(kind: BodyKind, message: string, payload: JsonObject = {}): ApiAnswer {
  return { httpStatus: 200, kind, body: { status: 100, message, ...payload } };
}

/** A refusal: business statuses (7xx) answer HTTP 200, clients read the body's status. */
export function failure(status: number, message: string, httpStatus = 200): ApiAnswer {
  return { httpStatus, kind: 'plain', body: { status, message } };
}

/** Query parameters by lower-cased name (the service's parameter names are case-insensitive). */
export function queryParams(url: URL): Map<string, string> {
  const params = new Map<string, string>();
  for (const [key, value] of url.searchParams) {
    if (!params.has(key.toLowerCase())) params.set(key.toLowerCase(), value);
  }
  return params;
}
