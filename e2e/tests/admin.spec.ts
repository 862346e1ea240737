import { ADMIN, DESKTOP, expect, open, PHONE, snap, test, waitForEmail } from '../fixtures';

type Card = { guid: string; name: string; city: string };

// Moderation journey: a visitor reports an advert → the operator signs in, sees the report and suspends
// the advert → it is gone from home and search → the advertiser got the email → the operator restores it.
test('report → suspend → hidden from home and search → advertiser emailed → restore', async ({
  page,
  request,
}) => {
  // The advert at the top of the home page's "Choose Your Partners" list.
  const normal = await request.get('/api/escort/normal?page=1&page_size=9');
  const advert = ((await normal.json()) as { data: { escorts: Card[] } }).data.escorts[0]!;
  const cardOf = (guid: string) =>
    page.locator(`section[aria-labelledby="partners-title"] a[href*="guid=${guid}"]`).first();

  // ── A visitor reports it, anonymously ──
  await open(page, `/details?guid=${advert.guid}`);
  await expect(page.getByRole('heading', { level: 1, name: advert.name })).toBeVisible();
  await page.getByRole('button', { name: 'Report this advert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this advert' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: /Fake photos/ }).check();
  await dialog.getByLabel('Details (optional)').fill('The photos are from a stock photo site.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const receipt = page.getByRole('dialog', { name: 'Report received' }).getByTestId('report-receipt');
  await expect(receipt).toHaveText(/^VR-\d{6}$/);
  const reference = (await receipt.textContent())!;
  await page.getByRole('button', { name: 'Close', exact: true }).last().click();

  // ── The operator signs in and sees it in the queue ──
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const report = page.getByRole('article').filter({ hasText: reference });
  await expect(report).toContainText('The photos are from a stock photo site.');
  await expect(report).toContainText('anonymous');
  await snap(page, 'admin-journey-reports');

  // ── … opens the advert and suspends it with a reason ──
  await report.getByRole('link', { name: advert.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: advert.name })).toBeVisible();
  const email = (await page.locator('a[href^="mailto:"]').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${advert.name}` });
  await suspend
    .getByLabel('Reason (sent to the advertiser)')
    .fill('Your photos appear on a stock photo site. Upload your own photos.');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(/^Suspended since/)).toBeVisible();

  // ── Gone from the home page and from search ──
  await page.goto('/');
  await expect(
    page.locator('section[aria-labelledby="partners-title"] a[href*="guid="]').first(),
  ).toBeVisible();
  await expect(cardOf(advert.guid)).toHaveCount(0);
  await page.getByLabel('Zip code or city').fill(advert.city);
  await expect(
    page.locator(`section[aria-labelledby="search-title"] a[href*="guid="]`).first(),
  ).toBeVisible();
  await expect(
    page.locator(`section[aria-labelledby="search-title"] a[href*="guid=${advert.guid}"]`),
  ).toHaveCount(0);
  const search = await request.get(
    `/api/escort/search?address=${encodeURIComponent(advert.city)}&page=1&page_size=9`,
  );
  expect(JSON.stringify(await search.json())).not.toContain(advert.guid);
  expect((await request.get(`/api/escort/getById/${advert.guid}`)).status()).toBe(404);

  // ── The advertiser was told why, in a statement of reasons ──
  const mail = await waitForEmail(request, email, 'decision');
  expect(mail.text).toContain('Your photos appear on a stock photo site.');

  // ── The operator restores it; it is back on the home page ──
  await page.goto('/admin/adverts?status=suspended');
  await page
    .getByRole('link', { name: new RegExp(advert.name) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Restore ${advert.name}` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText(/^Suspended since/)).toHaveCount(0);
  expect((await request.get(`/api/escort/getById/${advert.guid}`)).status()).toBe(200);
  await page.goto('/');
  await expect(cardOf(advert.guid)).toBeVisible();

  // The audit log shows both actions.
  await page.goto('/admin/audit');
  await expect(page.getByText('Advert suspended').first()).toBeVisible();
  await expect(page.getByText('Advert restored').first()).toBeVisible();
});

