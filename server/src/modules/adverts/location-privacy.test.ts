import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertDetail, AdvertListData, Envelope } from '@velvet/contract';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeAdvertiser } from '../../../test/factories.ts';

/**
 * An attacker who only calls the public API must not learn where an advertiser really is beyond what
 * the public (2-decimal) coordinates already say. The classic attack: move the query point of
 * escort/all along a ray and bisect on where the displayed distance_km flips from 0.9 to 1.0; each
 * flip point lies exactly 0.95 km from the point the server measures from, and three of them give that
 * point back (the centre of the circle through them). Measured from the stored coordinates, this
 * recovered a stored point to the metre in under a hundred requests.
 */

// Stored far from its public (rounded) point: 55.67, 12.57 is ~0.6 km away.
const STORED = { latitude: 55.674_9, longitude: 12.565_1 };
const EARTH_M = 6_378_168; // the radius earthdistance uses
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Metres on a local plane around the stored point (equirectangular: metre-exact at this scale). */
const toPlane = (p: { latitude: number; longitude: number }) => ({
  x: rad(p.longitude - STORED.longitude) * Math.cos(rad(STORED.latitude)) * EARTH_M,
  y: rad(p.latitude - STORED.latitude) * EARTH_M,
});
const fromPlane = (q: { x: number; y: number }) => ({
  latitude: STORED.latitude + (q.y / EARTH_M) * (180 / Math.PI),
  longitude: STORED.longitude + (q.x / (EARTH_M * Math.cos(rad(STORED.latitude)))) * (180 / Math.PI),
});

let ctx: TestContext;
let guid: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ guid } = await makeAdvertiser(ctx.deps.database.db, { name: 'Hidden spot', ...STORED }));
});
afterAll(() => ctx?.close());

let requests = 0;
async function distanceKm(point: { x: number; y: number }): Promise<number> {
  const { latitude, longitude } = fromPlane(point);
  requests += 1;
  const res = await ctx.app.inject({
    url: `/api/escort/all?latitude=${latitude.toFixed(7)}&longitude=${longitude.toFixed(7)}`,
  });
  const body = res.json() as Envelope<AdvertListData>;
  const card = body.data.escorts.find((e) => e.guid === guid);
  if (card?.distance_km === undefined) throw new Error('target not listed');
  return card.distance_km;
}

/** Along a ray from `start`, the point where the displayed distance first reaches 1.0 km (to ~1 cm). */
async function flipPoint(start: { x: number; y: number }, angle: number) {
  const at = (t: number) => ({ x: start.x + t * Math.cos(angle), y: start.y + t * Math.sin(angle) });
  let inside = 0;
  let outside = 3000;
  while (outside - inside > 0.01) {
    const mid = (inside + outside) / 2;
    if ((await distanceKm(at(mid))) >= 1) outside = mid;
    else inside = mid;
  }
  return at((inside + outside) / 2);
}

/** Centre of the circle through three points. */
function circumcentre(a: { x: number; y: number }, b: { x: number; y: number }, c: { x: number; y: number }) {
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  const a2 = a.x ** 2 + a.y ** 2;
  const b2 = b.x ** 2 + b.y ** 2;
  const c2 = c.x ** 2 + c.y ** 2;
  return {
    x: (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
    y: (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d,
  };
}

describe('distance_km does not locate an advertiser beyond the public coordinates', () => {
  it('a bisection attack through escort/all learns nothing closer than the public point', async () => {
    const detail = await ctx.app.inject({ url: `/api/escort/getById/${guid}` });
    const shown = (detail.json() as Envelope<{ escort: AdvertDetail }>).data.escort;
    const publicPoint = toPlane({ latitude: shown.latitude!, longitude: shown.longitude! });
    const publicOffset = Math.hypot(publicPoint.x, publicPoint.y);
    expect(publicOffset).toBeGreaterThan(500); // the test's premise: the public point is far from the stored one

    // The attacker starts from what is public and walks three rays out of it.
    const flips = [];
    for (const angle of [0, (2 * Math.PI) / 3, (4 * Math.PI) / 3])
      flips.push(await flipPoint(publicPoint, angle));
    const guess = circumcentre(flips[0]!, flips[1]!, flips[2]!);
    const error = Math.hypot(guess.x, guess.y);

    expect(requests).toBeLessThan(200);
    // Measured from the stored point the guess was within a metre; now it is the public point at best.
    expect(error).toBeGreaterThan(publicOffset - 50);
  });

  it('every distance shown is the distance from the public point', async () => {
    const from = { latitude: 55.6, longitude: 12.4 };
    const res = await ctx.app.inject({
      url: `/api/escort/all?latitude=${from.latitude}&longitude=${from.longitude}`,
    });
    const card = (res.json() as Envelope<AdvertListData>).data.escorts.find((e) => e.guid === guid)!;
    // Great-circle distance from the public point 55.67, 12.57, shown to 0.1 km.
    const [lat1, lat2] = [rad(55.67), rad(from.latitude)];
    const h =
      Math.sin((lat2 - lat1) / 2) ** 2 +
      Math.cos(lat1) * Math.cos(lat2) * Math.sin(rad(from.longitude - 12.57) / 2) ** 2;
    const metres = 2 * EARTH_M * Math.asin(Math.sqrt(h));
    expect(card.distance_km).toBe(Math.round(metres / 100) / 10);
  });
});
