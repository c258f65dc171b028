import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { getEnv, isSandboxMode, type Env } from '@/lib/env';
import { formKey } from '@/lib/forms/message-key';
import { Prisma } from '@/lib/generated/prisma/client';
import { logger } from '@/lib/logger';
import { getPosClient, type PosClient, type PosOrder } from '@/lib/pos';
import { applyPosStatus, factsFromPosOrder, linkWebOrder } from '@/lib/orders/link';
import { STATUS_FOLLOW_WINDOW_MS } from '@/lib/orders/policy';

/** The URL check of the POS's webhook set-up: it posts this body and expects it back. */
const HANDSHAKE = 'adisyo';

/** What the route answers; `followUp` is run after answering (the re-read of the order). */
export interface WebhookReceipt {
  status: number;
  contentType: string;
  body: string;
  followUp: (() => Promise<void>) | null;
}

export interface WebhookOptions {
  /** The webhook API key; default: see webhookKey. */
  key?: string | null;
  client?: PosClient;
  now?: Date;
}

/** The key signatures are made with: POS_WEBHOOK_KEY, or the sandbox's API key in sandbox mode. */
export function webhookKey(env: Env = getEnv()): string | null {
  return env.POS_WEBHOOK_KEY ?? (isSandboxMode(env) ? env.SANDBOX_API_KEY : null);
}

