/** What the bench measures: the HTTP load's URLs and the public calls whose query plans are checked. */
import { COPENHAGEN } from '@velvet/contract';
import type { Endpoint } from './http.ts';
import type { Sample } from './plans.ts';

/** Towns across Denmark, from the capital to Bornholm and Skagen: the points escort/all is asked about. */
export const DANISH_POINTS = [
  { name: 'Copenhagen', ...COPENHAGEN },
  { name: 'Aarhus', lat: 56.1567, lng: 10.2108 },
  { name: 'Odense', lat: 55.3959, lng: 10.3883 },
  { name: 'Aalborg', lat: 57.048, lng: 9.9187 },
  { name: 'Esbjerg', lat: 55.4765, lng: 8.4594 },
  { name: 'Roskilde', lat: 55.6415, lng: 12.0803 },
  { name: 'Vejle', lat: 55.7093, lng: 9.5357 },
  { name: 'Rønne', lat: 55.1009, lng: 14.7066 },
  { name: 'Skagen', lat: 57.7209, lng: 10.5839 },
];

export function endpoints(sample: Sample): Endpoint[] {
  const [i1 = 1, i2 = 2, i3 = 3] = sample.interestIds;
  const search = [
    'page=1&page_size=9',
    'sex=Woman&page=1&page_size=9',
    'sex=Woman&age=25&page=1&page_size=9',
    'age=30&page=2&page_size=9',
    'address=k%C3%B8benhavn&page=1&page_size=9',
    'address=aarhus&sex=Woman&page=1&page_size=9',
    'zip_code=8000&page=1&page_size=9',
    'zip_code=2&page=3&page_size=9',
    `interests=${i1}&page=1&page_size=9`,
    `interests=${i1},${i2}&sex=Woman&page=1&page_size=9`,
    `sex=Man&interests=${i3}&page=1&page_size=9`,
    'address=vestergade&page=1&page_size=9',
    'sex=Trans&age=18&page=1&page_size=9',
    'page=40&page_size=9',
  ].map((q) => `/api/escort/search?${q}`);
  const all = DANISH_POINTS.flatMap((p) =>
    [1, 2].map((page) => `/api/escort/all?latitude=${p.lat}&longitude=${p.lng}&page=${page}`),
  );
  return [
    { name: 'ceiling', paths: ['/bench/ceiling'] },
    { name: 'escort/search', paths: search },
    { name: 'escort/all', paths: all },
    { name: 'escort/getById', paths: sample.guids.map((g) => `/api/escort/getById/${g}`) },
    { name: 'escort/getRelated', paths: sample.guids.map((g) => `/api/escort/getRelated/${g}`) },
    { name: 'escort/featured', paths: ['/api/escort/featured'] },
    {
      name: 'escort/normal?page_size=100',
      paths: [1, 2, 3].map((p) => `/api/escort/normal?page=${p}&page_size=100`),
    },
    // The two large answers again as a browser asks for them (brotli): the answer cache keeps the
    // compressed bytes, so these show what a visitor costs; the rows above are a proxy asking plain.
    {
      name: 'escort/featured (br)',
      paths: ['/api/escort/featured'],
      headers: { 'accept-encoding': 'br, gzip' },
    },
    {
      name: 'escort/normal?page_size=100 (br)',
      paths: [1, 2, 3].map((p) => `/api/escort/normal?page=${p}&page_size=100`),
      headers: { 'accept-encoding': 'br, gzip' },
    },
    { name: 'feedback/user', paths: sample.guids.map((g) => `/api/feedback/user/${g}`) },
    // The advert page as a visitor's browser asks for it: rendered on the server, with its data (the web
    // app must be built, `npm run build -w web`); the 18+ answer given, as on every page after the first.
    {
      name: 'details (HTML)',
      paths: sample.guids.map((g) => `/details?guid=${g}`),
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', cookie: 'age_ok=1' },
    },
    { name: 'get-user-package', paths: sample.ids.map((id) => `/api/escort/get-user-package/${id}`) },
  ];
}

/** The public calls whose plans are checked: every route a visitor's page load makes, a few variants each. */
export function explainedUrls(sample: Sample): [string, string][] {
  const [guid = '', other = guid] = sample.guids;
  return [
    ['escort/search', '/api/escort/search?page=1&page_size=9'],
    ['escort/search', '/api/escort/search?sex=Woman&age=25&page=1&page_size=9'],
    ['escort/search', '/api/escort/search?address=k%C3%B8benhavn&page=1&page_size=9'],
    ['escort/search', '/api/escort/search?zip_code=8000&page=1&page_size=9'],
    [
      'escort/search',
      `/api/escort/search?interests=${sample.interestIds.slice(0, 2).join(',')}&page=1&page_size=9`,
    ],
    ['escort/search', '/api/escort/search?page=40&page_size=9'],
    ['escort/search', '/api/escort/search?photo_verified=1&page=1&page_size=9'],
    ['escort/search', '/api/escort/search?photo_verified=1&sex=Woman&page=3&page_size=9'],
    ['escort/normal', '/api/escort/normal?page=1&page_size=100'],
    ['escort/featured', '/api/escort/featured'],
    ['escort/getById', `/api/escort/getById/${guid}`],
    ['escort/getRelated', `/api/escort/getRelated/${guid}`],
    ['escort/getRelated', `/api/escort/getRelated/${other}`],
    ['feedback/user', `/api/feedback/user/${guid}`],
    ['get-user-package', `/api/escort/get-user-package/${sample.ids[0] ?? 1}`],
  ];
}