test('the 18+ notice shows once, is remembered, and declining leaves the site', async ({ page }) => {
  await open(page, '/', 'da', { ageConfirmed: false });
  const gate = page.getByRole('dialog', { name: 'Kun for voksne (18+)' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('link', { name: 'Forlad siden' })).toHaveAttribute(
    'href',
    'https://www.google.com',
  );
  await gate.getByRole('button', { name: /Jeg er 18 år eller ældre/ }).click();
  await expect(gate).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Kun for voksne (18+)' })).toHaveCount(0);
});

test('the operator sees email delivery: nothing stuck, then the sent emails with masked recipients', async ({
  page,
  request,
}) => {
  // A contact message puts one email in the outbox; the worker delivers it (dev outbox) at once.
  const sent = await request.post('/api/contact', {
    data: { name: 'Outbox check', email: 'outbox-check@example.test', service: '', message: 'Hello' },
  });
  expect(sent.status()).toBe(201);
  await waitForEmail(request, 'support@velvet.dk', 'contact');
  await open(page, '/admin/mail');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email delivery' })).toBeVisible();
  await expect(page.getByText(/0 waiting to be sent, 0 failed\./)).toBeVisible();
  await expect(page.getByText('Every email has been sent.')).toBeVisible();

  await page.getByRole('button', { name: 'Sent', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/mail\?status=sent/);
  const card = page.getByRole('listitem').filter({ hasText: 'Contact form message' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('su***@velvet.dk')).toBeVisible();
  await expect(card).not.toContainText('support@velvet.dk');
  await snap(page, 'admin-mail-sent');
});

test('non-operators get the sign-in prompt, never the back-office', async ({ page, request }) => {
  await open(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  expect((await request.get('/api/admin/overview')).status()).toBe(401);
});

// Screens of the back-office and safety features on a phone and a desktop, in both languages.
for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const lang of ['en', 'da'] as const) {
    test(`back-office and safety screens in ${lang} on ${device}`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const login = await request.post('/api/auth/login', {
        data: { email: ADMIN.email, password: ADMIN.password, is_user: 0 },
      });
      const d = (
        (await login.json()) as {
          data: { token: string; guid: string; id: number; name: string; email: string };
        }
      ).data;
      await page.addInitScript(
        (s) => {
          for (const [k, v] of Object.entries(s)) localStorage.setItem(k, String(v));
        },
        { authToken: d.token, guid: d.guid, userId: d.id, name: d.name, email: d.email, featured: 'false' },
      );
      for (const section of [
        '',
        'adverts',
        'reports',
        'testimonials',
        'packages',
        'interests',
        'payments',
        'messages',
        'mail',
        'audit',
      ]) {
        await open(page, `/admin/${section}`, lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0);
        await snap(page, `admin-${section || 'overview'}-${device}-${lang}`);
      }
      await page
        .getByRole('navigation', { name: lang === 'en' ? 'Back-office sections' : 'Backoffice-sektioner' })
        .getByRole('link')
        .nth(1)
        .click();
      await page.locator('a[href^="/admin/adverts/"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, `admin-advert-${device}-${lang}`);
      await open(page, '/terms', lang);
      await snap(page, `terms-${device}-${lang}`);
    });
  }
}

// An operator signs in like anyone else, and the site offers the back-office instead of the advertiser
// screens: a Back-office link in the navbar and the account menu, no Packages, and /dashboard explains that an
// operator account has no advert.
test('an operator signing in gets the back-office, not the advertiser screens', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Back-office' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Packages' })).toHaveCount(0);

  // The account menu (it opens on hover) leads to the back-office too.
  await page.goto('/about');
  await page.getByRole('button', { name: /^Account menu for / }).hover();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Back-office' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // /dashboard has no advert to show an operator: a short note and the way to the back-office.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Operator account' })).toBeVisible();
  await expect(page.getByText('Your advert is shown without the Validated badge.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See packages' })).toHaveCount(0);
  await snap(page, 'operator-dashboard-desktop-en');
  await page.getByRole('link', { name: 'Open the back-office' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('on a phone, in Danish, the operator menu offers the back-office and no packages', async ({
  page,
  operator: _signedIn,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, '/dashboard', 'da');
  await expect(page.getByRole('heading', { level: 2, name: 'Operatørkonto' })).toBeVisible();
  await expect(page.getByText('Din annonce vises uden mærket Valideret.')).toHaveCount(0);
  await snap(page, 'operator-dashboard-phone-da');
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Backoffice' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pakker' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Profil' })).toHaveCount(0);
  await snap(page, 'operator-menu-phone-da');
  await menu.getByRole('link', { name: 'Backoffice' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
