import { describe, expect, it } from 'vitest';
import { translate } from '@velvet/contract';
import { appForFile } from '../../../test/helpers.ts';
import { freshIp } from '../../../test/requests.ts';

const ctx = appForFile();

const get = (url: string, lang = 'en', remoteAddress = freshIp()) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': lang } });

describe('GET /api/geo/postcode/{zip}', () => {
  it('answers the place of a Danish postcode with what the form fills in', async () => {
    const res = await get('/api/geo/postcode/2100');
    expect(res.statusCode).toBe(200);
    const { place } = res.json().data;
    expect(place).toMatchObject({ zip_code: '2100', country: 'Denmark', state: '84' });
    expect(place.city).toMatch(/København/);
    expect(place.latitude).toBeCloseTo(55.7, 0);
    expect(place.longitude).toBeCloseTo(12.57, 0);
    expect(place.label).toContain('2100');
  });

  it('names the country in the language of the form that asks: Danmark on a Danish page', async () => {
    for (const [lang, country] of [
      ['da', 'Danmark'],
      ['en', 'Denmark'],
    ] as const) {
      const { place } = (await get('/api/geo/postcode/2100', lang)).json().data;
      expect(place.country).toBe(country);
      expect(place.label).toMatch(new RegExp(`, ${country}$`));
      const { places } = (await get('/api/geo/suggest?q=Odense', lang)).json().data;
      expect(places[0].country).toBe(country);
    }
  });

  it('answers 404 for an unknown code, in both languages', async () => {
    for (const lang of ['en', 'da'] as const) {
      const res = await get('/api/geo/postcode/0001', lang);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, message: translate(lang, 'accounts.geo_not_found') });
    }
  });

  it('refuses input that is not a 4-digit code', async () => {
    for (const zip of ['21', 'abcd', '21000', '2100%20OR%201=1']) {
      const res = await get(`/api/geo/postcode/${zip}`);
      expect(res.statusCode, zip).toBe(400);
      expect(res.json().errors.zip).toEqual(['Zip code field is not valid.']);
    }
  });

  it('is rate limited per IP', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 61; i += 1) last = (await get('/api/geo/postcode/8000', 'en', ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('GET /api/geo/suggest', () => {
  it('suggests towns by name, accent-insensitive, and by ZIP prefix', async () => {
    const byName = await get('/api/geo/suggest?q=aarhus');
    expect(byName.statusCode).toBe(200);
    const places = byName.json().data.places as { city: string; zip_code: string }[];
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(8);
    expect(places.some((p) => p.city.startsWith('Aarhus'))).toBe(true);

    const byZip = await get('/api/geo/suggest?q=50');
    expect(byZip.json().data.places.every((p: { zip_code: string }) => p.zip_code.startsWith('50'))).toBe(
      true,
    );
  });

  it('validates q', async () => {
    const short = await get('/api/geo/suggest?q=a', 'da');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.q).toEqual([translate('da', 'accounts.too_short')]);
    const missing = await get('/api/geo/suggest');
    expect(missing.statusCode).toBe(400);
    const long = await get(`/api/geo/suggest?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await get('/api/geo/suggest?q=zzzzqqq');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.places).toEqual([]);
  });
});
