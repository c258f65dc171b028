import { z } from 'zod';
import { getStaff } from '@/lib/auth/session';
import { isSandboxMode } from '@/lib/env';
import { payloadTooLarge, readBodyUpTo } from '@/lib/http/read-body';
import { sendDueScheduledOrders } from '@/lib/orders/scheduled';
import { hasControlToken } from '@/lib/pos-sandbox/control-access';
import { sandboxControlToken } from '@/lib/sandbox-control';

export const dynamic = 'force-dynamic';

const bodySchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });

/**
 * Sandbox mode only (docs/decisions/282): runs the scheduled-orders job now, as it would run at
 * the instant `at` (default: now), so that a demo or a browser test can watch an order for
 * tomorrow reach the kitchen simulator at its send time without waiting a day. Staff or the
 * sandbox control token only; with a real POS the route does not exist (404), so production
 * orders are only ever sent by the job on the real clock.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSandboxMode()) return Response.json({ message: 'Not found' }, { status: 404 });
  if (!hasControlToken(request, sandboxControlToken()) && (await getStaff()) === null) {
    return Response.json({ message: 'Staff session or sandbox control token required' }, { status: 401 });
  }
  const text = await readBodyUpTo(request, 1024);
  if (text === null) return payloadTooLarge(1024);
  let json: unknown = {};
  try {
    json = text.length === 0 ? {} : JSON.parse(new TextDecoder().decode(text));
  } catch {
    return Response.json({ message: 'The body must be JSON: {"at": "<ISO instant>"}' }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return Response.json({ message: '"at" must be an ISO instant with its offset' }, { status: 400 });
  const now = parsed.data.at ? new Date(parsed.data.at) : new Date();
  const summary = await sendDueScheduledOrders({ now });
  return Response.json({ at: now.toISOString(), ...summary });
}
