import { z } from 'zod';
import { parseCatalogue } from './catalogue-schema';
import { applyConfigPatch, configPatchSchema } from './config';
import { buildLargeCatalogue } from './demo';
import { fromMinor } from './money';
import { toWireOrderDetail, type RenderContext } from './order-record';
import { jsonResponse, readJson, unknownEndpoint, wrongMethod, type SandboxRuntime } from './runtime';
import { seedDemo } from './seed';
import { statusById } from './statuses';
import type { StoredOrder } from './stored-order';
import { formatUtcTimestamp } from './time';
import { ADVANCE_TARGETS, advanceStatus, cancelOrder } from './transitions';
import { checkWebhookUrl } from './webhooks';
import { invoiceDocument } from './invoice-document';

type Route = (rt: SandboxRuntime, req: Request, url: URL, params: string[]) => Promise<Response> | Response;

/** Control routes by pattern (`*` = one path segment) and method. */
const ROUTES: Array<{ pattern: string[]; handlers: Partial<Record<string, Route>> }> = [
  { pattern: ['reset'], handlers: { POST: reset } },
  { pattern: ['orders'], handlers: { GET: listOrders } },
  { pattern: ['orders', '*'], handlers: { GET: getOrder } },
  { pattern: ['orders', '*', 'status'], handlers: { POST: moveStatus } },
  { pattern: ['config'], handlers: { GET: getConfig, PUT: putConfig } },
  { pattern: ['catalogue'], handlers: { GET: getCatalogue, PUT: putCatalogue } },
  { pattern: ['catalogue', 'generate'], handlers: { POST: generateCatalogue } },
  { pattern: ['webhooks'], handlers: { GET: listWebhooks } },
  { pattern: ['invoices', '*'], handlers: { GET: getInvoice } },
];

/** Serves `/_sandbox/...`, the test and demo control API (JSON; the handler guards it where a mount asks). */
export async function handleControl(rt: SandboxRuntime, req: Request, url: URL, segments: string[]): Promise<Response> {
  const path = `/_sandbox/${segments.join('/')}`;
  for (const route of ROUTES) {
    if (route.pattern.length !== segments.length) continue;
    if (!route.pattern.every((p, i) => p === '*' || p === segments[i]?.toLowerCase())) continue;
    const handler = route.handlers[req.method];
    if (!handler) return wrongMethod(req.method, path, Object.keys(route.handlers));
    const params = segments.filter((_, i) => route.pattern[i] === '*');
    return handler(rt, req, url, params);
  }
  return unknownEndpoint(req.method, path);
}

function controlError(httpStatus: number, message: string): Response {
  return jsonResponse({ ok: false, status: httpStatus, message }, httpStatus);
}

function reset(rt: SandboxRuntime): Response {
  const store = rt.store();
  seedDemo(store, rt.now());
  store.setConfig({ ...store.getConfig(), ...rt.defaults });
  rt.rateLimiter.reset();
  rt.rateLimits.reset();
  return jsonResponse({ ok: true });
}

function summary(order: StoredOrder) {
  return {
    id: order.id,
    statusId: order.statusId,
    status: statusById(order.statusId).name,
    orderTypeId: order.orderTypeId,
    externalAppId: order.externalAppId,
    tableId: order.tableId,
    orderTotal: fromMinor(order.orderTotalMinor),
    discount: fromMinor(order.lineDiscountMinor + order.orderDiscountMinor),
    // The control API's own times are UTC (the kitchen board reads them so), unlike the POS API's.
    insertDate: formatUtcTimestamp(order.insertMs),
    updateDate: formatUtcTimestamp(order.updateMs),
    cancelReason: order.cancelReason,
    request: order.request,
  };
}

function renderContext(rt: SandboxRuntime, url: URL): RenderContext {
  const { timeZone, closedStatusNull } = rt.store().getConfig();
  return { sandboxUrl: `${url.origin}${rt.basePath}`, timeZone, closedStatusNull };
}

function listOrders(rt: SandboxRuntime, _req: Request, url: URL): Response {
  const externalAppId = url.searchParams.get('externalAppId') ?? undefined;
  return jsonResponse({ orders: rt.store().listOrders(externalAppId).map(summary) });
}

function findOrder(rt: SandboxRuntime, idText: string | undefined): StoredOrder | undefined {
  return idText !== undefined && /^\d+$/.test(idText) ? rt.store().getOrder(Number(idText)) : undefined;
}

