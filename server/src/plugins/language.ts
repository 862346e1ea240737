import fp from 'fastify-plugin';
import type { Language } from '@velvet/contract';
import { negotiateLanguage } from '../lib/language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** `da` or `en`, from Accept-Language. */
    lang: Language;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request) => {
      request.lang = negotiateLanguage(request.headers['accept-language']);
    });
  },
  { name: 'language' },
);
