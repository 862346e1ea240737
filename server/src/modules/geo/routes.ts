import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, geoPlace, suggestQuery, zipParam, type GeoPlace } from '@velvet/contract';
import type { Place } from '../../adapters/geocoder.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';

const SUGGESTION_LIMIT = 8;

/** What the registration form fills in from a place: address, city, state, country, zip and coordinates. */
function toGeoPlace(place: Place): GeoPlace {
  return {
    zip_code: place.zip,
    city: place.city,
    address: `${place.zip} ${place.city}`,
    state: place.state,
    country: place.country,
    latitude: place.lat,
    longitude: place.lng,
    label: `${place.zip} ${place.city}, ${place.country}`,
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
      return ok(request.lang, { place: toGeoPlace(place) });
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
      return ok(request.lang, { places: places.map(toGeoPlace) });
    },
  );
};

export default routes;
