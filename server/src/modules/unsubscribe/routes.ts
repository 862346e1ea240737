import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate, type Language } from '@velvet/contract';
import { escapeHtml } from '../../lib/html.ts';
import { negotiateLanguage } from '../../lib/language.ts';
import { isOurLink, unsubscribe } from './service.ts';

const query = z.object({ token: z.string().max(200).default(''), lang: z.enum(['en', 'da']).optional() });

/**
 * A page without script, so it works in any browser a mail client opens, under the app's CSP: the link
 * in the email opens it (GET changes nothing: mail scanners follow links), its one button POSTs.
 */
function page(lang: Language, body: string): string {
  const t = (key: string) => escapeHtml(translate(lang, key));
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${t('unsubscribe.title')} — Velvet</title>
<style>
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f0d12;color:#f4eef6;font-family:system-ui,-apple-system,Segoe UI,sans-serif;padding:16px}
main{width:100%;max-width:420px;background:#1c1722;border:1px solid #3a3142;border-radius:16px;padding:24px}
h1{font-size:1.4rem;margin:0 0 12px}p{line-height:1.5}form{margin:16px 0 0}
button,a.button{display:block;width:100%;min-height:48px;border-radius:999px;font:inherit;font-weight:700;font-size:1rem;cursor:pointer;text-align:center;text-decoration:none;line-height:48px;padding:0 16px;background:#e7b8d3;color:#120d16;border:0}
button:focus-visible,a:focus-visible{outline:3px solid #fff;outline-offset:2px}.langs{margin-top:16px;font-size:.85rem;text-align:center}.langs a{color:#e7b8d3}
</style></head><body><main><h1>${t('unsubscribe.title')}</h1>${body}</main></body></html>`;
}

const here = (token: string, lang: Language) =>
  `/api/unsubscribe?token=${encodeURIComponent(token)}&lang=${lang}`;

const languageLinks = (token: string) =>
  `<p class="langs"><a href="${escapeHtml(here(token, 'en'))}" lang="en">English</a> · <a href="${escapeHtml(here(token, 'da'))}" lang="da">Dansk</a></p>`;

/**
 * `/api/unsubscribe?token=…`: the target of the RFC 8058 `List-Unsubscribe` header (a mail service POSTs
 * `List-Unsubscribe=One-Click` to it) and of the body's link (GET: the page, its button POSTs). No
 * account, no sign-in: the signed token is the permission, and it names only the address it was sent to.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // A one-click POST is a form (`List-Unsubscribe=One-Click`); the token in the URL is all we need of it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const config = { rateLimit: { max: 20, timeWindow: '10 minutes' }, keepsAnswers: true };
  const schema = { tags: ['system'], querystring: query, hide: false };

  app.get(
    '/unsubscribe',
    { config, schema: { ...schema, summary: 'The page of the "never email me again" link' } },
    async (request, reply) => {
      const { token } = request.query;
      const lang = request.query.lang ?? negotiateLanguage(request.headers['accept-language']);
      const t = (key: string) => escapeHtml(translate(lang, key));
      if (!isOurLink(app.deps, token))
        return html(reply, 400, page(lang, `<p role="alert">${t('unsubscribe.link_invalid')}</p>`));
      return html(
        reply,
        200,
        page(
          lang,
          `<p>${t('unsubscribe.ask')}</p><form method="post" action="${escapeHtml(here(token, lang))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t('unsubscribe.button')}</button></form>${languageLinks(token)}`,
        ),
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      config,
      schema: { ...schema, summary: 'One-click unsubscribe (RFC 8058): the address is never emailed again' },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? negotiateLanguage(request.headers['accept-language']);
      const t = (key: string) => escapeHtml(translate(lang, key));
      if (!(await unsubscribe(app.deps, request.query.token)))
        return html(reply, 400, page(lang, `<p role="alert">${t('unsubscribe.link_invalid')}</p>`));
      return html(
        reply,
        200,
        page(
          lang,
          `<p role="status">${t('unsubscribe.done')}</p><a class="button" href="/">${t('unsubscribe.home')}</a>`,
        ),
      );
    },
  );
};

export default routes;
