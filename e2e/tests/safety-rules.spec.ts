import { DESKTOP, expect, open, PHONE, publicAdvertiser, snap, test } from '../fixtures';

// The trafficking-indicator rules at work: an advert whose own text matches them waits in the operators'
// safety queue with the phrases found, stays public until an operator holds it, and is public again once
// the operator clears it; the queue and its rules in English on a desktop and in Danish on a phone.

test('an advert matching trafficking indicators is queued with its phrases, held and cleared by an operator', async ({
  page,
  request,
  operator,
}) => {
  const who = await publicAdvertiser(request, 'Indicator', {
    fields: { about: '<p>Sweet teen, available 24/7. New in town and touring alone.</p>' },
  });
  const { guid } = who;
  const isPublic = async () => (await request.get(`/api/escort/getById/${guid}`)).status() === 200;
  // Post-moderation: the match alone does not hide the advert.
  expect(await isPublic()).toBe(true);
  expect(operator.id).toBeGreaterThan(0);

  await page.setViewportSize(DESKTOP);
  await open(page, '/admin/safety', 'en');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: who.name }) });
  await expect(card.getByText('Trafficking indicators', { exact: true })).toBeVisible();
  await expect(card.getByText('Matched phrases: 24/7, teen')).toBeVisible();
  await expect(card.getByText('Public', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trafficking-indicator rules' })).toBeVisible();
  await snap(page, 'admin-safety-trafficking-desktop-en');

  await card.getByRole('button', { name: 'Hold' }).click();
  const dialog = page.getByRole('dialog', { name: `Hold the advert of ${who.name}?` });
  await dialog.getByRole('button', { name: 'Hold' }).click();
  await expect(card.getByText('Hidden until cleared')).toBeVisible();
  expect(await isPublic()).toBe(false);

  // Danish on a phone: what the language switch leaves behind (a cookie for the server, local storage for
  // the app), then the page again.
  await page.setViewportSize(PHONE);
  await page.context().addCookies([{ name: 'lang', value: 'da', url: page.url() }]);
  await page.evaluate(() => localStorage.setItem('lang', 'da'));
  await page.goto('/admin/safety');
  const kort = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: who.name }) });
  await expect(kort.getByText('Tegn på menneskehandel', { exact: true })).toBeVisible();
  await expect(kort.getByText('Fundne udtryk: 24/7, teen')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Regler for tegn på menneskehandel' })).toBeVisible();
  await snap(page, 'admin-safety-trafficking-phone-da');
  await kort.getByRole('button', { name: 'Godkend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Godkend' }).click();
  await expect(page.getByRole('link', { name: who.name })).toHaveCount(0);
  expect(await isPublic()).toBe(true);

  const deleted = await request.delete('/api/account', {
    headers: { authorization: `Bearer ${who.token}` },
    data: { current_password: who.password },
  });
  expect(deleted.ok(), await deleted.text()).toBeTruthy();
});
