import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interestListResponse, type Interest, type Language } from '@velvet/contract';
import { interestName } from '../adverts/index.ts';
import { allInterests } from './repo.ts';

const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator('en', { sensitivity: 'base' }),
  // Danish order puts æ ø å after z.
  da: new Intl.Collator('da', { sensitivity: 'base' }),
};

/** The interest list (`auth/interests`): names in the request's language, sorted the way it reads. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.publicRead({
    url: '/auth/interests',
    cached: true,
    tags: ['catalogue'],
    summary: 'Every interest (service), name localised by Accept-Language, sorted by that name',
    response: interestListResponse,
    load: async ({ lang }) => {
      const list: Interest[] = (await allInterests(app.deps.database.db))
        .map((i) => ({ id: i.id, name: interestName(i, lang), name_en: i.nameEn, name_da: i.nameDa }))
        .sort((a, b) => collators[lang].compare(a.name, b.name) || a.id - b.id);
      return { interests: list };
    },
  });
};

export default routes;