/** Base64(HMAC-SHA256(key, `type|eventTimeUtc|key`)), compared in constant time. */
export function verifyWebhookSignature(eventType: string, eventTimeUtc: string, signature: string, key: string): boolean {
  const expected = createHmac('sha256', key).update(`${eventType}|${eventTimeUtc}|${key}`).digest();
  const given = Buffer.from(signature.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const positiveId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);

/** The notification; the service's older shapes write the same keys in PascalCase. */
const notification = z.preprocess(
  camelKeys,
  z.object({
    eventId: z.string().trim().min(1).max(200),
    webhookEventType: z.string().trim().min(1).max(100),
    eventTimeUtc: z.string().trim().min(1).max(100),
    data: z.preprocess(camelKeys, z.object({ id: positiveId.optional() }).nullable().optional()),
  }),
);

const reply = (status: number, body: object | string, followUp: WebhookReceipt['followUp'] = null): WebhookReceipt =>
  typeof body === 'string'
    ? { status, contentType: 'text/plain; charset=utf-8', body, followUp }
    : { status, contentType: 'application/json', body: JSON.stringify(body), followUp };

/** How far an event's eventTimeUtc may be from our clock, either way (clock skew and retries). */
export const WEBHOOK_WINDOW_MS = 5 * 60_000;

/**
 * How many distinct events one signature may carry. The POS signs only the type and the time, so
 * a captured signature could carry any event id and order id; events of one type in the same
 * instant are rare, so a few are let through and the rest refused (docs/decisions/133).
 */
export const EVENTS_PER_SIGNATURE = 5;

/** The signatures seen within the window, with the event ids each carried: the process's own, synchronous claim. */
const seenSignatures = new Map<string, { expiresAt: number; eventIds: Set<string> }>();
const SEEN_SIGNATURES_MAX = 10_000;

/** For tests: forget the signatures this process has seen. */
export function forgetSeenWebhookSignatures(): void {
  seenSignatures.clear();
}

/**
 * Receives one POST from the POS: the URL check (`adisyo` → `adisyo`); otherwise a signed
 * notification. In order, each step before any write: the signature header (401 when missing or
 * not a signature at all, before the body is parsed), the signed fields and the HMAC (401), the
 * time window (401 when eventTimeUtc is more than WEBHOOK_WINDOW_MS away: a replay), the rest of
 * the notification (400), then the signature's use: a repeated eventId answers 200 and does
 * nothing, a signature already carrying EVENTS_PER_SIGNATURE other events answers 401. The
 * notification is only a prompt: the follow-up re-reads the order from the POS API.
 */
export async function receivePosWebhook(
  input: { body: string; signature: string | null },
  opts: WebhookOptions = {},
): Promise<WebhookReceipt> {
  if (input.body.trim() === HANDSHAKE) return reply(200, HANDSHAKE);
  const key = opts.key === undefined ? webhookKey() : opts.key;
  if (!key) {
    logger.warn('POS webhook refused: no webhook key is configured (POS_WEBHOOK_KEY)');
    return reply(401, { ok: false, message: 'Webhook key not configured' });
  }
  if (!input.signature) return reply(401, { ok: false, message: 'Missing X-Adisyo-Signature' });
  if (!SIGNATURE_FORMAT.test(input.signature.trim())) return reply(401, { ok: false, message: 'Bad signature' });
  const json = parseJson(input.body);
  const signed = signedFields.safeParse(json);
  if (!signed.success || !verifyWebhookSignature(signed.data.webhookEventType, signed.data.eventTimeUtc, input.signature, key)) {
    return reply(401, { ok: false, message: 'Bad signature' });
  }
  const now = opts.now ?? new Date();
  const eventTime = parseEventTime(signed.data.eventTimeUtc);
  if (eventTime === null || Math.abs(eventTime - now.getTime()) > WEBHOOK_WINDOW_MS) {
    return reply(401, { ok: false, message: 'Stale or future event: eventTimeUtc is outside the accepted window' });
  }
  const parsed = notification.safeParse(json);
  if (!parsed.success)
    return reply(400, { ok: false, message: 'Expected a JSON notification with eventId, webhookEventType and eventTimeUtc' });
  const event = parsed.data;
  if (!(await claimSignature(event, now.getTime()))) {
    logger.warn('POS webhook refused: its signature was already used by other events', { eventId: event.eventId });
    return reply(401, { ok: false, message: 'Signature already used' });
  }
  const posOrderId = event.data?.id ?? null;
  try {
    await getDb().webhookEvent.create({
      data: { eventId: event.eventId, type: event.webhookEventType, eventTimeUtc: event.eventTimeUtc, posOrderId },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return reply(200, { ok: true, duplicate: true });
    throw error;
  }
  return reply(200, { ok: true }, () => processNotification(event.eventId, event.webhookEventType, posOrderId, opts));
}

/** Base64 of the 32 bytes of an HMAC-SHA256. */
const SIGNATURE_FORMAT = /^[A-Za-z0-9+/]{43}=$/;

/** The two fields the POS signs, read before anything else in the body. */
const signedFields = z.preprocess(
  camelKeys,
  z.object({ webhookEventType: z.string().min(1).max(100), eventTimeUtc: z.string().min(1).max(100) }),
);

const EVENT_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** eventTimeUtc in epoch ms: ISO 8601, UTC when it names no zone; null when it is not a time. */
function parseEventTime(text: string): number | null {
  const match = EVENT_TIME.exec(text.trim());
  if (!match) return null;
  const ms = Date.parse(match[1] ? text.trim() : `${text.trim().replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Whether this event may use its signature: yes for an event id the signature already carried (a
 * retry: the eventId dedupe answers it), else while the signature has carried fewer than
 * EVENTS_PER_SIGNATURE events, counted in this process (claimed synchronously, so a burst of
 * replays cannot all pass the check) and in the database (other processes, earlier runs).
 */
async function claimSignature(event: { eventId: string; webhookEventType: string; eventTimeUtc: string }, now: number): Promise<boolean> {
  for (const [signature, seen] of seenSignatures) if (seen.expiresAt <= now) seenSignatures.delete(signature);
  const signature = `${event.webhookEventType}|${event.eventTimeUtc}`;
  let seen = seenSignatures.get(signature);
  if (seen?.eventIds.has(event.eventId)) return true;
  if (seen && seen.eventIds.size >= EVENTS_PER_SIGNATURE) return false;
  if (!seen) {
    // Only correctly signed, fresh events get here, so the map holds what the POS sent in one window.
    if (seenSignatures.size >= SEEN_SIGNATURES_MAX) seenSignatures.delete(seenSignatures.keys().next().value ?? '');
    seen = { expiresAt: now + 2 * WEBHOOK_WINDOW_MS, eventIds: new Set() };
    seenSignatures.set(signature, seen);
  }
  seen.eventIds.add(event.eventId);
  const recorded = await getDb().webhookEvent.findMany({
    where: { type: event.webhookEventType, eventTimeUtc: event.eventTimeUtc },
    select: { eventId: true },
    take: EVENTS_PER_SIGNATURE + 1,
  });
  if (recorded.some((row) => row.eventId === event.eventId)) return true;
  return recorded.length < EVENTS_PER_SIGNATURE;
}

/** The follow-up: re-read the order and update the web order; never throws (the outcome is recorded). */
export async function processNotification(
  eventId: string,
  type: string,
  posOrderId: number | null,
  opts: WebhookOptions = {},
): Promise<void> {
  const db = getDb();
  const now = opts.now ?? new Date();
  let outcome: string | null = null;
  try {
    if (!type.startsWith('order.') || posOrderId === null) outcome = 'ignored: not about an order';
    else if (!(await mayConcernUs(posOrderId, now))) outcome = 'ignored: no web order awaits this POS order';
    else await applyPosOrder(await (opts.client ?? getPosClient()).getOrder(posOrderId), now);
  } catch (error) {
    outcome = `error: ${error instanceof Error ? error.message : String(error)}`;
    logger.warn('POS webhook follow-up failed; the reconcile job will catch up', { eventId, posOrderId, error: outcome });
  }
  await db.webhookEvent.update({ where: { eventId }, data: { processedAt: new Date(), error: outcome } });
}

/**
 * Whether re-reading a POS order can matter: it is linked to one of our orders, or some recent
 * order of ours still waits for its POS id. The signature covers neither the event id nor the
 * order id, so this bounds the POS reads a replayed notification can cause.
 */
async function mayConcernUs(posOrderId: number, now: Date): Promise<boolean> {
  const db = getDb();
  if (await db.webOrder.findFirst({ where: { posOrderId }, select: { id: true } })) return true;
  const waiting = await db.webOrder.findFirst({
    where: {
      createdAt: { gte: new Date(now.getTime() - STATUS_FOLLOW_WINDOW_MS) },
      posOrderId: null,
      state: { in: ['pending', 'unconfirmed', 'sent', 'failed'] },
    },
    select: { id: true },
  });
  return waiting !== null;
}

/** Links the web order carrying this POS order's WebOrderId, or follows the status of the one linked to it. */
async function applyPosOrder(order: PosOrder, now: Date): Promise<void> {
  const db = getDb();
  const linked = await db.webOrder.findUnique({ where: { posOrderId: order.id }, select: { id: true } });
  if (linked) {
    await applyPosStatus(linked.id, factsFromPosOrder(order), 'webhook', now);
    return;
  }
  if (!order.externalAppId) return;
  const ours = await db.webOrder.findUnique({ where: { publicId: order.externalAppId }, select: { id: true } });
  if (ours)
    await linkWebOrder(
      ours.id,
      factsFromPosOrder(order),
      { kind: 'webhook', message: formKey('AdminOrders.history.events.announced'), source: 'webhook' },
      now,
    );
}

function camelKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), v]));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
