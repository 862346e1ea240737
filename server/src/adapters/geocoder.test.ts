import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoder, findTown, lookupPostcode, regionCode, suggestPlaces } from './geocoder.ts';

describe('offline postcodes', () => {
  it('finds a known postcode with its town, centre and region', () => {
    expect(lookupPostcode('8000')).toEqual({
      zip: '8000',
      city: 'Aarhus C',
      lat: 56.1535,
      lng: 10.2034,
      state: '82',
      country: 'Denmark',
    });
    expect(lookupPostcode(' 1050 ')?.city).toBe('København K');
  });

  it('answers null for codes that do not exist', () => {
    for (const zip of ['0000', '0999', '99999', 'abcd', '', '8000; drop table'])
      expect(lookupPostcode(zip)).toBeNull();
  });

  it('suggests København for "kob", "køb", "Koebenhavn" and "KØBENHAVN"', () => {
    for (const query of ['kob', 'køb', 'Koebenhavn', 'KØBENHAVN']) {
      const towns = suggestPlaces(query, 8).map((p) => p.city);
      expect(towns[0], query).toMatch(/^København /);
      expect(new Set(towns).size, query).toBe(towns.length);
    }
    expect(suggestPlaces('århus', 3)[0]?.city).toBe('Aarhus C');
    expect(suggestPlaces('arhus', 3)[0]?.city).toBe('Aarhus C');
  });

  it('finds a town as people write it, at its main postcode', () => {
    const spellings: [name: string, place: string][] = [
      ['Aarhus', '8000 Aarhus C'],
      ['Århus', '8000 Aarhus C'],
      ['aarhus', '8000 Aarhus C'],
      ['Arhus', '8000 Aarhus C'],
      ['AARHUS C', '8000 Aarhus C'],
      ['ARHUS C', '8000 Aarhus C'],
      ['Aarhus N', '8200 Aarhus N'],
      ['København', '1001 København K'],
      ['Kobenhavn', '1001 København K'],
      ['Koebenhavn', '1001 København K'],
      ['KØBENHAVN', '1001 København K'],
      ['Copenhagen', '1001 København K'],
      ['københavn v', '1500 København V'],
      ['Odense', '5000 Odense C'],
      ['odense sø', '5220 Odense SØ'],
      ['Aalborg', '9000 Aalborg'],
      ['Ålborg', '9000 Aalborg'],
      ['Alborg', '9000 Aalborg'],
      ['Aalborg Øst', '9220 Aalborg Øst'],
      ['Frederiksberg', '2000 Frederiksberg'],
      ['Helsingør', '3000 Helsingør'],
      ['Helsingor', '3000 Helsingør'],
      ['Elsinore', '3000 Helsingør'],
      ['Viby J', '8260 Viby J'],
      ['  esbjerg  ', '6700 Esbjerg'],
    ];
    for (const [name, place] of spellings) {
      const found = findTown(name);
      expect(found && `${found.zip} ${found.city}`, name).toBe(place);
    }
    for (const name of ['Atlantis', 'Aar', 'hus', 'C', '', '  ', 'København X'])
      expect(findTown(name), name).toBeNull();
  });

  it('ranks names that start with the text before names that only contain it', () => {
    const towns = suggestPlaces('by', 50).map((p) => p.city);
    const firstContaining = towns.findIndex((t) => !t.toLowerCase().startsWith('by') && !/ by/i.test(t));
    const lastStarting = towns.map((t) => t.toLowerCase().startsWith('by')).lastIndexOf(true);
    expect(lastStarting).toBeGreaterThanOrEqual(0);
    expect(firstContaining === -1 || firstContaining > lastStarting).toBe(true);
  });

  it('suggests postcodes by prefix, every code once, in order, within the limit', () => {
    expect(suggestPlaces('82', 5).map((p) => `${p.zip} ${p.city}`)).toEqual([
      '8200 Aarhus N',
      '8210 Aarhus V',
      '8220 Brabrand',
      '8230 Åbyhøj',
      '8240 Risskov',
    ]);
    expect(suggestPlaces('5000 odense', 3).map((p) => `${p.zip} ${p.city}`)).toEqual(['5000 Odense C']);
    expect(suggestPlaces('', 5)).toEqual([]);
    expect(suggestPlaces('zzzzqq', 5)).toEqual([]);
  });

  it('derives the ISO 3166-2 region from the postcode', () => {
    expect(
      [
        '1050',
        '2800',
        '3700',
        '4000',
        '2670',
        '5000',
        '6700',
        '6950',
        '7100',
        '7400',
        '7700',
        '8000',
        '9000',
      ].map(regionCode),
    ).toEqual(['84', '84', '84', '85', '85', '83', '83', '82', '83', '82', '81', '82', '81']);
    expect(regionCode('x')).toBe('');
  });

  it('is the default geocoder without a Google key', async () => {
    const geocoder = createGeocoder({});
    expect(geocoder.source).toBe('offline');
    expect((await geocoder.lookupPostcode('5000'))?.city).toBe('Odense C');
    expect((await geocoder.suggestPlaces('køb', 1))[0]?.city).toMatch(/^København/);
  });
});

