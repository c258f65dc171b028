import 'server-only';
import type { PosConfig } from '@/lib/pos/config';
import { DEFAULT_POS_TIME_ZONE, formatPosLocal, formatPosUtc } from '@/lib/pos/dates';
import { PosError } from '@/lib/pos/errors';
import { posFetch, posFetchWithDigest, type PosQueryValue } from '@/lib/pos/fetch';
import { createPosLimiter, createSharedPosLimiter, UNLIMITED, type PosCallLimiter } from '@/lib/pos/limits';
import {
  reshapeAreas,
  reshapeCategories,
  reshapeCompletedOrders,
  reshapeCouriers,
  reshapeDiscounts,
  reshapeFeatures,
  reshapeOrder,
  reshapePaymentTypes,
  reshapeRecentOrders,
  reshapeSaveOrder,
} from '@/lib/pos/reshape';
import type { SaveOrderRequest } from '@/lib/pos/save-order-request';
import {
  areasResponse,
  couriersResponse,
  discountsResponse,
  featuresResponse,
  paymentTypesResponse,
  productsResponse,
} from '@/lib/pos/schemas/catalog';
import {
  acknowledgementResponse,
  completedOrdersResponse,
  orderResponse,
  recentOrdersResponse,
  saveOrderResponse,
} from '@/lib/pos/schemas/orders';
import { parsePosResponse } from '@/lib/pos/schemas/parse';
import type { PosOrderTypeName, PosStatusName } from '@/lib/pos/statuses';
import type {
  PosArea,
  PosCatalogDigests,
  PosCatalogRead,
  PosCategory,
  PosCompletedOrdersPage,
  PosCourier,
  PosDefinedDiscount,
  PosFeatures,
  PosOrder,
  PosOrdersPage,
  PosPaymentType,
  SaveOrderResult,
} from '@/lib/pos/types';
import type { z } from 'zod';

/**
 * RecentOrders filters. The spec forbids minimumId together with minimumUpdateDate (the POS would
 * silently prefer the date), so the type allows at most one of them.
 */
export type RecentOrdersFilter = {
  /** Sent comma-joined, e.g. "Ordered,OnDelivery"; without it the POS returns open orders. */
  status?: PosStatusName[];
  orderType?: PosOrderTypeName[];
} & ({ minimumId?: number; minimumUpdateDate?: never } | { minimumUpdateDate?: Date; minimumId?: never });

/** One page of RecentOrders (1-based; 100 orders per page). */
export type RecentOrdersParams = RecentOrdersFilter & { page?: number };

export interface CompletedOrdersFilter {
  /** Sent as UTC 'yyyy-MM-dd HH:mm:ss'; without it the POS returns the last 24 hours. */
  startDate?: Date;
  includeCancelled?: boolean;
  orderType?: PosOrderTypeName[];
}

/** One page of CompletedOrders (1-based; 100 orders per page). */
export type CompletedOrdersParams = CompletedOrdersFilter & { page?: number };

/** The POS External API v2, typed: every method answers domain types or throws PosError. */
export interface PosClient {
  getProducts(): Promise<PosCategory[]>;
  getFeatures(): Promise<PosFeatures>;
  getAreasWithTables(): Promise<PosArea[]>;
  getPaymentTypes(): Promise<PosPaymentType[]>;
  /**
   * Products, Features, AreasWithTables and PaymentTypes in parallel, each with the sha256 of its
   * body. When every body is byte for byte the one of `known` (digests of an earlier read whose data
   * the caller used), nothing is parsed and the answer is `{ unchanged: true }`.
   */
  getCatalog(known?: PosCatalogDigests | null): Promise<PosCatalogRead>;
  getDiscounts(): Promise<PosDefinedDiscount[]>;
  getCouriers(): Promise<PosCourier[]>;
  /** One order; not-found (754 in the body, or HTTP 404) throws PosError kind 'not-found'. */
  getOrder(id: number): Promise<PosOrder>;
  /**
   * When a Products read could start without waiting for the POS's window (now, or later): "Sync
   * now" tells staff this instead of failing (docs/decisions/167).
   */
  catalogReadableAt(): Promise<Date>;
  /** Sent once, never retried here: after a transport failure resend with the same WebOrderId (713 = saved). */
  saveOrder(request: SaveOrderRequest): Promise<SaveOrderResult>;
  cancel(params: { orderId: number; cancelReason?: string | null }): Promise<void>;
  cancelDelivery(params: { orderId: number }): Promise<void>;
  getRecentOrders(params?: RecentOrdersParams): Promise<PosOrdersPage>;
  /** Every order of every RecentOrders page, each once. */
  recentOrders(filter?: RecentOrdersFilter): AsyncGenerator<PosOrder, void, undefined>;
  getCompletedOrders(params?: CompletedOrdersParams): Promise<PosCompletedOrdersPage>;
  /** Every order of every CompletedOrders page, each once. */
  completedOrders(filter?: CompletedOrdersFilter): AsyncGenerator<PosOrder, void, undefined>;
}

