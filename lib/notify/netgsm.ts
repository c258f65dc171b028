/**
 * Netgsm's SMS API (REST v2): POST {root}/sms/rest/v2/send with HTTP Basic auth (usercode and
 * password), a JSON body {msgheader, encoding, iysfilter, messages: [{msg, no}]}, and a JSON
 * answer {code, jobid, description} where code "00" means accepted. Every other code is mapped to
 * a NetgsmError that says whether trying again later can help (docs/decisions/261).
 */
import { recordOutboxMessage } from '@/lib/notify/outbox';
import type { SmsMessage, SmsSender } from '@/lib/notify/sms';

export interface NetgsmConfig {
  usercode: string;
  password: string;
  /** The approved sender name (msgheader). */
  header: string;
  /** The API root, https://api.netgsm.com.tr (a local server in tests). */
  apiUrl: string;
  timeoutMs?: number;
}

/** Netgsm's answer codes that are not "00", in words staff can act on. */
const CODES: Record<string, { message: string; retryable: boolean }> = {
  '20': { message: 'the message text was refused (too long or bad characters)', retryable: false },
  '30': { message: 'wrong usercode or password, or API access is off for this account or IP address', retryable: false },
  '40': { message: 'the sender name (NETGSM_HEADER) is not defined on the account', retryable: false },
  '50': { message: 'the account may not send this message under İYS rules', retryable: false },
  '51': { message: 'the account has no İYS brand code', retryable: false },
  '60': { message: 'the account is not activated', retryable: false },
  '70': { message: 'bad or missing parameters', retryable: false },
  '80': { message: 'the sending limit was exceeded', retryable: true },
  '85': { message: 'the same number got the same message too often within a minute', retryable: true },
  '100': { message: 'Netgsm system error', retryable: true },
};

/** A refusal or failure of Netgsm; `retryable` says whether a later attempt can succeed. */
export class NetgsmError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'NetgsmError';
  }
}

/** The number as Netgsm takes it: the 10-digit national number of a Turkish E.164 number. */
export function netgsmNumber(e164: string): string {
  const match = /^\+90(\d{10})$/.exec(e164);
  if (!match?.[1]) throw new NetgsmError(`Netgsm sends to Turkish numbers only, not ${e164}`, null, false);
  return match[1];
}

/** Sends one SMS; resolves with Netgsm's job id, or throws NetgsmError. */
export async function sendNetgsmSms(config: NetgsmConfig, to: string, text: string, iysFilter: '0' | '11' = '0'): Promise<string> {
  const auth = Buffer.from(`${config.usercode}:${config.password}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(new URL('/sms/rest/v2/send', config.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${auth}` },
      body: JSON.stringify({
        msgheader: config.header,
        encoding: 'TR',
        iysfilter: iysFilter,
        messages: [{ msg: text, no: netgsmNumber(to) }],
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    if (error instanceof NetgsmError) throw error;
    throw new NetgsmError(`Netgsm could not be reached: ${error instanceof Error ? error.message : String(error)}`, null, true);
  }
  const body = await response.text();
  const answer = parseAnswer(body);
  if (response.ok && answer?.code === '00' && answer.jobid) return answer.jobid;
  if (answer?.code) {
    const known = CODES[answer.code];
    throw new NetgsmError(
      `Netgsm refused the SMS (${answer.code}): ${known?.message ?? answer.description ?? 'unknown code'}`,
      answer.code,
      known?.retryable ?? true,
    );
  }
  throw new NetgsmError(`Netgsm answered HTTP ${response.status} without a code`, null, response.status >= 500 || response.status === 429);
}

function parseAnswer(body: string): { code?: string; jobid?: string; description?: string } | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === 'string' || typeof record[key] === 'number' ? String(record[key]) : undefined);
    return { code: text('code'), jobid: text('jobid'), description: text('description') };
  } catch {
    return null;
  }
}

/** The SmsSender of a Netgsm account: delivers, then records the message in the outbox with its job id. */
export function netgsmSmsSender(config: NetgsmConfig): SmsSender {
  return {
    name: 'netgsm',
    async send(message: SmsMessage) {
      const jobId = await sendNetgsmSms(config, message.to, message.text);
      const outboxId = await recordOutboxMessage(
        {
          channel: 'sms',
          recipient: message.to,
          text: message.text,
          purpose: message.purpose,
          locale: message.locale,
          orderPublicId: message.orderPublicId,
        },
        'netgsm',
        jobId,
      );
      return { outboxId };
    },
  };
}
