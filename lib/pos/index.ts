/**
 * The POS contract, for server code only: import from '@/lib/pos'. (Not marked 'server-only'
 * because that package throws under Vitest; nothing here may be imported by a client component,
 * since the configuration carries the API secret.)
 */
import { engineOf } from '@/lib/db/engine';
import { getEnv } from '@/lib/env';
import { createPosClient, type PosClient } from '@/lib/pos/client';
import { posConfigFromEnv } from '@/lib/pos/config';
import { databaseLimitStore, posAccountKey } from '@/lib/pos/shared-limits';

export {
  createPosClient,
  MAX_PAGES,
  type CompletedOrdersFilter,
  type CompletedOrdersParams,
  type PosClient,
  type RecentOrdersFilter,
  type RecentOrdersParams,
} from '@/lib/pos/client';
export { EMBEDDED_SANDBOX_PATH, posConfigFromEnv, type PosConfig } from '@/lib/pos/config';
export { formatPosUtc, parsePosTimestamp } from '@/lib/pos/dates';
export { kindForStatus, PosError, PosSchemaError, type PosErrorKind } from '@/lib/pos/errors';
export { posFetch, type PosGetRequest, type PosPostRequest, type PosRequest, type PosResponse } from '@/lib/pos/fetch';
export {
  formatCoordinate,
  toMinor,
  toWireAmount,
  type SaveOrderLine,
  type SaveOrderLineFeature,
  type SaveOrderRequest,
} from '@/lib/pos/save-order-request';
export {
  orderTypeNameFor,
  POS_ORDER_TYPES,
  POS_STATUSES,
  PRICE_LISTS,
  priceListFor,
  statusNameFor,
  type PosOrderTypeName,
  type PosStatusName,
  type PriceListId,
  type ServiceMode,
} from '@/lib/pos/statuses';
export type * from '@/lib/pos/types';

let client: PosClient | undefined;

/**
 * The process's POS client, configured from the environment on first use. On PostgreSQL, where
 * several instances may share the database, its rate-limit windows are kept there too
 * (docs/decisions/300); on SQLite, one process, they are kept in memory.
 */
export function getPosClient(): PosClient {
  client ??= (() => {
    const env = getEnv();
    const config = posConfigFromEnv(env);
    const shared = config.limits && engineOf(env.DATABASE_URL) === 'postgresql';
    return createPosClient(shared ? { ...config, limitStore: databaseLimitStore(posAccountKey(config.baseUrl, config.apiKey)) } : config);
  })();
  return client;
}