describe('Google geocoding (against a local fake of the Geocoding API)', () => {
  type Seen = { path: string; query: URLSearchParams };
  const seen: Seen[] = [];
  let mode: 'ok' | 'zero' | 'denied' | 'http500' | 'hang' | 'vague' = 'ok';
  let server: http.Server;
  let endpoint: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push({ path: url.pathname, query: url.searchParams });
      if (mode === 'hang') return; // never answers
      if (mode === 'http500') {
        res.writeHead(500).end('boom');
        return;
      }
      const zip = (url.searchParams.get('address') ?? '').replace(/^dk-/, '');
      const body =
        mode === 'zero'
          ? { status: 'ZERO_RESULTS', results: [] }
          : mode === 'denied'
            ? { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] }
            : {
                status: 'OK',
                results: [
                  {
                    address_components: [
                      ...(mode === 'vague'
                        ? []
                        : [{ long_name: zip, short_name: zip, types: ['postal_code'] }]),
                      { long_name: 'Aarhus', short_name: 'Aarhus', types: ['locality', 'political'] },
                      { long_name: 'Danmark', short_name: 'DK', types: ['country', 'political'] },
                    ],
                    formatted_address: `${zip} Aarhus, Danmark`,
                    geometry: { location: { lat: 56.15674, lng: 10.21076 } },
                  },
                ],
              };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks for dk-<zip> restricted to Denmark and uses the answer', async () => {
    mode = 'ok';
    const geocoder = createGeocoder({ googleMapsApiKey: 'test-key', googleGeocodeUrl: endpoint });
    expect(geocoder.source).toBe('google');
    expect(await geocoder.lookupPostcode('8000')).toEqual({
      zip: '8000',
      city: 'Aarhus',
      lat: 56.15674,
      lng: 10.21076,
      state: '82',
      country: 'Denmark',
    });
    const request = seen.at(-1)!;
    expect(request.path).toBe('/maps/api/geocode/json');
    expect(request.query.get('address')).toBe('dk-8000');
    expect(request.query.get('components')).toBe('country:DK');
    expect(request.query.get('key')).toBe('test-key');
  });

  it('does not ask Google about text that is not a postcode', async () => {
    const before = seen.length;
    const geocoder = createGeocoder({ googleMapsApiKey: 'test-key', googleGeocodeUrl: endpoint });
    expect(await geocoder.lookupPostcode('80&key=x')).toBeNull();
    expect(seen.length).toBe(before);
  });

  it('falls back to the offline list when Google finds nothing, refuses, fails or hangs', async () => {
    const errors: unknown[] = [];
    const geocoder = createGeocoder({
      googleMapsApiKey: 'test-key',
      googleGeocodeUrl: endpoint,
      timeoutMs: 300,
      onError: (e) => errors.push(e),
    });
    for (const m of ['zero', 'vague', 'denied', 'http500', 'hang'] as const) {
      mode = m;
      expect(await geocoder.lookupPostcode('8000'), m).toMatchObject({
        zip: '8000',
        city: 'Aarhus C',
        lat: 56.1535,
      });
      expect(await geocoder.lookupPostcode('0000'), m).toBeNull();
    }
    // Failures are reported; an empty answer is not a failure.
    expect(errors.length).toBe(6);
  });

  it('falls back when the service cannot be reached at all', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const geocoder = createGeocoder({
      googleMapsApiKey: 'k',
      googleGeocodeUrl: `http://127.0.0.1:${port}/geocode`,
    });
    expect((await geocoder.lookupPostcode('9000'))?.city).toBe('Aalborg');
  });
});
