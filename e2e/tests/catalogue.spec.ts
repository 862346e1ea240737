import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DESKTOP, expect, expectNoAxeViolations, open, PHONE, readEmails, snap, test } from '../fixtures';

// Visitor journeys: what a visitor sees — home, filter, pager, carousel, advert detail with its popup,
// related adverts, booking, contact, testimonials — in both languages, on the seeded demo catalogue.

type Card = { id: number; guid: string; name: string; city: string };
type Detail = Card & { main_image: string | null; images: string[]; videos: string[] };

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`);
  expect(res.ok(), path).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

const detailOf = async (request: APIRequestContext, guid: string) =>
  (await apiData<{ escort: Detail }>(request, `escort/getById/${guid}`)).escort;

/** Slides in the popup, counted as the page does: main photo, other photos, then videos. */
const slideCount = (a: Detail) =>
  (a.main_image ? 1 : 0) + a.images.filter((p) => p !== a.main_image).length + a.videos.length;

/** Any visible advert (the first of the plain list). */
async function someAdvert(request: APIRequestContext): Promise<Card> {
  const { escorts } = await apiData<{ escorts: Card[] }>(request, 'escort/normal?page_size=9');
  expect(escorts.length).toBeGreaterThan(0);
  return escorts[0]!;
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

const swiperIndex = (carousel: Locator) =>
  carousel.evaluate((el) => (el as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex);

test('browse: home → filter → empty message → pager → detail → popup → related → back restores the carousel slide', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // The carousel slide to open: not the first (restoring 0 would prove nothing), with 2+ photos.
  const { escorts: featured } = await apiData<{ escorts: Card[] }>(request, 'escort/featured');
  expect(featured.length, 'the demo catalogue features several adverts').toBeGreaterThan(2);
  let target = -1;
  let advert: Detail | undefined;
  for (let i = 1; i < featured.length && target < 0; i++) {
    const detail = await detailOf(request, featured[i]!.guid);
    if (slideCount(detail) >= 2) [target, advert] = [i, detail];
  }
  expect(target, 'a featured advert with at least two photos').toBeGreaterThan(0);

  await open(page, '/', 'en');
  // The first row is painted without the carousel's code; it arrives at the visitor's first touch.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.featured-swiper')).toHaveCount(0);
  await page.mouse.move(20, 200);
  const carousel = page.locator('.featured-swiper');
  await expect(carousel.locator('.swiper-slide').first()).toBeVisible();

  // Filter: sex narrows the list and goes into the address.
  const search = page.locator('#search');
  const results = search.getByRole('list', { name: 'Find An Escort In Your Area' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await search.getByLabel('Sex').selectOption('Woman');
  await expect(page).toHaveURL(/sex=Woman/);
  await expect(results.getByRole('listitem').first()).toBeVisible();

  // A place nobody advertises in: the empty-list message.
  await search.getByLabel('Zip code or city').fill('Nowhere-by-the-sea');
  await expect(search.getByText('No results found.')).toBeVisible();
  await search.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/sex=|q=/);
  await expect(search.getByLabel('Zip code or city')).toHaveValue('');

  // Pager: Previous disabled on page 1, Next moves on, then Previous comes alive.
  const pager = search.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstOnPage1 = await results.getByRole('heading').first().textContent();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await expect(results.getByRole('heading').first()).not.toHaveText(firstOnPage1!);

  // Carousel: one card per view on a phone; move to the target slide and open it.
  await carousel.scrollIntoViewIfNeeded();
  // The arrows sit beside the slides, outside Swiper's own box.
  const next = page.getByTestId('featured-carousel').getByRole('button', { name: 'Next featured advert' });
  for (let i = 0; i < target; i++) await next.click();
  await expect.poll(() => swiperIndex(carousel)).toBe(target);
  await carousel.locator('.swiper-slide-active a').click();
  await expect(page).toHaveURL(new RegExp(`/details\\?guid=${advert!.guid}`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(advert!.name);
  await expect(page.getByRole('link', { name: 'Book appointment' })).toBeVisible();

  // Popup: opens on the main photo, arrows and keys move, both ends wrap, Escape closes.
  const total = slideCount(advert!);
  await page.getByRole('button', { name: `Open photo 1 of ${total} of ${advert!.name} full size` }).click();
  const popup = page.getByRole('dialog', { name: `Photos and videos of ${advert!.name}` });
  await expect(popup).toBeVisible();
  const current = popup.locator('.yarl__slide_current');
  await expect(current).toHaveAttribute('aria-label', `1 of ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('aria-label', `2 of ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', `1 of ${total}`);
  await popup.getByRole('button', { name: 'Previous' }).click();
  await expect(current).toHaveAttribute('aria-label', `${total} of ${total}`);
  await popup.getByRole('button', { name: 'Next' }).click();
  await expect(current).toHaveAttribute('aria-label', `1 of ${total}`);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // Related: another advert opens at the top of the page.
  const related = page.getByRole('region', { name: 'You may also like' });
  await related.scrollIntoViewIfNeeded();
  const relatedLink = related.getByRole('link').first();
  const relatedHref = await relatedLink.getAttribute('href');
  expect(relatedHref).toMatch(/^\/details\?guid=/);
  expect(relatedHref).not.toContain(advert!.guid);
  await relatedLink.click();
  await expect(page).toHaveURL(relatedHref!);
  await expect(heading).not.toHaveText(advert!.name);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Back twice: the first advert, then home with the carousel on the slide that was opened.
  await page.goBack();
  await expect(heading).toHaveText(advert!.name);
  await page.goBack();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(carousel.locator('.swiper-slide').first()).toBeAttached();
  await expect.poll(() => swiperIndex(carousel)).toBe(target);
  expect(await page.evaluate(() => sessionStorage.getItem('activeSwiperSlide'))).toBe(String(target));
  expect(errors).toEqual([]);
});

test('nearby list: sorted from the visitor once she shares her location, from Copenhagen with a note before', async ({
  browser,
  baseURL,
}) => {
  const located = await browser.newContext({
    baseURL,
    geolocation: { latitude: 56.1567, longitude: 10.2108 },
    permissions: ['geolocation'],
  });
  const page = await located.newPage();
  await open(page, '/', 'en');
  const nearby = page.getByRole('region', { name: 'Near You' });
  // The browser is asked only when the visitor taps "Use my location".
  await nearby.getByRole('button', { name: 'Use my location' }).click();
  await expect(nearby.getByRole('note')).toContainText('from your location');
  await expect(nearby.getByRole('listitem').first()).toBeVisible();
  await expect(nearby.getByText(/km away/).first()).toBeVisible();
  const distances = await nearby.getByText(/km away/).allTextContents();
  const km = distances.map((d) => Number.parseFloat(d.replace(',', '.')));
  expect(km).toEqual([...km].sort((a, b) => a - b));
  await located.close();

  const denied = await browser.newContext({ baseURL, permissions: [] });
  const other = await denied.newPage();
  await open(other, '/', 'en');
  await expect(other.getByRole('region', { name: 'Near You' }).getByRole('note')).toContainText(
    'central Copenhagen',
  );
  await expect(other.getByRole('region', { name: 'Near You' }).getByRole('listitem').first()).toBeVisible();
  await denied.close();
});

test('the language switch translates every catalogue page', async ({ page, request }) => {
  const advert = await someAdvert(request);
  const pages: [string, (p: Page) => Locator, (p: Page) => Locator][] = [
    [
      '/',
      (p) => p.getByRole('heading', { name: 'Find An Escort In Your Area' }),
      (p) => p.getByRole('heading', { name: 'Find en escort eller massagepige i dit område' }),
    ],
    [
      '/about',
      (p) => p.getByRole('heading', { name: 'Our Story' }),
      (p) => p.getByRole('heading', { name: 'Vores historie' }),
    ],
    [
      '/Adverts',
      (p) => p.getByRole('heading', { name: 'Choose Your Partners', level: 1 }),
      (p) => p.getByRole('heading', { name: 'Vælg din partner', level: 1 }),
    ],
    [`/details?guid=${advert.guid}`, (p) => p.getByText('Hair colour'), (p) => p.getByText('Hårfarve')],
    [
      `/bookAnAppointment?guid=${advert.guid}`,
      (p) => p.getByRole('button', { name: 'Confirm Booking' }),
      (p) => p.getByRole('button', { name: 'Bekræft booking' }),
    ],
  ];
  for (const [url, english, danish] of pages) {
    await open(page, url, 'en');
    await expect(english(page), url).toBeVisible();
    await page
      .getByRole('button', { name: /Switch language to Dansk/i })
      .first()
      .click();
    await expect(danish(page), url).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await page
      .getByRole('button', { name: /Skift sprog til English/i })
      .first()
      .click();
    await expect(english(page), url).toBeVisible();
  }
});

test('a booking is validated, sent, confirmed and arrives in the advertiser’s inbox', async ({
  page,
  request,
}) => {
  const advert = await someAdvert(request);
  const firstName = `Booker${Date.now().toString(36)}`;
  await open(page, `/details?guid=${advert.guid}`, 'en');
  await page.getByRole('link', { name: 'Book appointment' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookAnAppointment\\?guid=${advert.guid}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(advert.name);

  // Client-side validation with the contract's messages; nothing is sent.
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Jensen');
  await page.getByLabel('Contact number').fill('+45 20 30 40 50');
  await page.getByLabel('Email').fill('booker@example.test');
  // A preferred time within the bounds and a duration; the home address only for an outcall.
  const when = page.getByLabel(/^Preferred date and time/);
  const min = (await when.getAttribute('min'))!;
  const tomorrow = new Date(Date.parse(min) + 86_400_000);
  await when.fill(
    `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T20:00`,
  );
  await page.getByLabel(/^Duration/).selectOption('120');
  await expect(page.getByLabel(/^Address/)).toHaveCount(0);
  await page.getByLabel('At my address (outcall)').check();
  await page
    .getByLabel(/^Address/)
    .first()
    .fill('Vesterbrogade 1');
  await page.getByLabel(/^City/).fill('København V');
  await page.getByLabel(/^Postal code/).fill('1620');
  await page.getByLabel('Age', { exact: true }).fill('34');
  await page.getByLabel(/^Additional details/).fill('Friday evening, two hours.');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking request sent' })).toBeVisible();
  await expect(page.getByText(`Thank you, ${firstName}.`)).toBeVisible();

  await expect
    .poll(async () => {
      const res = await request.get('/dev/mail.json');
      const { messages } = (
        (await res.json()) as { data: { messages: { template: string; text: string }[] } }
      ).data;
      return messages.some(
        (m) =>
          m.template === 'booking' &&
          m.text.includes(firstName) &&
          m.text.includes('Duration: 120 minutes') &&
          m.text.includes('Outcall'),
      );
    })
    .toBe(true);
});

test('booking without an advert explains and links to the adverts', async ({ page }) => {
  await open(page, '/bookAnAppointment', 'en');
  await expect(page.getByRole('heading', { name: 'Choose an advert first' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse adverts' }).click();
  await expect(page).toHaveURL(/\/Adverts$/);
});

test('an unknown advert shows the themed not-found state', async ({ page }) => {
  await open(page, '/details?guid=00000000-0000-4000-8000-000000000000', 'da');
  await expect(page.getByRole('heading', { name: 'Denne annonce er ikke tilgængelig' })).toBeVisible();
  await expect(page).toHaveTitle(/Annoncen blev ikke fundet/);
});

test('the home contact form reaches support and keeps the text when invalid', async ({ page, request }) => {
  const name = `Visitor ${Date.now().toString(36)}`;
  await open(page, '/', 'en');
  // The form loads when the visitor scrolls near it (the lists above it grow as they load).
  const contact = page.getByRole('region', { name: 'Get In Touch' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(contact).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await contact.getByLabel('Message').fill('Do you list couples?');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByText('Name is required')).toBeVisible();
  await expect(contact.getByText('Email is required')).toBeVisible();
  await expect(contact.getByLabel('Message')).toHaveValue('Do you list couples?');

  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('Email').fill('visitor@example.test');
  await contact.getByLabel('Select Services').fill('Massage');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await expect(contact.getByLabel('Message')).toHaveValue('');

  await expect
    .poll(async () =>
      (await readEmails(request, 'support@velvet.dk')).some(
        (m) => m.template === 'contact' && m.text.includes(name),
      ),
    )
    .toBe(true);
});

test('a visitor leaves a testimonial and is told it appears after approval', async ({ page, request }) => {
  const advert = await someAdvert(request);
  await open(page, `/details?guid=${advert.guid}`, 'en');
  // The testimonials and their form load when the visitor scrolls near them.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('region', { name: 'Leave a testimonial' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Your name').fill('Anders');
  await form.getByLabel('Rating').selectOption('4');
  await form.getByLabel('Your testimonial').fill('Charming and punctual.');
  await form.getByRole('button', { name: 'Send testimonial' }).click();
  await expect(form.getByRole('status')).toContainText('approved');
  await expect(form.getByLabel('Your testimonial')).toHaveValue('');
});

test('testimonials show as a carousel only when there is more than one', async ({ page, request }) => {
  const { escorts } = await apiData<{ escorts: Card[] }>(request, 'escort/normal?page_size=100');
  let many: Card | undefined;
  let few: Card | undefined;
  for (const advert of escorts) {
    const { feedbacks } = await apiData<{ feedbacks: { rating: number }[] }>(
      request,
      `feedback/user/${advert.id}`,
    );
    if (feedbacks.length > 1) many ??= advert;
    else few ??= advert;
    if (many && few) break;
  }
  expect(many && few, 'the demo has adverts with several and with at most one testimonial').toBeTruthy();

  await open(page, `/details?guid=${many!.guid}`, 'en');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'What Our Clients Say' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Testimonials')).toBeVisible();
  await expect(section.getByRole('img', { name: /out of 5 stars/ }).first()).toBeVisible();
  await section.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(section.locator('.swiper-pagination-bullet')).not.toHaveCount(0);

  await open(page, `/details?guid=${few!.guid}`, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(few!.name);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Leave a testimonial' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What Our Clients Say' })).toHaveCount(0);
});

test('the adverts page links each card to its detail page', async ({ page, request }) => {
  const advert = await someAdvert(request);
  await open(page, '/Adverts', 'en');
  const card = page.getByRole('link', { name: advert.name, exact: true }).first();
  await expect(card).toHaveAttribute('href', `/details?guid=${advert.guid}`);
  await expect(page.getByText('Validated').first()).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(advert.name);
});

test('catalogue pages pass axe (WCAG 2.1 A and AA) on a phone', async ({ page, request }) => {
  const advert = await someAdvert(request);
  await page.setViewportSize(PHONE);
  for (const url of [
    '/',
    '/about',
    '/Adverts',
    `/details?guid=${advert.guid}`,
    `/bookAnAppointment?guid=${advert.guid}`,
  ]) {
    await open(page, url, 'da');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, url);
  }
});

// Screenshots kept as CI artifacts (e2e/output/screenshots): home and detail, phone and desktop, en and da.
for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const lang of ['en', 'da'] as const) {
    test(`screenshots of home and advert detail: ${device}, ${lang}`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const { escorts } = await apiData<{ escorts: Card[] }>(request, 'escort/featured');
      await open(page, '/', lang);
      await page.mouse.move(20, 200);
      await expect(page.locator('.featured-swiper .swiper-slide').first()).toBeVisible();
      await loadLazyImages(page);
      await snap(page, `catalogue-home-${device}-${lang}`);
      await page.goto(`/details?guid=${escorts[0]!.guid}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(escorts[0]!.name);
      await expect(page.locator('#related-title')).toBeAttached();
      await loadLazyImages(page);
      await snap(page, `catalogue-detail-${device}-${lang}`);
    });
  }
}