/** More pages than this (100 000 orders) means the POS keeps announcing pages it never ends. */
export const MAX_PAGES = 1000;

function joined(values: readonly string[] | undefined): string | undefined {
  return values && values.length > 0 ? values.join(',') : undefined;
}

function recentOrdersQuery(params: RecentOrdersParams, timeZone: string): Record<string, PosQueryValue> {
  return {
    page: params.page,
    minimumId: params.minimumId,
    // Compared with the POS's own zone-less update times: sent as its wall clock (decision 165).
    minimumUpdateDate: params.minimumUpdateDate && formatPosLocal(params.minimumUpdateDate, timeZone),
    status: joined(params.status),
    orderType: joined(params.orderType),
  };
}

function completedOrdersQuery(params: CompletedOrdersParams): Record<string, PosQueryValue> {
  return {
    page: params.page,
    startDate: params.startDate && formatPosUtc(params.startDate),
    includeCancelled: params.includeCancelled,
    orderType: joined(params.orderType),
  };
}

/**
 * Reads page 1, then the following pages up to the last announced pageCount. Stops early on a page
 * that brings no order not seen before (an empty page, or a POS that ignores `page`), and gives up
 * with PosError after MAX_PAGES. Orders are yielded once even if they shift between pages.
 */
async function* everyOrder(
  endpoint: string,
  readPage: (page: number) => Promise<PosOrdersPage>,
): AsyncGenerator<PosOrder, void, undefined> {
  const seen = new Set<number>();
  for (let page = 1; ; page++) {
    const { orders, pageCount } = await readPage(page);
    const fresh = orders.filter((order) => !seen.has(order.id));
    for (const order of fresh) {
      seen.add(order.id);
      yield order;
    }
    if (fresh.length === 0 || page >= pageCount) return;
    if (page >= MAX_PAGES) {
      throw new PosError({
        kind: 'invalid-response',
        endpoint,
        detail: `still announcing more pages after ${MAX_PAGES} (pageCount ${pageCount})`,
      });
    }
  }
}

/**
 * Every RecentOrders order for the filter. One service answers HTTP 500 to `minimumUpdateDate`
 * while others honour it (field notes, "split"): a 5xx on it falls back to a plain read, filtered
 * here by updateDate (docs/decisions/168).
 */
async function* recentOrdersWithFallback(
  filter: RecentOrdersFilter,
  getPage: (params: RecentOrdersParams) => Promise<PosOrdersPage>,
): AsyncGenerator<PosOrder, void, undefined> {
  const since = filter.minimumUpdateDate;
  if (!since) {
    yield* everyOrder('RecentOrders', (page) => getPage({ ...filter, page }));
    return;
  }
  let first: PosOrdersPage;
  try {
    first = await getPage({ ...filter, page: 1 });
  } catch (error) {
    if (!(error instanceof PosError) || error.kind !== 'transport' || (error.httpStatus ?? 0) < 500) throw error;
    const plain: RecentOrdersFilter = { status: filter.status, orderType: filter.orderType };
    for await (const order of everyOrder('RecentOrders', (page) => getPage({ ...plain, page }))) {
      if (order.updateDate.getTime() >= since.getTime()) yield order;
    }
    return;
  }
  yield* everyOrder('RecentOrders', (page) => (page === 1 ? Promise.resolve(first) : getPage({ ...filter, page })));
}

