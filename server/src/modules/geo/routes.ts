import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, geoPlace, suggestQuery, zipParam, type GeoPlace, type Language } from '@velvet/contract';
import type { Place } from '../../adapters/geocoder.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';

const SUGGESTION_LIMIT = 8;

/** Denmark in each language, as a person writes it in a form of that language ("Danmark" in Danish). */
const DENMARK: Record<Language, string> = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }).of('DK')!,
  da: new Intl.DisplayNames(['da'], { type: 'region' }).of('DK')!,
};

/**
 * What the registration form fills in from a place: address, city, state, country, zip and coordinates; the
 * country in the request's language (every place the geocoder answers is in Denmark).
 */
function toGeoPlace(place: Place, lang: Language): GeoPlace {
  const country = place.country === 'Denmark' ? DENMARK[lang] : place.country;
  return {
    zip_code: place.zip,
    city: place.city,
    address: `${place.zip} ${place.city}`,
    state: place.state,
    country,
    latitude: place.lat,
    longitude: place.lng,
    label: `${place.zip} ${place.city}, ${country}`,
  };
}

/**
 * ZIP lookup and town suggestions for the registration and profile forms: offline Danish postcodes,
 * or Google geocoding when GOOGLE_MAPS_API_KEY is set (the geocoder comes with the app's dependencies). Public, so lightly
 * rate-limited per IP.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { geocoder } = app.deps;
  const rateLimit = { max: 60, timeWindow: '1 minute' };

  app.get(
    '/geo/postcode/:zip',
    {
      config: { rateLimit },
      schema: {
        tags: ['geo'],
        params: z.object({ zip: zipParam }),
        response: { 200: envelope(z.object({ place: geoPlace })) },
      },
    },
    async (request) => {
      const place = await geocoder.lookupPostcode(request.params.zip);
      if (!place) throw new AppError('accounts.geo_not_found', 404);
      return ok(request.lang, { place: toGeoPlace(place, request.lang) });
    },
  );

  app.get(
    '/geo/suggest',
    {
      config: { rateLimit },
      schema: {
        tags: ['geo'],
        querystring: suggestQuery,
        response: { 200: envelope(z.object({ places: z.array(geoPlace) })) },
      },
    },
    async (request) => {
      const places = await geocoder.suggestPlaces(request.query.q, SUGGESTION_LIMIT);
      return ok(request.lang, { places: places.map((place) => toGeoPlace(place, request.lang)) });
    },
  );
};

export default routes;
