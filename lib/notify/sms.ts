/**
 * Sending an SMS (issue 16). One interface, two adapters: the outbox adapter records the message
 * and delivers nothing (sandbox mode, tests, a shop without an SMS account); a real provider's
 * adapter (Netgsm) records and delivers. `smsSender()` picks one from the environment.
 */
import { getEnv, isSandboxMode, type Env } from '@/lib/env';
import { netgsmSmsSender } from '@/lib/notify/netgsm';
import { recordOutboxMessage } from '@/lib/notify/outbox';

export interface SmsMessage {
  /** E.164, e.g. +905321234567 (normalise with libphonenumber-js before). */
  to: string;
  text: string;
  purpose: string;
  locale: string;
  orderPublicId?: string;
}

export interface SmsSender {
  readonly name: string;
  /** Resolves once the provider accepted the message (and the outbox recorded it); throws when it refused. */
  send(message: SmsMessage): Promise<{ outboxId: number }>;
}

/** Records and delivers nothing else: what sandbox mode and the tests use. */
export const outboxSmsSender: SmsSender = {
  name: 'outbox',
  async send(message) {
    const outboxId = await recordOutboxMessage(
      {
        channel: 'sms',
        recipient: message.to,
        text: message.text,
        purpose: message.purpose,
        locale: message.locale,
        orderPublicId: message.orderPublicId,
      },
      'outbox',
    );
    return { outboxId };
  },
};

let configured: SmsSender | null = null;

/**
 * The sender the environment asks for: Netgsm when SMS_PROVIDER=netgsm outside sandbox mode (a
 * sandbox order is nobody's real order, so it never reaches a real phone), else the outbox.
 */
export function smsSenderFor(env: Env): SmsSender {
  if (env.SMS_PROVIDER !== 'netgsm' || isSandboxMode(env)) return outboxSmsSender;
  const { NETGSM_USERCODE: usercode, NETGSM_PASSWORD: password, NETGSM_HEADER: header } = env;
  // parseEnv requires the three with SMS_PROVIDER=netgsm; checked again for the types.
  if (!usercode || !password || !header) return outboxSmsSender;
  return netgsmSmsSender({ usercode, password, header, apiUrl: env.NETGSM_API_URL });
}

let fromEnv: SmsSender | null = null;

/** The sender the site uses: one set explicitly (tests), else the environment's (smsSenderFor). */
export function smsSender(): SmsSender {
  if (configured) return configured;
  fromEnv ??= smsSenderFor(getEnv());
  return fromEnv;
}

/** Sets the sender (boot code for a real provider; tests that need a failing one). */
export function setSmsSender(sender: SmsSender | null): void {
  configured = sender;
}
