import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, reportReceipt, reportRequest } from '@velvet/contract';
import { publicForm } from '../../lib/public-form.ts';
import { createReport } from './service.ts';

/** Public "Report this advert": anonymous, rate limited, answers with a receipt. */
const routes: FastifyPluginAsyncZod = async (app) => {
  publicForm(app, {
    url: '/reports',
    tags: ['safety'],
    summary: 'Report an advert (reason, details, optional email); anyone, rate limited',
    body: reportRequest,
    response: envelope(reportReceipt),
    // Enough for a visitor who reports several adverts, too few to flood the moderators' queue.
    rateLimit: { max: 5, timeWindow: '15 minutes' },
    send: (body) => createReport(app.deps, body),
    message: 'reports.received',
  });
};

export default routes;
