import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake PayPal Orders v2 server for tests: a real HTTP server on a random local port implementing
 * `/v1/oauth2/token`, `/v2/checkout/orders`, `/v2/checkout/orders/{id}` and `/v2/checkout/orders/{id}/capture`
 * with PayPal's rules (approval before capture, one capture per order, PayPal-Request-Id idempotency,
 * 422 issues). Tests play the buyer with `approve()` and can make it fail, decline, pay another amount
 * or hang.
 */
export type FakeBehaviour = {
  /** Every call answers 500. */
  down: boolean;
  /** Capture answers 422 INSTRUMENT_DECLINED. */
  decline: boolean;
  /** Capture reports this amount instead of the order's (a tampered or misconfigured payment). */
  captureAmount: string | null;
  /** Capture reports this custom_id instead of the order's. */
  captureCustomId: string | null;
  /** The capture's own status (PayPal may hold a capture as PENDING). */
  captureStatus: string;
  /** Calls never answer (until the server closes). */
  hang: boolean;
  /** Lifetime of access tokens, in seconds. */
  tokenTtl: number;
};

export type FakeOrder = {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  body: Record<string, unknown>;
  amount: { currency_code: string; value: string };
  customId: string | undefined;
  capture: {
    id: string;
    status: string;
    amount: { currency_code: string; value: string };
    custom_id: string | undefined;
  } | null;
  /** Refunds of the capture, as PayPal lists them under the purchase unit's payments. */
  refunds: { id: string; status: string; amount: { currency_code: string; value: string } }[];
};

export type FakePayPal = {
  url: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakeOrder>;
  behaviour: FakeBehaviour;
  /** How many times each kind of call arrived. */
  calls: { token: number; create: number; get: number; capture: number };
  /** Plays the buyer approving the order at PayPal. */
  approve(orderId: string): void;
  /** The merchant refunds the capture at PayPal (whole amount unless given). */
  refund(orderId: string, amount?: string): void;
  /** The buyer's bank takes the money back: PayPal reports the capture REVERSED. */
  reverse(orderId: string): void;
  /** An order someone made directly at PayPal, outside our app. */
  createOutsideOrder(amount: string, customId?: string): FakeOrder;
  reset(): void;
  close(): Promise<void>;
};

const DEFAULTS: FakeBehaviour = {
  down: false,
  decline: false,
  captureAmount: null,
  captureCustomId: null,
  captureStatus: 'COMPLETED',
  hang: false,
  tokenTtl: 32_400,
};

const orderId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

async function readBody(req: IncomingMessage): Promise<string> {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
}

export async function startFakePayPal(): Promise<FakePayPal> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const behaviour: FakeBehaviour = { ...DEFAULTS };
  const calls = { token: 0, create: 0, get: 0, capture: 0 };
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const issue = (res: ServerResponse, status: number, name: string, issueName: string) =>
    send(res, status, { name, details: [{ issue: issueName }], message: issueName });

  const representation = (o: FakeOrder) => ({
    id: o.id,
    status: o.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: o.customId,
        custom_id: o.customId,
        amount: o.amount,
        ...(o.capture
          ? { payments: { captures: [o.capture], ...(o.refunds.length ? { refunds: o.refunds } : {}) } }
          : {}),
      },
    ],
    links: [
      { href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    if (behaviour.hang) return; // the socket stays open until the test closes the server
    if (behaviour.down) return send(res, 500, { name: 'INTERNAL_SERVER_ERROR' });

    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      calls.token += 1;
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return send(res, 401, { error: 'invalid_client' });
      }
      const token = `A21${randomBytes(16).toString('hex')}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: behaviour.tokenTtl });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    const requestId =
      typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : undefined;
    const replay = requestId ? idempotent.get(`${req.method} ${url.pathname} ${requestId}`) : undefined;
    if (replay) return send(res, replay.status, replay.body);
    const remember = (status: number, answer: unknown) => {
      if (requestId) idempotent.set(`${req.method} ${url.pathname} ${requestId}`, { status, body: answer });
      send(res, status, answer);
    };

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      calls.create += 1;
      const parsed = JSON.parse(body || '{}') as {
        intent?: string;
        purchase_units?: { custom_id?: string; amount?: { currency_code: string; value: string } }[];
      };
      const unit = parsed.purchase_units?.[0];
      if (parsed.intent !== 'CAPTURE' || !unit?.amount)
        return issue(res, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      const order: FakeOrder = {
        id: orderId(),
        status: 'PAYER_ACTION_REQUIRED',
        body: parsed as Record<string, unknown>,
        amount: unit.amount,
        customId: unit.custom_id,
        capture: null,
        refunds: [],
      };
      orders.set(order.id, order);
      return remember(200, representation(order));
    }

    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !order) return issue(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (req.method === 'GET' && match && !match[2]) {
      calls.get += 1;
      return send(res, 200, representation(order!));
    }
    if (req.method === 'POST' && match?.[2]) {
      calls.capture += 1;
      const o = order!;
      if (o.status === 'COMPLETED') return issue(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      if (o.status !== 'APPROVED') return issue(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      if (behaviour.decline) return issue(res, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
      o.status = 'COMPLETED';
      o.capture = {
        id: `CAP${randomBytes(7).toString('hex').toUpperCase()}`,
        status: behaviour.captureStatus,
        amount: { currency_code: o.amount.currency_code, value: behaviour.captureAmount ?? o.amount.value },
        custom_id: behaviour.captureCustomId ?? o.customId,
      };
      return remember(201, representation(o));
    }
    send(res, 404, { name: 'NOT_FOUND' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    clientId,
    clientSecret,
    orders,
    behaviour,
    calls,
    approve(id) {
      const o = orders.get(id);
      if (!o) throw new Error(`fake PayPal has no order ${id}`);
      if (o.status === 'PAYER_ACTION_REQUIRED') o.status = 'APPROVED';
    },
    refund(id, amount) {
      const o = orders.get(id);
      if (!o?.capture) throw new Error(`fake PayPal has no capture for order ${id}`);
      const value = amount ?? o.capture.amount.value;
      o.refunds.push({
        id: `REF${randomBytes(6).toString('hex').toUpperCase()}`,
        status: 'COMPLETED',
        amount: { currency_code: o.capture.amount.currency_code, value },
      });
      o.capture.status = value === o.capture.amount.value ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    },
    reverse(id) {
      const o = orders.get(id);
      if (!o?.capture) throw new Error(`fake PayPal has no capture for order ${id}`);
      o.capture.status = 'REVERSED';
    },
    createOutsideOrder(amount, customId) {
      const o: FakeOrder = {
        id: orderId(),
        status: 'APPROVED',
        body: {},
        amount: { currency_code: 'EUR', value: amount },
        customId,
        capture: null,
        refunds: [],
      };
      orders.set(o.id, o);
      return o;
    },
    reset() {
      Object.assign(behaviour, DEFAULTS);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
