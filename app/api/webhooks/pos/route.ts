import { after } from 'next/server';
import { payloadTooLarge, readBodyUpTo, WEBHOOK_BODY_LIMIT } from '@/lib/http/read-body';
import { receivePosWebhook } from '@/lib/orders/webhook';

export const dynamic = 'force-dynamic';

/** POS notifications: URL check, signature, dedupe and record here; the order is re-read after answering. */
export async function POST(request: Request) {
  // Bounded before anything else: nothing about the caller is known yet (issue 20, finding 5).
  const bytes = await readBodyUpTo(request, WEBHOOK_BODY_LIMIT);
  if (!bytes) return payloadTooLarge(WEBHOOK_BODY_LIMIT);
  const body = new TextDecoder().decode(bytes);
  const receipt = await receivePosWebhook({ body, signature: request.headers.get('x-adisyo-signature') });
  if (receipt.followUp) after(receipt.followUp);
  return new Response(receipt.body, {
    status: receipt.status,
    headers: { 'content-type': receipt.contentType, 'Cache-Control': 'no-store' },
  });
}
