import { after } from 'next/server';
import { receivePosWebhook } from '@/lib/orders/webhook';

export const dynamic = 'force-dynamic';

/** POS notifications: URL check, signature, dedupe and record here; the order is re-read after answering. */
export async function POST(request: Request) {
  const receipt = await receivePosWebhook({ body: await request.text(), signature: request.headers.get('x-adisyo-signature') });
  if (receipt.followUp) after(receipt.followUp);
  return new Response(receipt.body, {
    status: receipt.status,
    headers: { 'content-type': receipt.contentType, 'Cache-Control': 'no-store' },
  });
}
