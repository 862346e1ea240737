import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  DEMO_PASSWORD,
  DESKTOP,
  expect,
  open,
  operatorSession,
  PHONE,
  signInAs,
  snap,
  test,
} from '../fixtures';

// Photos of an advert that is not public (here: suspended) are hidden from visitors, and still shown to
// the advertiser on the dashboard and to operators in the back-office (through signed media URLs).

const DEMO = 'demo03@velvet.test';

async function token(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password, is_user: 0 } });
  const body = (await res.json()) as { data: { token: string; id: number } };
  return body.data;
}

/** Every /media image on the page, once loaded: its URL and whether it decoded. */
async function mediaImages(page: Page) {
  const images = page.locator('img[src*="/media/"]');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.evaluateAll((list) => list.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  return images.evaluateAll((list) =>
    list.map((img) => ({
      src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
      decoded: (img as HTMLImageElement).naturalWidth > 0,
    })),
  );
}

test('a suspended advert: photos hidden from visitors, shown to its owner and to operators', async ({
  page,
  request,
  browser,
}) => {
  const admin = (await operatorSession(request)) as { token: string; id: number };
  const owner = await token(request, DEMO, DEMO_PASSWORD);
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const suspended = await request.post(`/api/admin/adverts/${owner.id}/suspend`, {
    headers: asAdmin,
    data: { reason: 'Checking the photos of this advert.' },
  });
  expect(suspended.status()).toBe(200);
  try {
    // ── The owner's dashboard shows every photo ──
    await page.setViewportSize(DESKTOP);
    await signInAs(page, request, DEMO, DEMO_PASSWORD);
    await open(page, '/dashboard', 'en');
    const dashboard = await mediaImages(page);
    expect(dashboard.length).toBeGreaterThan(0);
    for (const image of dashboard) {
      expect(image.decoded, image.src).toBe(true);
      expect(image.src).toMatch(/\?exp=\d+&sig=/);
      // A visitor asking for the same file without the signature gets nothing.
      const bare = image.src.split('?')[0]!;
      expect((await request.get(bare)).status(), bare).toBe(404);
      const signed = await request.get(image.src);
      expect(signed.status()).toBe(200);
      expect(signed.headers()['cache-control']).toBe('private, no-store');
    }
    await snap(page, 'media-access-dashboard-suspended-desktop-en');
    await page.setViewportSize(PHONE);
    await open(page, '/dashboard', 'da');
    for (const image of await mediaImages(page)) expect(image.decoded, image.src).toBe(true);
    await snap(page, 'media-access-dashboard-suspended-phone-da');

    // ── The operator sees them in the back-office ──
    const detail = await request.get(`/api/admin/adverts/${owner.id}`, { headers: asAdmin });
    const media = ((await detail.json()) as { data: { advert: { media: { url: string }[] } } }).data.advert
      .media;
    expect(media.length).toBeGreaterThan(0);
    for (const item of media) expect((await request.get(item.url)).status(), item.url).toBe(200);
    // A browser of its own: the advertiser's session stays in the first one.
    const operator = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: DESKTOP,
    });
    try {
      const back = await operator.newPage();
      await open(back, '/admin', 'en');
      await back.getByLabel('Email').fill(ADMIN.email);
      await back.getByLabel('Password').fill(ADMIN.password);
      await back.getByRole('button', { name: /Sign in/ }).click();
      await expect(back.getByRole('heading', { name: 'Operator sign-in' })).toHaveCount(0);
      await back.goto(`/admin/adverts/${owner.id}`);
      for (const image of await mediaImages(back)) expect(image.decoded, image.src).toBe(true);
      await snap(back, 'media-access-admin-suspended-desktop-en');
    } finally {
      await operator.close();
    }
  } finally {
    await request.post(`/api/admin/adverts/${owner.id}/restore`, { headers: asAdmin, data: {} });
  }
  // Public again: the plain URLs work for everyone.
  const detail = await request.get(`/api/admin/adverts/${owner.id}`, { headers: asAdmin });
  const first = ((await detail.json()) as { data: { advert: { media: { url: string }[] } } }).data.advert
    .media[0]!;
  const plain = await request.get(first.url.split('?')[0]!);
  expect(plain.status()).toBe(200);
  expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
