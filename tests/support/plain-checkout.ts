/**
 * A customer without JavaScript, over plain HTTP: the product page's "add to cart" form and the
 * checkout form posted as a browser posts them when no script runs (Next's server actions accept
 * such posts, with the hidden fields the page renders). Cheap enough to place hundreds of orders
 * against a running server, through the same pages and actions a visitor uses.
 */
import { AYSE } from '@/tests/support/fixtures/customer';

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescape = (text: string) => text.replace(/&quot;|&amp;|&#x27;|&#39;|&lt;|&gt;/g, (entity) => ENTITIES[entity] ?? entity);

/** The hidden fields of the page's form that has a field named `marker` (the action's id, key and state among them). */
export function hiddenFieldsOf(html: string, marker: string): Array<[string, string]> {
  for (const match of html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)) {
    const body = match[1] ?? '';
    if (!body.includes(`name="${marker}"`)) continue;
    return [...body.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([input]) => {
      const name = /name="([^"]*)"/.exec(input)?.[1];
      return name === undefined ? [] : [[unescape(name), unescape(/value="([^"]*)"/.exec(input)?.[1] ?? '')] as [string, string]];
    });
  }
  throw new Error(`no form with a field named ${marker} on the page`);
}

/** One visitor's cookies, kept across requests to one site. */
class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async request(path: string, body?: FormData): Promise<Response> {
    const response = await fetch(`${this.base}${path}`, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'accept-language': 'tr-TR' },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /** Posts the page's form marked by `marker` with its hidden fields and `fields`. */
  async submit(path: string, marker: string, fields: Record<string, string>): Promise<Response> {
    const page = await this.request(path);
    if (!page.ok) throw new Error(`GET ${path}: HTTP ${page.status}`);
    const data = new FormData();
    for (const [name, value] of hiddenFieldsOf(await page.text(), marker)) data.append(name, value);
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return this.request(path, data);
  }
}

/** A new visitor puts one of the product (no options) in the cart and orders it for delivery as Ayşe; answers the order's public id. */
export async function placeOrderWithoutScript(base: string, slug: string): Promise<string> {
  const visitor = new Visitor(base);
  const added = await visitor.submit(`/product/${slug}`, 'variantId', { quantity: '1' });
  if (added.status >= 400) throw new Error(`adding ${slug} to the cart: HTTP ${added.status}`);
  const placed = await visitor.submit('/checkout', 'idempotencyKey', {
    ...AYSE,
    paymentMethodId: '1',
    invoiceKind: '',
    intent: 'place-order',
  });
  const location = placed.headers.get('location') ?? '';
  const publicId = /\/orders\/([A-Za-z0-9]+)/.exec(location)?.[1];
  if (!publicId) {
    const alert = /role="alert"[^>]*>([^<]*)/.exec(await placed.text())?.[1];
    throw new Error(`the checkout did not place the order: HTTP ${placed.status}${alert ? `, "${alert}"` : ''}`);
  }
  return publicId;
}
