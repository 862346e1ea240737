import { TOURS_UPCOMING_MAX, type Tour, type TourBody } from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import type { Place } from '../../adapters/geocoder.ts';
import { AppError } from '../../lib/errors.ts';
import { addError, type FieldErrors } from '../../lib/field-errors.ts';
import { searchDocument } from '../../lib/text.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'database' | 'geocoder'>;

const notAnAdvert = () => new AppError('tools.pause.not_an_advert', 404);
const invalid = (errors: FieldErrors, vars?: Record<string, string>) =>
  new AppError('errors.validation', 422, { errors, ...(vars ? { vars } : {}) });

const toTour = (row: repo.TourRow): Tour => ({
  id: row.id,
  city: row.city,
  zip_code: row.zipCode,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  current: row.current,
});

/**
 * The place a tour names: a known postcode, or a town as people write it ("Aarhus", "Århus", "Arhus",
 * "Copenhagen"), at the town's main postcode. Anything else is unknown: a tour is found where its town
 * is, so it needs a real one.
 */
async function placeOf(
  deps: Deps,
  body: { zip_code?: string | undefined; town?: string | undefined },
): Promise<{ place: Place } | { field: string }> {
  if (body.zip_code) {
    const place = /^\d{4}$/.test(body.zip_code) ? await deps.geocoder.lookupPostcode(body.zip_code) : null;
    return place ? { place } : { field: 'zip_code' };
  }
  const place = await deps.geocoder.findTown(body.town ?? '');
  return place ? { place } : { field: 'town' };
}

export async function listTours(deps: Deps, advertiserId: number): Promise<Tour[]> {
  return (await repo.upcomingTours(deps.database.db, advertiserId)).map(toTour);
}

/**
 * Adds a tour after every check: a known place, and, with the account locked, at most TOURS_UPCOMING_MAX
 * not yet over and no day shared with another. One insert, so a refused tour leaves nothing behind.
 */
export async function addTour(deps: Deps, advertiserId: number, body: TourBody): Promise<Tour> {
  const found = await placeOf(deps, body);
  if (!('place' in found)) throw invalid({ [found.field]: ['tools.tours.place_unknown'] });
  const { place } = found;
  return deps.database.db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, advertiserId);
    if (!account || account.role !== 'advertiser') throw notAnAdvert();
    const upcoming = await repo.upcomingTours(tx, advertiserId);
    const clash = upcoming.find((t) => t.startsOn <= body.ends_on && body.starts_on <= t.endsOn);
    if (clash)
      throw invalid(addError({}, 'starts_on', 'tools.tours.overlaps'), {
        city: clash.city,
        from: clash.startsOn,
        to: clash.endsOn,
      });
    if (upcoming.length >= TOURS_UPCOMING_MAX) throw invalid({ starts_on: ['tools.tours.too_many'] });
    const row = await repo.insertTour(tx, {
      advertiserId,
      zipCode: place.zip,
      city: place.city,
      latitude: place.lat,
      longitude: place.lng,
      searchText: searchDocument(place.city, place.zip),
      startsOn: body.starts_on,
      endsOn: body.ends_on,
    });
    return toTour(row);
  });
}

export async function removeTour(deps: Deps, advertiserId: number, id: number): Promise<void> {
  if (!(await repo.deleteTour(deps.database.db, advertiserId, id)))
    throw new AppError('tools.tours.not_found', 404);
}
