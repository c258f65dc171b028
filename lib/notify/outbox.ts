/**
 * The outbox: every SMS and e-mail the site sends is recorded here first (issue 16). In sandbox
 * mode and in tests the outbox is the only "delivery": `/sandbox/outbox` shows what a customer
 * would have received. A real provider (Netgsm, SMTP) records the message and then delivers it.
 */
import { getDb } from '@/lib/db';

export type OutboxChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** E.164 phone number (+905321234567) or e-mail address. */
  recipient: string;
  subject?: string;
  text: string;
  html?: string;
  /** What the message is for, e.g. "order.received", "sign-in.code". */
  purpose: string;
  locale: string;
  orderPublicId?: string;
}

export interface RecordedMessage extends OutgoingMessage {
  id: number;
  provider: string;
  providerId: string | null;
  createdAt: Date;
}

/** Records a message as sent by `provider`; returns its outbox id. */
export async function recordOutboxMessage(message: OutgoingMessage, provider: string, providerId: string | null = null): Promise<number> {
  const row = await getDb().outboxMessage.create({
    data: {
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      text: message.text,
      html: message.html ?? null,
      purpose: message.purpose,
      locale: message.locale,
      orderPublicId: message.orderPublicId ?? null,
      provider,
      providerId,
    },
  });
  return row.id;
}

/** The newest messages first, optionally for one recipient. */
export async function listOutboxMessages(options: { recipient?: string; take?: number } = {}): Promise<RecordedMessage[]> {
  const rows = await getDb().outboxMessage.findMany({
    where: options.recipient ? { recipient: options.recipient } : {},
    orderBy: { id: 'desc' },
    take: options.take ?? 100,
  });
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as OutboxChannel,
    recipient: row.recipient,
    subject: row.subject ?? undefined,
    text: row.text,
    html: row.html ?? undefined,
    purpose: row.purpose,
    locale: row.locale,
    orderPublicId: row.orderPublicId ?? undefined,
    provider: row.provider,
    providerId: row.providerId,
    createdAt: row.createdAt,
  }));
}
