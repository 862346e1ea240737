import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flexpaySignature } from '../src/adapters/payments/verotel.ts';

/**
 * A fake Verotel FlexPay for tests and browser journeys: a real HTTP server with FlexPay's order page
 * (`/startorder`, signature checked like FlexPay does) offering Approve and Decline, which redirect the
 * buyer to the order's successURL or declineURL and — on approval — send the signed postback to the app
 * first, as FlexPay does. Tests send refund (`event=credit`) and chargeback postbacks for a sale, or any
 * hand-made postback, signed with the same key.
 */
export type PostbackDelivery = (query: string) => Promise<{ status: number; body: string }>;

export type FakeSale = {
  saleId: string;
  /** Every parameter of the purchase URL, as FlexPay received them. */
  order: Record<string, string>;
  status: 'ORDERED' | 'APPROVED' | 'DECLINED';
};

export type SentPostback = { query: string; params: Record<string, string>; status: number; body: string };

export type FakeVerotel = {
  url: string;
  shopId: string;
  signatureKey: string;
  /** Sales by our referenceID. */
  sales: Map<string, FakeSale>;
  postbacks: SentPostback[];
  /** Opens the purchase URL as the buyer's browser would and approves (or declines) it; returns the redirect. */
  buy(
    purchaseUrl: string,
    decision: 'approve' | 'decline',
  ): Promise<{ location: string; postback?: SentPostback }>;
  /** Signs and sends a postback with exactly these parameters (shopID is added when missing). */
  sendPostback(params: Record<string, string>, options?: { key?: string }): Promise<SentPostback>;
  /** The purchase postback of an approved sale, as FlexPay would send it again. */
  purchasePostback(referenceId: string): Record<string, string>;
  refund(referenceId: string, amount?: string): Promise<SentPostback>;
  chargeback(referenceId: string): Promise<SentPostback>;
  close(): Promise<void>;
};

const html = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let data = '';
  for await (const chunk of req) data += chunk;
  return new URLSearchParams(data);
}

