import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../adapters/mailer.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * Development-only pages (never registered when NODE_ENV=production): the dev outbox at /dev/mail
 * (HTML, newest first) and /dev/mail.json, which tests and e2e journeys read codes from.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  await app.register(import('./checkout.ts'));

  app.get(
    '/mail.json',
    { schema: { querystring: z.object({ to: z.string().optional() }) } },
    async (request) => {
      const rows = await listOutbox(db, 200);
      const to = request.query.to?.toLowerCase();
      return {
        status: true,
        message: 'OK',
        data: {
          messages: rows
            .filter((r) => !to || r.to.toLowerCase() === to)
            .map((r) => ({
              id: r.id,
              to: r.to,
              subject: r.subject,
              text: r.text,
              template: r.template,
              lang: r.lang,
              status: r.status,
              list_unsubscribe: r.listUnsubscribe,
              created_at: r.createdAt,
            })),
        },
      };
    },
  );

  app.get('/mail', async (_request, reply) => {
    const rows = await listOutbox(db, 200);
    const items = rows
      .map(
        (r) =>
          `<article><h2>${escapeHtml(r.subject)}</h2><p class="meta">to ${escapeHtml(r.to)} · ${escapeHtml(
            r.createdAt.toISOString(),
          )} · ${escapeHtml(r.template)} (${escapeHtml(r.lang)})· ${escapeHtml(r.status)}${r.lastError ? ` · <strong>${escapeHtml(r.lastError)}</strong>` : ''}</p><pre>${escapeHtml(r.text)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox — Velvet</title>
<style>body{font-family:system-ui,sans-serif;background:#111;color:#eee;max-width:900px;margin:auto;padding:1rem}article{border:1px solid #444;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#aaa;font-size:.9rem}</style></head>
<body><h1>Dev outbox</h1><p>${rows.length} message(s), newest first. This page does not exist in production.</p>${items || '<p>No email sent yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};

export default routes;
