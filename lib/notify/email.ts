/**
 * Sending an e-mail (issue 16), like SMS: one interface, two adapters. The SMTP adapter sends with
 * nodemailer to SMTP_URL and then records the message in the outbox with its Message-ID; the
 * outbox adapter only records it (sandbox mode, tests, a shop without SMTP_URL).
 */
import nodemailer from 'nodemailer';
import { getEnv, isSandboxMode, type Env } from '@/lib/env';
import { recordOutboxMessage } from '@/lib/notify/outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  purpose: string;
  locale: string;
  orderPublicId?: string;
  /** The stop link, also given as List-Unsubscribe (RFC 2369) on non-essential mail. */
  unsubscribeUrl?: string;
}

export interface EmailSender {
  readonly name: string;
  /** Resolves once the server accepted the message (and the outbox recorded it); throws when it refused. */
  send(message: EmailMessage): Promise<{ outboxId: number }>;
}

const record = (message: EmailMessage, provider: string, providerId: string | null = null) =>
  recordOutboxMessage(
    {
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      purpose: message.purpose,
      locale: message.locale,
      orderPublicId: message.orderPublicId,
    },
    provider,
    providerId,
  );

/** Records and delivers nothing else. */
export const outboxEmailSender: EmailSender = {
  name: 'outbox',
  async send(message) {
    return { outboxId: await record(message, 'outbox') };
  },
};

/** Sends through an SMTP server (nodemailer; multipart text and HTML, UTF-8 headers). */
export function smtpEmailSender(url: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.unsubscribeUrl ? { list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Stop' } } } : {}),
      });
      return { outboxId: await record(message, 'smtp', info.messageId ?? null) };
    },
  };
}

/** SMTP when SMTP_URL is set outside sandbox mode; otherwise the outbox. */
export function emailSenderFor(env: Env): EmailSender {
  if (!env.SMTP_URL || isSandboxMode(env)) return outboxEmailSender;
  return smtpEmailSender(env.SMTP_URL, env.MAIL_FROM);
}

let configured: EmailSender | null = null;
let fromEnv: EmailSender | null = null;

/** The sender the site uses: one set explicitly (tests), else the environment's. */
export function emailSender(): EmailSender {
  if (configured) return configured;
  fromEnv ??= emailSenderFor(getEnv());
  return fromEnv;
}

/** Sets the sender (tests that need SMTP or a failing one); null goes back to the environment's. */
export function setEmailSender(sender: EmailSender | null): void {
  configured = sender;
}
