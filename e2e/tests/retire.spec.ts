import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  open,
  PHONE,
  png,
  publicAdvertiser,
  signInAs,
  test,
  type SignedInAdvertiser,
} from '../fixtures';

/**
 * An advertiser who stops retires in one step from the dashboard, after confirming it is her: her advert's
 * old address then answers 410 Gone with noindex and shows that it was removed, her photos leave the
 * storage, and, when she chose to keep them, her photos' fingerprints hold anyone who puts them up later.
 */

const SHOTS = path.resolve(import.meta.dirname, '../output/screenshots');
/** One screenful (the shared `snap` takes the whole page). */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Adds a photo to an advert through the profile call, as the dashboard's editor does. */
async function addPhoto(request: APIRequestContext, who: SignedInAdvertiser, photo: Buffer) {
  const res = await request.post('/api/escort/update-profile', {
    headers: { authorization: `Bearer ${who.token}` },
    multipart: { 'images[1]': { name: 'shared.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { user } = ((await res.json()) as { data: { user: { images: string[] } } }).data;
  return user.images;
}

test.describe('retire', () => {
  test.use({ viewport: PHONE, locale: 'da-DK' });

  test('she retires from the dashboard in Danish; her advert is gone for visitors and search engines', async ({
    page,
    request,
  }) => {
    const her = await publicAdvertiser(request, 'Retiring');
    const shared = png(480, 360, 5);
    const photos = await addPhoto(request, her, shared);
    const advertUrl = `/details?guid=${her.guid}`;
    expect((await request.get(advertUrl)).status()).toBe(200);

    await signInAs(page, request, her.email, her.password);
    await open(page, '/dashboard', 'da');
    const section = page.getByRole('region', { name: 'Stop med at annoncere' });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toContainText('søgemaskiner');
    await shot(page, 'retire-dashboard-da-phone');

    await section.getByRole('button', { name: 'Stop', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop på Velvet?' });
    const keep = dialog.getByLabel('Gem mine billeders fingeraftryk');
    // Off unless she asks, and said in one sentence.
    await expect(keep).not.toBeChecked();
    await expect(dialog).toContainText('så ingen andre senere kan lægge dine billeder op');
    await keep.check();
    await shot(page, 'retire-dialog-da-phone');
    await dialog.getByRole('button', { name: 'Stop nu' }).click();

    // She confirms it is her; the retirement then goes through in the same step.
    const reauth = page.getByRole('dialog', { name: 'Bekræft, at det er dig' });
    await expect(reauth).toContainText('før du stopper');
    await reauth.getByLabel('Adgangskode', { exact: true }).fill(her.password);
    await shot(page, 'retire-reauth-da-phone');
    await reauth.getByRole('button', { name: 'Bekræft' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Du er stoppet')).toBeVisible();

    // The old address: 410 with noindex in the header and the page, and a page that says it was removed.
    const answer = await request.get(advertUrl);
    expect(answer.status()).toBe(410);
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
    expect(await answer.text()).toContain('<meta name="robots" content="noindex">');
    const api = await request.get(`/api/escort/getById/${her.guid}`);
    expect(api.status()).toBe(410);
    expect(api.headers()['x-robots-tag']).toBe('noindex');
    // Her photos are no longer served.
    for (const url of photos) expect((await request.get(url)).status()).toBe(404);
    await open(page, advertUrl, 'da');
    await expect(page.getByRole('heading', { name: 'Denne annonce er fjernet' })).toBeVisible();
    await shot(page, 'retire-gone-da-phone');

    // Someone else puts her photo up: the copied-photo screen matches it against the kept fingerprint.
    const copier = await publicAdvertiser(request, 'Copier');
    expect((await request.get(`/api/escort/getById/${copier.guid}`)).status()).toBe(200);
    await addPhoto(request, copier, shared);
    expect((await request.get(`/api/escort/getById/${copier.guid}`)).status()).toBe(404);
    await request.delete('/api/account', {
      headers: { authorization: `Bearer ${copier.token}` },
      data: { current_password: copier.password },
    });
  });

  test.describe('desktop, English', () => {
    test.use({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });

    test('without the fingerprints kept, the same photo later is not held; the old page says it was removed', async ({
      page,
      request,
    }) => {
      const her = await publicAdvertiser(request, 'Leaving');
      const shared = png(480, 360, 6);
      await addPhoto(request, her, shared);
      const reauth = await request.post('/api/account/reauth', {
        headers: { authorization: `Bearer ${her.token}` },
        data: { password: her.password },
      });
      expect(reauth.ok()).toBeTruthy();
      const retired = await request.post('/api/account/retire', {
        headers: { authorization: `Bearer ${her.token}` },
        data: {},
      });
      expect(retired.ok(), await retired.text()).toBeTruthy();

      await open(page, `/details?guid=${her.guid}`, 'en');
      await expect(page.getByRole('heading', { name: 'This advert has been removed' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await shot(page, 'retire-gone-en-desktop');

      const other = await publicAdvertiser(request, 'Later');
      await addPhoto(request, other, shared);
      expect((await request.get(`/api/escort/getById/${other.guid}`)).status()).toBe(200);
      await request.delete('/api/account', {
        headers: { authorization: `Bearer ${other.token}` },
        data: { current_password: other.password },
      });
    });
  });
});
