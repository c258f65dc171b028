/**
 * The words of order messages (issue 16): an SMS short enough for two segments and an e-mail in
 * HTML and plain text, in the customer's language, holding the order's link and promised time.
 * Nothing secret goes in: no address, no payment details, no staff notes; the link is the order's
 * own page, which its public id already opens.
 */
import type { createTranslator } from 'next-intl';
import type { OrderNotificationEvent } from '@/lib/notify/order-events';
import type messages from '@/messages/tr.json';

export type NotifyTranslate = ReturnType<typeof createTranslator<typeof messages, 'Notify'>>;

/** What a message says about its order. */
export interface OrderFacts {
  shop: string;
  firstName: string;
  number: string;
  mode: string;
  /** The promised time, formatted ("19:45"), when one was promised. */
  promisedTime: string | null;
  total: string;
  cancelReason: string | null;
  orderUrl: string;
  /** The stop link, on non-essential messages only. */
  stopUrl: string | null;
}

const KEY: Record<OrderNotificationEvent, 'received' | 'preparing' | 'onTheWay' | 'ready' | 'delivered' | 'cancelled' | 'notPlaced'> = {
  received: 'received',
  preparing: 'preparing',
  'on-the-way': 'onTheWay',
  ready: 'ready',
  delivered: 'delivered',
  cancelled: 'cancelled',
  'not-placed': 'notPlaced',
};

/** The most SMS parts a message may take (issue 16: Turkish characters cost). */
export const MAX_SMS_PARTS = 2;

/** The SMS text; the stop link goes last, on non-essential messages. */
export function composeSms(t: NotifyTranslate, event: OrderNotificationEvent, facts: OrderFacts): string {
  const base = { shop: smsShopName(facts.shop), number: facts.number, link: facts.orderUrl };
  let text: string;
  if (event === 'received')
    text = facts.promisedTime ? t('sms.received', { ...base, mode: facts.mode, time: facts.promisedTime }) : t('sms.receivedNoTime', base);
  else if (event === 'cancelled') {
    text = facts.cancelReason ? t('sms.cancelled', { ...base, reason: facts.cancelReason }) : t('sms.cancelledNoReason', base);
    // A reason long enough to take a third part is left to the order page the link opens.
    if (smsSegments(text) > MAX_SMS_PARTS) text = t('sms.cancelledNoReason', base);
  } else text = t(`sms.${KEY[event]}`, base);
  return facts.stopUrl ? `${text} ${t('sms.stop', { link: facts.stopUrl })}` : text;
}

/** The shop's name in an SMS: up to SMS_SHOP_NAME characters, cut at a word (the sender name carries it too). */
const SMS_SHOP_NAME = 24;

function smsShopName(name: string): string {
  if (name.length <= SMS_SHOP_NAME) return name;
  const cut = name.slice(0, SMS_SHOP_NAME + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 8 ? cut.slice(0, space) : cut.slice(0, SMS_SHOP_NAME)).replace(/[\s,.;:-]+$/, '');
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The e-mail: a subject, a plain-text part and the same in simple, inline-styled HTML. */
export function composeEmail(t: NotifyTranslate, event: OrderNotificationEvent, facts: OrderFacts): ComposedEmail {
  const key = KEY[event];
  const lines = [
    t(`email.body.${key}`),
    ...(event === 'cancelled' && facts.cancelReason ? [t('email.reason', { reason: facts.cancelReason })] : []),
    t('email.orderNumber', { number: facts.number }),
    ...(event === 'received' && facts.promisedTime ? [t('email.promised', { mode: facts.mode, time: facts.promisedTime })] : []),
    ...(event === 'received' ? [t('email.total', { amount: facts.total })] : []),
  ];
  const greeting = t('email.greeting', { name: facts.firstName });
  const footer = t('email.footer', { shop: facts.shop });
  const stop = facts.stopUrl ? t('email.stop', { link: facts.stopUrl }) : null;
  const text = [greeting, '', ...lines, '', t('email.linkLine', { link: facts.orderUrl }), '', footer, ...(stop ? [stop] : [])].join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t(`email.subject.${key}`, { number: facts.number, shop: facts.shop }))}</title></head>
<body style="margin:0;padding:24px 12px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2118">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 4px;font-size:14px;color:#7a6a5a">${escapeHtml(facts.shop)}</p>
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(greeting)}</p>
${lines.map((line) => `<p style="margin:0 0 8px;font-size:16px;line-height:1.5">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(facts.orderUrl)}" style="display:inline-block;background:#b4451f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(t('email.viewOrder'))}</a></p>
<p style="margin:0;font-size:12px;color:#7a6a5a">${escapeHtml(footer)}</p>
${stop && facts.stopUrl ? `<p style="margin:8px 0 0;font-size:12px;color:#7a6a5a"><a href="${escapeHtml(facts.stopUrl)}" style="color:#7a6a5a">${escapeHtml(t('email.stop', { link: '' }).replace(/:\s*$/, ''))}</a></p>` : ''}
</div></body></html>`;
  return { subject: t(`email.subject.${key}`, { number: facts.number, shop: facts.shop }), text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** GSM 03.38 basic characters, and the Turkish ones the national shift tables add at two septets each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_TWO_SEPTETS = new Set('^{}\\[~]|€ŞşĞğİıç');

/**
 * How many SMS parts a text takes as Netgsm sends it with encoding TR (GSM 7-bit with the Turkish
 * shift table: 155 septets alone, 149 per part when split), or in UCS-2 (70, 67) when it holds a
 * character neither covers (an emoji, say).
 */
export function smsSegments(text: string): number {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_TWO_SEPTETS.has(char)) septets += 2;
    else {
      const units = text.length;
      return units <= 70 ? 1 : Math.ceil(units / 67);
    }
  }
  return septets <= 155 ? 1 : Math.ceil(septets / 149);
}
