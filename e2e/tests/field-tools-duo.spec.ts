import path from 'node:path';
import {
  activateAdvertiser,
  DESKTOP,
  expect,
  newAdvertiser,
  open,
  PHONE,
  registerAdvertiser,
  signInAs,
  snap,
  test,
} from '../fixtures';

// A duo: one advertiser invites another by her advert's link on the dashboard, the other confirms on hers,
// both adverts say "Duo with <name>" with a link to each other, the search finds them as a duo, and
// either ends it at once.

const TEXT = {
  en: {
    panel: 'Duo',
    link: 'Link of the other advert',
    invite: 'Invite to a duo',
    bad: 'This is not the link of an advert. Copy the address of the other advert page.',
    waiting: /^Invitation sent to /,
    accept: (name: string) => `Accept the duo with ${name}`,
    duoWith: 'Duo with',
    end: 'End the duo',
    filter: 'Available as a duo',
  },
  da: {
    panel: 'Duo',
    link: 'Link til den anden annonce',
    invite: 'Invitér til en duo',
    bad: 'Det er ikke et link til en annonce. Kopiér adressen på den anden annonces side.',
    waiting: /^Invitation sendt til /,
    accept: (name: string) => `Acceptér duoen med ${name}`,
    duoWith: 'Duo med',
    end: 'Afslut duoen',
    filter: 'Kan bookes som duo',
  },
};

for (const [lang, viewport, device] of [
  ['en', DESKTOP, 'desktop'],
  ['da', PHONE, 'phone'],
] as const)
  test(`${lang}: two advertisers form a duo, shown on both adverts and in the duo search, and end it`, async ({
    page,
    advertiser,
    request,
    browser,
    baseURL,
  }) => {
    // Two advertisers, two browsers and five pages: a long journey on a busy machine.
    test.setTimeout(300_000);
    const t = TEXT[lang];
    // The partner: another public advert, signed in on a browser of her own.
    const partner = newAdvertiser('Partner');
    await registerAdvertiser(request, partner);
    const grant = await activateAdvertiser(request, partner);
    const partnerGuid = String(
      (
        await (
          await request.get(`/api/escort/get-user-id/${grant.id}`, {
            headers: { authorization: `Bearer ${grant.token}` },
          })
        ).json()
      ).data.user.guid,
    );
    const hers = await browser.newContext({ baseURL: baseURL!, viewport });
    const herPage = await hers.newPage();
    try {
      await page.setViewportSize(viewport);
      await open(page, '/dashboard', lang);
      const panel = page.getByRole('region', { name: t.panel, exact: true });
      await panel.getByLabel(t.link).fill('hello');
      await panel.getByRole('button', { name: t.invite }).click();
      await expect(panel.getByText(t.bad)).toBeVisible();
      await panel.getByLabel(t.link).fill(`${baseURL}/details?guid=${partnerGuid}`);
      await panel.getByRole('button', { name: t.invite }).click();
      await expect(panel.getByText(t.waiting)).toBeVisible();
      // Not a duo until she confirms.
      expect(
        (await (await request.get(`/api/escort/getById/${advertiser.guid}`)).json()).data.escort.duo,
      ).toBeNull();

      await signInAs(herPage, request, partner.email, partner.password);
      await open(herPage, '/dashboard', lang);
      const herPanel = herPage.getByRole('region', { name: t.panel, exact: true });
      await herPanel.scrollIntoViewIfNeeded();
      await herPanel.screenshot({
        path: path.resolve(
          import.meta.dirname,
          `../output/screenshots/field-tools-duo-invitation-${device}-${lang}.png`,
        ),
      });
      await herPanel.getByRole('button', { name: t.accept(advertiser.name) }).click();
      await expect(herPanel.getByRole('button', { name: t.end })).toBeVisible();

      // Each advert links to the other.
      await page.goto(`/details?guid=${advertiser.guid}`);
      const duoLine = page.getByTestId('duo');
      await expect(duoLine).toHaveText(`${t.duoWith} ${partner.name}`);
      await snap(page, `field-tools-duo-advert-${device}-${lang}`);
      await duoLine.getByRole('link', { name: partner.name }).click();
      await page.waitForURL(`**/details?guid=${partnerGuid}`);
      await expect(page.getByTestId('duo')).toHaveText(`${t.duoWith} ${advertiser.name}`);

      // The duo filter finds both, each card naming the other.
      await page.goto('/Adverts?duo=1');
      await expect(page.getByRole('checkbox', { name: t.filter })).toBeChecked();
      // Her card names him too: his card is the one headed by his name.
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: advertiser.name }) });
      await expect(card.getByTestId('duo')).toHaveText(`${t.duoWith} ${partner.name}`);
      await snap(page, `field-tools-duo-search-${device}-${lang}`);

      // She ends it: at once, neither advert says duo.
      await herPage.reload();
      await herPage
        .getByRole('region', { name: t.panel, exact: true })
        .getByRole('button', { name: t.end })
        .click();
      await expect(
        herPage.getByRole('region', { name: t.panel, exact: true }).getByLabel(t.link),
      ).toBeVisible();
      await page.goto(`/details?guid=${advertiser.guid}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('duo')).toHaveCount(0);
    } finally {
      await hers.close();
      await request.delete('/api/account', {
        headers: { authorization: `Bearer ${grant.token}` },
        data: { current_password: partner.password },
      });
    }
  });