export async function startFakeVerotel(options: {
  deliver: PostbackDelivery;
  shopId?: string;
  signatureKey?: string;
  port?: number;
}): Promise<FakeVerotel> {
  const shopId = options.shopId ?? '104050';
  const signatureKey = options.signatureKey ?? 'test-flexpay-signature-key';
  const sales = new Map<string, FakeSale>();
  const postbacks: SentPostback[] = [];
  /** While set, approvals redirect the buyer at once and their postbacks wait (a slow FlexPay). */
  let holding = false;
  const held: string[] = [];

  async function sendPostback(params: Record<string, string>, opts: { key?: string } = {}) {
    const unsigned = { shopID: shopId, ...params };
    const signed = { ...unsigned, signature: flexpaySignature(opts.key ?? signatureKey, unsigned) };
    const query = new URLSearchParams(signed).toString();
    const answer = await options.deliver(query);
    const sent = { query, params: signed, ...answer };
    postbacks.push(sent);
    return sent;
  }

  function purchasePostback(referenceId: string): Record<string, string> {
    const sale = sales.get(referenceId);
    if (!sale || sale.status !== 'APPROVED')
      throw new Error(`fake FlexPay has no approved sale ${referenceId}`);
    return {
      type: 'purchase',
      shopID: shopId,
      saleID: sale.saleId,
      referenceID: referenceId,
      priceAmount: sale.order.priceAmount!,
      priceCurrency: sale.order.priceCurrency!,
      paymentMethod: 'CC',
      transactionID: sale.saleId,
    };
  }

  async function reverse(referenceId: string, event: 'credit' | 'chargeback', amount?: string) {
    const sale = sales.get(referenceId);
    if (!sale || sale.status !== 'APPROVED')
      throw new Error(`fake FlexPay has no approved sale ${referenceId}`);
    return sendPostback({
      event,
      shopID: shopId,
      saleID: sale.saleId,
      referenceID: referenceId,
      transactionID: String(randomInt(10_000_000, 99_999_999)),
      amount: amount ?? sale.order.priceAmount!,
      currency: sale.order.priceCurrency!,
    });
  }

  /** Checks a purchase URL's parameters as FlexPay does: signature over all but `signature`, our shop. */
  function checkOrder(query: URLSearchParams): Record<string, string> | string {
    const params: Record<string, string> = {};
    for (const [key, value] of query) {
      if (key in params) return `repeated parameter ${key}`;
      params[key] = value;
    }
    const { signature, ...rest } = params;
    if (signature !== flexpaySignature(signatureKey, rest)) return 'invalid signature';
    if (rest.shopID !== shopId) return 'unknown shop';
    if (rest.type !== 'purchase' || !rest.referenceID || !rest.priceAmount || !rest.successURL)
      return 'missing parameters';
    return rest;
  }

  async function decide(referenceId: string, decision: 'approve' | 'decline') {
    const sale = sales.get(referenceId);
    if (!sale) return { error: 'unknown order' } as const;
    if (sale.status === 'ORDERED') sale.status = decision === 'approve' ? 'APPROVED' : 'DECLINED';
    if (sale.status === 'DECLINED') return { location: sale.order.declineURL ?? sale.order.successURL! };
    if (holding) {
      held.push(referenceId);
      return { location: sale.order.successURL! };
    }
    // FlexPay sends the postback right after the sale, before the buyer is redirected.
    const postback = await sendPostback(purchasePostback(referenceId));
    return { location: sale.order.successURL!, postback };
  }

  const page = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FlexPay (test)</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`);
  };

  const server = createServer(async (req, res) => {
    // One request per connection: a client never reuses a socket the server is about to close (ECONNRESET
    // under load).
    res.setHeader('connection', 'close');
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/startorder') {
      const order = checkOrder(url.searchParams);
      if (typeof order === 'string') return page(res, 400, `<h1>Order refused</h1><p>${html(order)}</p>`);
      const reference = order.referenceID!;
      const existing = sales.get(reference);
      if (!existing)
        sales.set(reference, { saleId: String(randomInt(1_000_000, 9_999_999)), order, status: 'ORDERED' });
      const action = `/order/${encodeURIComponent(reference)}`;
      return page(
        res,
        200,
        `<h1>Verotel FlexPay (test)</h1>
<p>${html(order.description ?? '')}</p>
<p><strong>${html(order.priceAmount!)} ${html(order.priceCurrency ?? '')}</strong></p>
<form method="post" action="${action}/approve"><button type="submit">Approve payment</button></form>
<form method="post" action="${action}/decline"><button type="submit">Decline payment</button></form>`,
      );
    }
    const decision = /^\/order\/([^/]+)\/(approve|decline)$/.exec(url.pathname);
    if (req.method === 'POST' && decision) {
      await readForm(req);
      const result = await decide(decodeURIComponent(decision[1]!), decision[2] as 'approve' | 'decline');
      if ('error' in result) return page(res, 404, '<h1>Unknown order</h1>');
      res.writeHead(303, { location: result.location });
      return res.end();
    }
    // Test controls for journeys: money going back for a sale, as FlexPay reports it.
    const control = /^\/_test\/(refund|chargeback)$/.exec(url.pathname);
    if (req.method === 'POST' && control) {
      const form = await readForm(req);
      const reference = form.get('referenceID') ?? '';
      try {
        const sent =
          control[1] === 'refund'
            ? await reverse(reference, 'credit')
            : await reverse(reference, 'chargeback');
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(sent));
      } catch (error) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: (error as Error).message }));
      }
    }
    if (req.method === 'POST' && url.pathname === '/_test/hold') {
      holding = true;
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/_test/release') {
      holding = false;
      const sent = [];
      for (const reference of held.splice(0)) sent.push(await sendPostback(purchasePostback(reference)));
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(sent));
    }
    if (req.method === 'GET' && url.pathname === '/_test/sales') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ sales: [...sales.values()], postbacks }));
    }
    page(res, 404, '<h1>Not found</h1>');
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    shopId,
    signatureKey,
    sales,
    postbacks,
    async buy(purchaseUrl, choice) {
      const opened = await fetch(purchaseUrl);
      if (opened.status !== 200) throw new Error(`FlexPay refused the order: ${await opened.text()}`);
      const reference = new URL(purchaseUrl).searchParams.get('referenceID')!;
      const result = await decide(reference, choice);
      if ('error' in result) throw new Error(result.error);
      return result;
    },
    sendPostback,
    purchasePostback,
    refund: (reference, amount) => reverse(reference, 'credit', amount),
    chargeback: (reference) => reverse(reference, 'chargeback'),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * `node --import tsx test/fake-verotel.ts`: the fake for browser journeys, sending postbacks to
 * FAKE_VEROTEL_POSTBACK_URL and listening on FAKE_VEROTEL_PORT.
 */
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const target = process.env.FAKE_VEROTEL_POSTBACK_URL ?? '';
  const fake = await startFakeVerotel({
    port: Number(process.env.FAKE_VEROTEL_PORT ?? 0),
    shopId: process.env.VEROTEL_SHOP_ID,
    signatureKey: process.env.VEROTEL_SIGNATURE_KEY,
    deliver: async (query) => {
      const res = await fetch(`${target}?${query}`);
      return { status: res.status, body: await res.text() };
    },
  });
  console.log(`fake FlexPay on ${fake.url}, postbacks to ${target}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
