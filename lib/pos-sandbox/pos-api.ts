import { checkAuth } from './auth';
import type { SandboxConfig } from './config';
import { limitBucket, limitMessage } from './rate-limits';
import { toLegacyBody } from './casing';
import { failure, success, type ApiAnswer } from './envelope';
import { fromMinor } from './money';
import { orderDetail, completedOrders, recentOrders } from './orders-query';
import { placeOrder } from './place-order';
import { jsonResponse, readJson, type SandboxRuntime } from './runtime';
import { formatTimestamp } from './time';
import { cancel, cancelDeliveryEndpoint, deliver, onDelivery, prepared } from './status-endpoints';

interface Endpoint {
  method: 'GET' | 'POST';
  /** Whether the call changes state (fault injection can drop the answer after the commit). */
  commits: boolean;
  run: (rt: SandboxRuntime, req: Request, url: URL, arg: string | undefined) => Promise<ApiAnswer> | ApiAnswer;
}

const catalogueRead = (build: (rt: SandboxRuntime) => ApiAnswer): Endpoint => ({ method: 'GET', commits: false, run: build });

/** Endpoints by lower-cased name: the service's paths match case-insensitively. */
const ENDPOINTS: Record<string, Endpoint> = {
  products: catalogueRead((rt) => success('products', 'Success', { data: rt.store().getCatalogue().categories })),
  features: catalogueRead((rt) =>
    success('plain', 'Success', { data: { featureGroups: rt.store().getCatalogue().featureGroups, excludedFeatures: [] } }),
  ),
  areaswithtables: catalogueRead((rt) => success('plain', 'Success', { data: rt.store().getCatalogue().areas })),
  paymenttypes: catalogueRead((rt) => success('plain', 'Success', { paymentTypes: rt.store().getCatalogue().paymentTypes })),
  discounts: catalogueRead((rt) => success('plain', 'Success', { data: rt.store().getCatalogue().discounts })),
  couriers: catalogueRead((rt) => success('couriers', 'Success', { couriers: rt.store().getCatalogue().couriers })),
  recentorders: { method: 'GET', commits: false, run: (rt, _req, url) => recentOrders(rt.store(), url, queryContext(rt, url)) },
  completedorders: { method: 'GET', commits: false, run: (rt, _req, url) => completedOrders(rt.store(), url, queryContext(rt, url)) },
  order: { method: 'GET', commits: false, run: (rt, _req, url, arg) => orderDetail(rt.store(), arg ?? '', queryContext(rt, url)) },
  saveorder: { method: 'POST', commits: true, run: saveOrder },
  cancel: { method: 'POST', commits: true, run: cancel },
  canceldelivery: { method: 'POST', commits: true, run: cancelDeliveryEndpoint },
  prepared: { method: 'POST', commits: true, run: prepared },
  ondelivery: { method: 'POST', commits: true, run: onDelivery },
  deliver: { method: 'POST', commits: true, run: deliver },
};

/**
 * Serves `/v2/...`: routing, then latency, auth (901/902/600), rate limit (601), injected failure,
 * the endpoint, and the after-commit faults (dropped connection, malformed body).
 */
export async function handlePosApi(rt: SandboxRuntime, req: Request, url: URL, segments: string[]): Promise<Response> {
  const [name, arg, ...extra] = segments;
  const key = name?.toLowerCase() ?? '';
  const endpoint = ENDPOINTS[key];
  const takesArg = key === 'order';
  const path = `/v2/${segments.join('/')}`;
  const store = rt.store();
  const config = store.getConfig();
  const render = (answer: ApiAnswer, headers: Record<string, string> = {}): Response =>
    jsonResponse(config.legacyCasing ? toLegacyBody(answer.kind, answer.body) : answer.body, answer.httpStatus, headers);
  if (!endpoint || extra.length > 0 || (arg === undefined) === takesArg) {
    return render(failure(404, `Unknown endpoint ${req.method} ${path}`, 404));
  }
  if (req.method !== endpoint.method) {
    return render(failure(405, `Method ${req.method} is not allowed on ${path}; use ${endpoint.method}`, 405), { allow: endpoint.method });
  }

  if (config.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, config.latencyMs));

  const denied = checkAuth(req.headers, rt.credentials);
  if (denied) return render(denied);
  const limited = await checkLimits(rt, config, key);
  // The compact body whatever the casing: some clients look for the text "status":601.
  if (limited) return jsonResponse({ status: 601, message: limited }, 400);
  if (Math.random() < config.failureRate) return render(failure(711, 'Injected failure', 500));

  const answer = await endpoint.run(rt, req, url, arg);
  if (endpoint.commits && Math.random() < config.dropAfterCommitRate) return droppedConnection();
  if (Math.random() < config.malformedRate) return malformedBody();
  return render(answer);
}

/** The refusal message when the call is over a limit (docs/decisions/155), else null. */
async function checkLimits(rt: SandboxRuntime, config: SandboxConfig, endpoint: string): Promise<string | null> {
  if (config.rateLimitPerMinute !== null && !rt.rateLimiter.allow(rt.now(), config.rateLimitPerMinute)) {
    return `Request limit exceeded: this account allows ${config.rateLimitPerMinute} calls per minute`;
  }
  if (!config.rateLimits) return null;
  const refusal = await rt.rateLimits.take(limitBucket(endpoint), config.rateLimitWindows);
  return refusal ? limitMessage(refusal, config.rateLimitWindows) : null;
}

function queryContext(rt: SandboxRuntime, url: URL) {
  const { timeZone, closedStatusNull } = rt.store().getConfig();
  return { nowMs: rt.now(), timeZone, render: { sandboxUrl: `${url.origin}${rt.basePath}`, timeZone, closedStatusNull } };
}

async function saveOrder(rt: SandboxRuntime, req: Request): Promise<ApiAnswer> {
  const store = rt.store();
  const placed = placeOrder(store, {
    body: await readJson(req),
    consumer: req.headers.get('x-api-consumer'),
    nowMs: rt.now(),
    coordinatesRequired: store.getConfig().coordinatesRequired,
  });
  if (!placed.ok) return failure(placed.status, placed.message);
  const order = placed.order;
  rt.webhooks.notify(store, 'order.created', order.id);
  return success('plain', 'Order saved', {
    orderId: order.id,
    orderTotal: fromMinor(order.orderTotalMinor),
    discount: fromMinor(order.lineDiscountMinor + order.orderDiscountMinor),
    insertedDate: formatTimestamp(order.insertMs, store.getConfig().timeZone),
  });
}

/** A response whose body fails mid-stream: the server adapter destroys the socket, Next aborts it. */
function droppedConnection(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.error(new Error('Connection dropped after commit (sandbox fault injection)'));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/** What a misbehaving proxy in front of the POS answers: HTTP 200 with HTML instead of JSON. */
function malformedBody(): Response {
  return new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
