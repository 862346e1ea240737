import { ADMIN, DESKTOP, expect, open, PHONE, publicAdvertiser, signInAs, snap, test } from '../fixtures';

// A copied photo: an advertiser uploads a copy of another account's public photo; the advert is hidden and
// its owner told only that a photo is being checked; the operator sees both photos and both accounts side by
// side in the safety queue (desktop), records that it was reported to the police, and closes that record
// from the Police reports list (in Danish on a phone).

test('a copy of another account’s photo waits in the safety queue beside the original; the operator escalates it', async ({
  page,
  request,
  browser,
  baseURL,
  advertiser,
}) => {
  // The original: an advert of its own, public, whose main photo anyone can download.
  const original = await publicAdvertiser(request, 'Original');
  const { guid } = original;
  const detail = (await (await request.get(`/api/escort/getById/${guid}`)).json()) as {
    data: { escort: { main_image_asset: { src: string } } };
  };
  const photo = await request.get(new URL(detail.data.escort.main_image_asset.src, baseURL).href);
  expect(photo.ok()).toBeTruthy();
  const copy = await photo.body();

  // The copier: a public advert that adds the downloaded photo to its gallery from the dashboard.
  await page.setViewportSize(DESKTOP);
  await open(page, '/dashboard', 'en');
  await page.getByLabel('Images', { exact: true }).setInputFiles({
    name: 'holiday.webp',
    mimeType: photo.headers()['content-type'] ?? 'image/webp',
    buffer: copy,
  });
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  // Told in words that a photo is checked, never that it matched someone.
  await expect(page.getByText('A photo is being checked')).toBeVisible();
  await expect(page.getByText(original.name)).toHaveCount(0);
  expect((await request.get(`/api/escort/getById/${advertiser.guid}`)).status()).toBe(404);
  expect((await request.get(`/api/escort/getById/${guid}`)).status()).toBe(200);

  // The operator, in a browser of their own.
  const office = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-GB' });
  const desk = await office.newPage();
  await signInAs(desk, request, ADMIN.email, ADMIN.password);
  await open(desk, '/admin/safety', 'en');
  const card = desk
    .getByRole('listitem')
    .filter({ has: desk.getByRole('link', { name: advertiser.name, exact: true }) });
  await expect(card.getByText('Copied photo', { exact: true })).toBeVisible();
  await expect(card.getByText('Hidden until cleared')).toBeVisible();
  const copier = card.getByRole('region', { name: 'This advert' });
  const source = card.getByRole('region', { name: 'Other account' });
  await expect(copier.getByRole('link', { name: advertiser.name, exact: true })).toBeVisible();
  await expect(copier.getByText(advertiser.email)).toBeVisible();
  await expect(source.getByRole('link', { name: original.name, exact: true })).toBeVisible();
  await expect(source.getByText(original.email)).toBeVisible();
  const copied = copier.getByRole('img', { name: `Photo of ${advertiser.name}` });
  const theirs = source.getByRole('img', { name: `Photo of ${original.name}` });
  for (const img of [copied, theirs]) {
    await expect(img).toBeVisible();
    // The queue's photos load lazily: after the other journeys' findings this card may be below the fold.
    await img.scrollIntoViewIfNeeded();
    // Loaded, through the operators' signed links (the copier's photo is not public).
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  // Side by side: one row, the copy on the left, the original on the right.
  const [left, right] = [(await copied.boundingBox())!, (await theirs.boundingBox())!];
  expect(Math.abs(left.y - right.y)).toBeLessThan(4);
  expect(left.x + left.width).toBeLessThanOrEqual(right.x);
  await card.scrollIntoViewIfNeeded();
  await snap(desk, 'safety-copied-photo-desktop-en');

  // Reported to the police: a date in the future is refused at its field, then today's report is recorded.
  await card.getByRole('button', { name: 'Reported to the police' }).click();
  const dialog = desk.getByRole('dialog', { name: `Record a police report about ${advertiser.name}` });
  await dialog.getByLabel('Reported on').fill('2099-01-01');
  await dialog.getByLabel('Police case number').fill('0100-12345-00042-26');
  await dialog.getByLabel('Note').fill('Tip form at politi.dk; both accounts and photos sent.');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByText('The date cannot be in the future.')).toBeVisible();
  const today = await desk.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date()),
  );
  await dialog.getByLabel('Reported on').fill(today);
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(desk.getByText('Recorded as reported to the police.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The open escalation, and its closing, in Danish on a phone.
  await desk.setViewportSize(PHONE);
  await open(desk, '/admin/escalations', 'da');
  await desk.evaluate(() => localStorage.setItem('lang', 'da'));
  await desk.reload();
  await expect(desk.getByRole('heading', { name: 'Anmeldt til politiet', level: 1 })).toBeVisible();
  await expect(desk.getByText('ring 112')).toBeVisible();
  const sag = desk
    .getByRole('listitem')
    .filter({ has: desk.getByRole('link', { name: advertiser.name, exact: true }) });
  await expect(sag.getByText('0100-12345-00042-26')).toBeVisible();
  await expect(sag.getByText('Tip form at politi.dk; both accounts and photos sent.')).toBeVisible();
  await snap(desk, 'safety-escalations-phone-da');
  await sag.getByRole('button', { name: 'Luk sagen' }).click();
  const luk = desk.getByRole('dialog', { name: 'Luk denne eskalering?' });
  await luk.getByRole('textbox').fill('Politiet har lukket sagen.');
  await luk.getByRole('button', { name: 'Luk sagen' }).click();
  await expect(desk.getByText('Eskaleringen er lukket.')).toBeVisible();
  await expect(sag).toHaveCount(0);
  await office.close();

  const deleted = await request.delete('/api/account', {
    headers: { authorization: `Bearer ${original.token}` },
    data: { current_password: original.password },
  });
  expect(deleted.ok(), await deleted.text()).toBeTruthy();
});
