import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN, DESKTOP, expect, open, PHONE, publicAdvertiser, signInAs, snap, test } from '../fixtures';

const DOCS = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** A screenshot kept as a CI artifact and, for the docs, under docs/screenshots. */
async function shot(page: Page, name: string) {
  await snap(page, name);
  mkdirSync(DOCS, { recursive: true });
  copyFileSync(
    path.resolve(import.meta.dirname, '../output/screenshots', `${name}.png`),
    path.join(DOCS, `${name}.png`),
  );
}

async function inLanguage(page: Page, url: string, lang: 'en' | 'da') {
  await open(page, url, lang);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

// An advertiser held by the copied-photo screen reads why, by what and under which clause (English on a
// desktop, Danish on a phone), appeals in Danish; an operator reverses it in the back-office and the advert
// is public again, which her list of decisions then says too.

test('a hold by the copied-photo screen explains itself, is appealed, and a reversal makes the advert public again', async ({
  page,
  request,
  browser,
  baseURL,
  advertiser,
}) => {
  const original = await publicAdvertiser(request, 'Firstphoto');
  const detail = (await (await request.get(`/api/escort/getById/${original.guid}`)).json()) as {
    data: { escort: { main_image_asset: { src: string } } };
  };
  const photo = await request.get(new URL(detail.data.escort.main_image_asset.src, baseURL).href);

  await page.setViewportSize(DESKTOP);
  await open(page, '/dashboard', 'en');
  await page.getByLabel('Images', { exact: true }).setInputFiles({
    name: 'mine.webp',
    mimeType: photo.headers()['content-type'] ?? 'image/webp',
    buffer: await photo.body(),
  });
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('A photo is being checked')).toBeVisible();
  expect((await request.get(`/api/escort/getById/${advertiser.guid}`)).status()).toBe(404);

  // English, desktop: why, by what, under which clause, how to contest it; nothing of the other account.
  await page.reload();
  const decisions = page.getByRole('region', { name: 'Decisions' });
  const held = decisions
    .getByTestId('decision')
    .filter({ hasText: 'Your advert is held back from the public' });
  await expect(held).toBeVisible();
  await expect(
    held.getByText(/Our copied-photo screen found that your photo no\. \d+ matches/),
  ).toBeVisible();
  await expect(
    held.getByText('Found by automated means. Decided by automated means, without a person.'),
  ).toBeVisible();
  await expect(held.getByRole('link', { name: 'Clause 5.2 of our terms' })).toHaveAttribute(
    'href',
    '/terms#clause-5-2',
  );
  await expect(held.getByText(/^Copied-photo screen: a computer compares/)).toBeVisible();
  await expect(held.getByText(/^Appeal to us until /)).toBeVisible();
  await expect(page.getByText(original.name)).toHaveCount(0);
  await held.scrollIntoViewIfNeeded();
  await shot(page, 'decisions-held-desktop-en');

  // Danish, phone: the same decision, appealed.
  await page.setViewportSize(PHONE);
  await inLanguage(page, '/dashboard', 'da');
  const afgoerelse = page
    .getByRole('region', { name: 'Afgørelser' })
    .getByTestId('decision')
    .filter({ hasText: 'Din annonce er holdt tilbage fra offentligheden' });
  await expect(afgoerelse.getByText(/dit foto nr\. \d+ svarer til et foto/)).toBeVisible();
  await expect(afgoerelse.getByRole('link', { name: 'Punkt 5.2 i vores vilkår' })).toBeVisible();
  await afgoerelse.getByRole('button', { name: 'Klag over afgørelsen' }).click();
  await afgoerelse.getByRole('button', { name: 'Send klage' }).click();
  await expect(afgoerelse.getByText('Fortæl os, hvorfor afgørelsen er forkert.')).toBeVisible();
  await afgoerelse.getByLabel('Hvorfor er afgørelsen forkert?').fill('Det er mine egne billeder.');
  await afgoerelse.getByRole('button', { name: 'Send klage' }).click();
  await expect(afgoerelse.getByText('Klage sendt — venter på en moderator')).toBeVisible();
  await afgoerelse.scrollIntoViewIfNeeded();
  await shot(page, 'decisions-appealed-phone-da');

  // An operator (automated means alone decided, so any person may review it) reverses it.
  const office = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-GB' });
  const desk = await office.newPage();
  await signInAs(desk, request, ADMIN.email, ADMIN.password);
  await open(desk, '/admin/appeals', 'en');
  const card = desk
    .getByTestId('appeal')
    .filter({ has: desk.getByRole('link', { name: advertiser.name, exact: true }) });
  await expect(card.getByText('Decided by automated means alone')).toBeVisible();
  await expect(card.getByText('Det er mine egne billeder.')).toBeVisible();
  await shot(desk, 'decisions-appeals-desktop-en');
  await card.getByRole('button', { name: 'Reverse' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Reverse the decision' });
  await dialog
    .getByLabel('Reasons (sent to the advertiser)')
    .fill('The photo is hers; the earlier advert copied it.');
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(desk.getByText('The appeal is answered and the advertiser is emailed.')).toBeVisible();
  await expect(card.getByText('Reversed', { exact: true })).toBeVisible();
  await office.close();

  expect((await request.get(`/api/escort/getById/${advertiser.guid}`)).status()).toBe(200);

  // Her list says so, in both languages.
  await page.reload();
  const released = page.getByTestId('decision').filter({ hasText: 'Din annonce er offentlig igen' });
  await expect(released.getByText(/Din klage over afgørelse VD-\d+ blev imødekommet/)).toBeVisible();
  await expect(page.getByText('Klagen er besvaret: afgørelsen er omgjort')).toBeVisible();
  await shot(page, 'decisions-reversed-phone-da');
  await page.setViewportSize(DESKTOP);
  await inLanguage(page, '/dashboard', 'en');
  await expect(page.getByTestId('decision').filter({ hasText: 'Your advert is public again' })).toBeVisible();
  await page.getByRole('region', { name: 'Decisions' }).scrollIntoViewIfNeeded();
  await shot(page, 'decisions-reversed-desktop-en');

  // The terms name every tool, in numbered clauses.
  await page.setViewportSize(PHONE);
  await open(page, '/terms#clause-5-2', 'en');
  await expect(page.locator('#clause-5-2')).toContainText('Copied-photo screen');
  await shot(page, 'decisions-terms-phone-en');

  const deleted = await request.delete('/api/account', {
    headers: { authorization: `Bearer ${original.token}` },
    data: { current_password: original.password },
  });
  expect(deleted.ok(), await deleted.text()).toBeTruthy();
});
