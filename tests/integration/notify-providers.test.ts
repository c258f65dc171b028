import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setEmailSender, smtpEmailSender } from '@/lib/notify/email';
import { netgsmSmsSender, NetgsmError } from '@/lib/notify/netgsm';
import { listOutboxMessages } from '@/lib/notify/outbox';
import { createWebOrder } from '@/lib/orders/create';
import { submitWebOrder } from '@/lib/orders/submit';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { flushNotifications } from '@/tests/support/notify';
import { ordersSuite } from '@/tests/support/suites';

const suite = ordersSuite();

/** A local server that answers as Netgsm's REST v2 send endpoint does. */
let netgsm: http.Server;
let netgsmUrl = '';
const received: { auth: string | undefined; body: unknown }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };

beforeAll(async () => {
  netgsm = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/sms/rest/v2/send') {
        response.writeHead(404).end();
        return;
      }
      received.push({ auth: request.headers.authorization, body: JSON.parse(body) as unknown });
      const auth = Buffer.from('8501234567:doğru-şifre').toString('base64');
      const reply =
        request.headers.authorization === `Basic ${auth}`
          ? answer
          : { status: 200, body: '{"code":"30","description":"Invalid credentials"}' };
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => netgsm.listen(0, '127.0.0.1', resolve));
  netgsmUrl = `http://127.0.0.1:${(netgsm.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => netgsm.close(() => resolve())));
afterEach(() => {
  received.length = 0;
  setEmailSender(null);
});

const config = () => ({ usercode: '8501234567', password: 'doğru-şifre', header: 'SOFRA', apiUrl: netgsmUrl });
const sms = {
  to: '+905321234567',
  text: 'Sofra: Siparişiniz yolda. Takip: https://sofra.example/orders/W1',
  purpose: 'order.on-the-way',
  locale: 'tr',
};

describe('the Netgsm adapter', () => {
  it('sends with Basic auth, the header, Turkish encoding and the national number, and records the job id', async () => {
    answer = { status: 200, body: '{"code":"00","jobid":"17377215342605050417149344","description":"queued"}' };
    const { outboxId } = await netgsmSmsSender(config()).send({ ...sms, orderPublicId: 'W1' });
    expect(received[0]?.body).toEqual({
      msgheader: 'SOFRA',
      encoding: 'TR',
      iysfilter: '0',
      messages: [{ msg: sms.text, no: '5321234567' }],
    });
    const [recorded] = await listOutboxMessages({ recipient: '+905321234567' });
    expect(recorded).toMatchObject({ id: outboxId, provider: 'netgsm', providerId: '17377215342605050417149344', text: sms.text });
  });

  it('maps Netgsm answer codes to errors that say whether a retry can help, and records nothing', async () => {
    const cases: [string, number, string, boolean][] = [
      ['{"code":"40","description":"msgheader"}', 200, '40', false],
      ['{"code":"20"}', 200, '20', false],
      ['{"code":"80"}', 200, '80', true],
      ['{"code":"100"}', 200, '100', true],
    ];
    for (const [body, status, code, retryable] of cases) {
      answer = { status, body };
      const error = await netgsmSmsSender(config())
        .send(sms)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetgsmError);
      expect(error).toMatchObject({ code, retryable });
    }
    answer = { status: 503, body: 'Service Unavailable' };
    await expect(netgsmSmsSender(config()).send(sms)).rejects.toMatchObject({ code: null, retryable: true });
    await expect(netgsmSmsSender({ ...config(), password: 'yanlış' }).send(sms)).rejects.toMatchObject({ code: '30', retryable: false });
    await expect(netgsmSmsSender({ ...config(), apiUrl: 'http://127.0.0.1:1' }).send(sms)).rejects.toMatchObject({ retryable: true });
    await expect(netgsmSmsSender(config()).send({ ...sms, to: '+4915112345678' })).rejects.toMatchObject({ retryable: false });
    expect(await listOutboxMessages()).toEqual([]);
  });
});

describe('e-mail over SMTP', () => {
  let smtp: SMTPServer;
  let smtpUrl = '';
  const mails: { raw: string; parsed: ParsedMail }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          void simpleParser(raw).then((parsed) => {
            mails.push({ raw: raw.toString('utf8'), parsed });
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends the confirmation as multipart text and HTML with a UTF-8 Turkish subject and the order link', async () => {
    setEmailSender(smtpEmailSender(smtpUrl, 'Sofra Ocakbaşı <siparis@sofra.test>'));
    const checkout = demoCheckout('delivery');
    const created = await createWebOrder({
      ...checkout,
      locale: 'tr',
      promisedMinutes: 35,
      customer: { ...checkout.customer, email: 'ayse@example.com' },
    });
    await submitWebOrder(created.id, { client: suite.sandbox.client });
    await flushNotifications();

    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) return;
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(mail.raw).toMatch(/^Content-Type: text\/html; charset=utf-8/im);
    expect(mail.parsed.subject).toMatch(/^Siparişiniz alındı \(#\d+\) · Sofra$/);
    expect(mail.parsed.from?.value[0]).toMatchObject({ name: 'Sofra Ocakbaşı', address: 'siparis@sofra.test' });
    const link = `/orders/${created.publicId}`;
    expect(mail.parsed.text).toContain(link);
    expect(mail.parsed.text).toMatch(/Tahmini teslim saati: \d{2}:\d{2}/);
    expect(mail.parsed.html || '').toContain(`href="http://localhost:3000${link}"`);
    expect(mail.parsed.html || '').toContain('Merhaba Ayşe,');
    // Essential: no stop link, so no List-Unsubscribe.
    expect(mail.parsed.headers.has('list-unsubscribe')).toBe(false);
    const [recorded] = await listOutboxMessages({ recipient: 'ayse@example.com' });
    expect(recorded).toMatchObject({ provider: 'smtp', purpose: 'order.received', subject: mail.parsed.subject });
    expect(recorded?.providerId).toBe(mail.parsed.messageId);
  });
});
