import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { intlLocale, type Language } from '@velvet/contract';
import { withToken } from '../../adapters/payments/index.ts';
import { decideLocalOrder, findLocalOrder, type LocalOrder } from '../../adapters/payments/local.ts';
import { negotiateLanguage } from '../../lib/language.ts';
import { escapeHtml } from '../../lib/html.ts';
import { settleLocalDecision } from '../payments/index.ts';

const TEXT = {
  en: {
    title: 'Local checkout',
    notice:
      'Development checkout of the local payment provider. No money moves; this page does not exist in production.',
    package: 'Package',
    amount: 'Amount',
    currency: 'Currency',
    order: 'Order',
    approve: 'Approve payment',
    cancel: 'Cancel payment',
    notFound: 'This order does not exist.',
    decided: {
      APPROVED: 'This order has already been approved.',
      COMPLETED: 'This order has already been paid.',
      VOIDED: 'This order has been cancelled.',
    },
    back: 'Back to Velvet',
  },
  da: {
    title: 'Lokal betaling',
    notice:
      'Udviklingsbetaling hos den lokale betalingsudbyder. Ingen penge flyttes; siden findes ikke i produktion.',
    package: 'Pakke',
    amount: 'Beløb',
    currency: 'Valuta',
    order: 'Ordre',
    approve: 'Godkend betaling',
    cancel: 'Annuller betaling',
    notFound: 'Denne ordre findes ikke.',
    decided: {
      APPROVED: 'Denne ordre er allerede godkendt.',
      COMPLETED: 'Denne ordre er allerede betalt.',
      VOIDED: 'Denne ordre er annulleret.',
    },
    back: 'Tilbage til Velvet',
  },
} as const;

function languageOf(request: FastifyRequest, q: string | undefined): Language {
  return q === 'da' || q === 'en' ? q : negotiateLanguage(request.headers['accept-language']);
}

function page(lang: Language, body: string): string {
  const t = TEXT[lang];
  // No script at all: the page works under the app's CSP, with plain forms as on PayPal's side.
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)} — Velvet</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f0d12;color:#f4eef6;font-family:system-ui,-apple-system,Segoe UI,sans-serif;padding:16px}
main{width:100%;max-width:420px;background:#1c1722;border:1px solid #3a3142;border-radius:16px;padding:24px}
h1{font-size:1.4rem;margin:0 0 8px}.notice{font-size:.85rem;color:#b9a9c2;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#b9a9c2}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.total{font-size:1.6rem}form{margin:0 0 12px}button,a.button{display:block;width:100%;min-height:48px;border-radius:999px;font:inherit;font-weight:700;font-size:1rem;cursor:pointer;text-align:center;text-decoration:none;line-height:48px;padding:0 16px}
.approve{background:#e7b8d3;color:#120d16;border:0}.approve:hover{background:#f0cde1}.cancel{background:transparent;color:#e7b8d3;border:1px solid #e7b8d3}
button:focus-visible,a.button:focus-visible{outline:3px solid #fff;outline-offset:2px}.langs{margin-top:16px;font-size:.85rem;text-align:center}.langs a{color:#e7b8d3}
</style></head><body><main>${body}</main></body></html>`;
}

function languageLinks(orderId: string): string {
  const id = encodeURIComponent(orderId);
  return `<p class="langs"><a href="/dev/checkout/${id}?lang=en" lang="en">English</a> · <a href="/dev/checkout/${id}?lang=da" lang="da">Dansk</a></p>`;
}

function orderPage(lang: Language, order: LocalOrder): string {
  const t = TEXT[lang];
  const locale = intlLocale(lang);
  const total = new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(
    Number(order.amount),
  );
  const id = encodeURIComponent(order.id);
  const facts = `<dl><dt>${t.package}</dt><dd>${escapeHtml(order.description)}</dd><dt>${t.currency}</dt><dd>${escapeHtml(order.currency)}</dd><dt>${t.order}</dt><dd>${escapeHtml(order.id)}</dd><dt>${t.amount}</dt><dd class="total">${escapeHtml(total)}</dd></dl>`;
  if (order.status !== 'CREATED') {
    const back = order.status === 'VOIDED' ? order.cancelUrl : order.returnUrl;
    return page(
      lang,
      `<h1>${t.title}</h1><p role="status">${t.decided[order.status]}</p>${facts}<a class="button approve" href="${escapeHtml(withToken(back, order.id))}">${t.back}</a>`,
    );
  }
  return page(
    lang,
    `<h1>${t.title}</h1><p class="notice">${t.notice}</p>${facts}
<form method="post" action="/dev/checkout/${id}/approve"><button class="approve" type="submit">${t.approve}</button></form>
<form method="post" action="/dev/checkout/${id}/cancel"><button class="cancel" type="submit">${t.cancel}</button></form>${languageLinks(order.id)}`,
  );
}

const params = z.object({ orderId: z.string().min(1).max(100) });
const query = z.object({ lang: z.string().optional() });

/**
 * The local payment provider's checkout, mounted under /dev and so never in production:
 * shows the order and answers the buyer's approve or cancel with 303 to the order's return or cancel
 * URL plus `token={orderId}`, as PayPal does.
 */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // The two buttons post plain HTML forms; their (empty) body is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.get('/checkout/:orderId', { schema: { params, querystring: query } }, async (request, reply) => {
    const lang = languageOf(request, request.query.lang);
    const order = await findLocalOrder(db, request.params.orderId);
    if (!order)
      return html(
        reply,
        404,
        page(lang, `<h1>${TEXT[lang].title}</h1><p role="alert">${TEXT[lang].notFound}</p>`),
      );
    return html(reply, 200, orderPage(lang, order));
  });

  for (const decision of ['approve', 'cancel'] as const) {
    app.post(
      `/checkout/:orderId/${decision}`,
      { schema: { params, querystring: query } },
      async (request, reply) => {
        const lang = languageOf(request, request.query.lang);
        const { orderId } = request.params;
        const decided = await decideLocalOrder(db, orderId, decision);
        const order = decided ?? (await findLocalOrder(db, orderId));
        if (!order)
          return html(
            reply,
            404,
            page(lang, `<h1>${TEXT[lang].title}</h1><p role="alert">${TEXT[lang].notFound}</p>`),
          );
        // A double-submitted form lands where the first one did; a contradicting decision is refused.
        const same =
          decision === 'approve'
            ? order.status === 'APPROVED' || order.status === 'COMPLETED'
            : order.status === 'VOIDED';
        if (!decided && !same) return html(reply, 409, orderPage(lang, order));
        // The order is settled here, as a provider's postback would: the browser may come back to another
        // host name (127.0.0.1 for localhost) where it has no session, and the payment must not hang on it.
        if (decided) {
          await settleLocalDecision({ deps: app.deps, lang, log: request.log }, orderId, decision);
        }
        const target = decision === 'approve' ? order.returnUrl : order.cancelUrl;
        return reply.code(303).header('location', withToken(target, order.id)).send();
      },
    );
  }
};

export default checkoutRoutes;