function getOrder(rt: SandboxRuntime, _req: Request, url: URL, [idText]: string[]): Response {
  const order = findOrder(rt, idText);
  if (!order) return controlError(404, `Order ${String(idText)} not found`);
  return jsonResponse({ ...summary(order), order: toWireOrderDetail(order, renderContext(rt, url)) });
}

const statusBody = z.object({ status: z.string(), cancelReason: z.string().nullish() });
const CONTROL_TARGETS = [...ADVANCE_TARGETS, 'Cancelled'] as const;

/**
 * Forward-only status moves (and Cancelled, as POST Cancel does it); Closed/Cancelled orders,
 * backward moves and OnDelivery on a non-delivery order → 409.
 */
async function moveStatus(rt: SandboxRuntime, req: Request, url: URL, [idText]: string[]): Promise<Response> {
  const parsed = statusBody.safeParse(await readJson(req));
  const target = parsed.success ? CONTROL_TARGETS.find((t) => t.toLowerCase() === parsed.data.status.toLowerCase()) : undefined;
  if (!target) return controlError(400, `Body must be {"status": ...} with one of ${CONTROL_TARGETS.join(', ')}`);
  const store = rt.store();
  const outcome = store.transaction(() => {
    const order = findOrder(rt, idText);
    if (!order) return null;
    const nowMs = rt.now();
    const moved =
      target === 'Cancelled'
        ? cancelOrder(order, (parsed.success && parsed.data.cancelReason) || null, nowMs)
        : advanceStatus(order, target, { catalogue: store.getCatalogue(), nowMs });
    if (moved.ok && moved.changed) store.updateOrder(moved.order);
    return moved;
  });
  if (outcome === null) return controlError(404, `Order ${String(idText)} not found`);
  if (!outcome.ok) return controlError(409, outcome.message);
  if (outcome.changed) rt.webhooks.notify(store, 'order.status_changed', outcome.order.id);
  return jsonResponse({ ...summary(outcome.order), order: toWireOrderDetail(outcome.order, renderContext(rt, url)) });
}

function getConfig(rt: SandboxRuntime): Response {
  return jsonResponse(rt.store().getConfig());
}

/** Any subset of the config; a new webhook URL must pass the URL check before it is stored. */
async function putConfig(rt: SandboxRuntime, req: Request): Promise<Response> {
  const parsed = configPatchSchema.safeParse(await readJson(req));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message));
    return controlError(400, `Invalid config: ${problems.join('; ')}`);
  }
  const url = parsed.data.webhookUrl;
  if (typeof url === 'string') {
    const problem = await checkWebhookUrl(url, rt.webhookTargets());
    if (problem) return controlError(400, problem);
  }
  const store = rt.store();
  const config = applyConfigPatch(store.getConfig(), parsed.data);
  store.setConfig(config);
  return jsonResponse(config);
}

function getCatalogue(rt: SandboxRuntime): Response {
  return jsonResponse(rt.store().getCatalogue());
}

async function putCatalogue(rt: SandboxRuntime, req: Request): Promise<Response> {
  const parsed = parseCatalogue(await readJson(req));
  if (!parsed.ok) return controlError(400, `Invalid catalogue: ${parsed.problems.slice(0, 10).join('; ')}`);
  rt.store().setCatalogue(parsed.catalogue);
  return jsonResponse({ ok: true, products: countProducts(parsed.catalogue.categories) });
}

const generateBody = z.object({ products: z.number().int().min(1).max(100_000) });

async function generateCatalogue(rt: SandboxRuntime, req: Request): Promise<Response> {
  const parsed = generateBody.safeParse(await readJson(req));
  if (!parsed.success) return controlError(400, 'Body must be {"products": n} with n a whole number from 1 to 100000');
  const catalogue = buildLargeCatalogue(parsed.data.products);
  rt.store().setCatalogue(catalogue);
  return jsonResponse({ ok: true, products: countProducts(catalogue.categories) });
}

function countProducts(categories: Array<{ products: unknown[] }>): number {
  return categories.reduce((n, c) => n + c.products.length, 0);
}

function listWebhooks(rt: SandboxRuntime): Response {
  return jsonResponse({ deliveries: rt.store().listWebhookAttempts() });
}

function getInvoice(rt: SandboxRuntime, _req: Request, _url: URL, [ettn]: string[]): Response {
  const order = rt
    .store()
    .listOrders()
    .find((o) => o.invoice?.ettn === ettn);
  if (!order?.invoice) return controlError(404, `Invoice ${String(ettn)} not found`);
  return new Response(invoiceDocument(order, order.invoice, rt.store().getConfig().timeZone), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