/** Creates a client for one POS account. The client holds no state besides its configuration. */
export function createPosClient(config: PosConfig): PosClient {
  const timeZone = config.timeZone ?? DEFAULT_POS_TIME_ZONE;
  // One limiter per client: the process's client (getPosClient) spaces every call of the site, and
  // with a shared store every call of every instance (docs/decisions/300).
  const limiter: PosCallLimiter = !config.limits
    ? UNLIMITED
    : config.limitStore
      ? createSharedPosLimiter(config.limits, config.limitStore)
      : createPosLimiter(config.limits);
  async function get<T extends z.ZodType>(
    endpoint: string,
    schema: T,
    query?: Record<string, PosQueryValue>,
    notFoundOn404 = false,
  ): Promise<z.output<T>> {
    return parsePosResponse(endpoint, schema, await posFetch(config, { method: 'GET', endpoint, query, notFoundOn404 }, limiter));
  }
  async function post<T extends z.ZodType>(endpoint: string, schema: T, body: unknown): Promise<z.output<T>> {
    return parsePosResponse(endpoint, schema, await posFetch(config, { method: 'POST', endpoint, body }, limiter));
  }
  async function getCatalog(known?: PosCatalogDigests | null): Promise<PosCatalogRead> {
    const read = (endpoint: string, knownDigest: string | undefined) =>
      posFetchWithDigest(config, { method: 'GET', endpoint }, knownDigest, limiter);
    const [products, features, areas, paymentTypes] = await Promise.all([
      read('Products', known?.products),
      read('Features', known?.features),
      read('AreasWithTables', known?.areasWithTables),
      read('PaymentTypes', known?.paymentTypes),
    ]);
    const digests = {
      products: products.digest,
      features: features.digest,
      areasWithTables: areas.digest,
      paymentTypes: paymentTypes.digest,
    };
    if (products.unchanged && features.unchanged && areas.unchanged && paymentTypes.unchanged) return { unchanged: true, digests };
    return {
      unchanged: false,
      digests,
      catalogue: {
        categories: reshapeCategories(parsePosResponse('Products', productsResponse, products.response())),
        features: reshapeFeatures(parsePosResponse('Features', featuresResponse, features.response())),
        areas: reshapeAreas(parsePosResponse('AreasWithTables', areasResponse, areas.response())),
        paymentTypes: reshapePaymentTypes(parsePosResponse('PaymentTypes', paymentTypesResponse, paymentTypes.response())),
      },
    };
  }
  const getRecentOrders = async (params: RecentOrdersParams = {}) =>
    reshapeRecentOrders(await get('RecentOrders', recentOrdersResponse, recentOrdersQuery(params, timeZone)), timeZone);
  const getCompletedOrders = async (params: CompletedOrdersParams = {}) =>
    reshapeCompletedOrders(await get('CompletedOrders', completedOrdersResponse, completedOrdersQuery(params)), timeZone);

  return {
    getProducts: async () => reshapeCategories(await get('Products', productsResponse)),
    getFeatures: async () => reshapeFeatures(await get('Features', featuresResponse)),
    getAreasWithTables: async () => reshapeAreas(await get('AreasWithTables', areasResponse)),
    getPaymentTypes: async () => reshapePaymentTypes(await get('PaymentTypes', paymentTypesResponse)),
    getCatalog,
    getDiscounts: async () => reshapeDiscounts(await get('Discounts', discountsResponse)),
    getCouriers: async () => reshapeCouriers(await get('Couriers', couriersResponse)),
    getOrder: async (id) => reshapeOrder(await get(`Order/${encodeURIComponent(String(id))}`, orderResponse, undefined, true), timeZone),
    catalogReadableAt: () => limiter.nextSlot('Products'),
    saveOrder: async (request) => reshapeSaveOrder(await post('SaveOrder', saveOrderResponse, request), timeZone),
    cancel: async ({ orderId, cancelReason }) => {
      await post('Cancel', acknowledgementResponse, { orderId, cancelReason: cancelReason ?? null });
    },
    cancelDelivery: async ({ orderId }) => {
      await post('CancelDelivery', acknowledgementResponse, { orderId });
    },
    getRecentOrders,
    recentOrders: (filter = {}) => recentOrdersWithFallback(filter, getRecentOrders),
    getCompletedOrders,
    completedOrders: (filter = {}) => everyOrder('CompletedOrders', (page) => getCompletedOrders({ ...filter, page })),
  };
}
